import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockedPackage {
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };

/** The platforms a developer's machine or CI may be besides this one: `npm ci` there needs their builds in the lock file. */
const OTHER_PLATFORMS = [
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['win32', 'x64'],
] as const;

/** Each package that ships native builds as optional platform packages, with the platforms its locked builds cover. */
function nativePackages(): Map<string, { os: string[]; cpu: string[] }[]> {
  const found = new Map<string, { os: string[]; cpu: string[] }[]>();
  for (const [path, meta] of Object.entries(lock.packages)) {
    // A platform build's own optional dependencies (sharp-linux-x64's libvips) belong to that platform alone.
    if (meta.os) continue;
    const builds = Object.keys(meta.optionalDependencies ?? {})
      .map((name) => lock.packages[`node_modules/${name}`])
      .filter((build): build is LockedPackage & { os: string[]; cpu: string[] } => Boolean(build?.os && build.cpu));
    if (builds.some((build) => build.os.includes('linux') && build.cpu.includes('x64'))) found.set(path, builds);
  }
  return found;
}

describe('the lock file', () => {
  it('When a native package has its linux-x64 build locked, then its darwin-arm64, darwin-x64 and win32-x64 builds are locked too (npm ci works on a Mac or Windows)', () => {
    const natives = nativePackages();
    // The test transform, the CSS build and the lint resolver, at least: the ones a partial lock file broke.
    expect([...natives.keys()]).toEqual(expect.arrayContaining(['node_modules/@swc/core', 'node_modules/@tailwindcss/oxide', 'node_modules/unrs-resolver']));
    const missing = [...natives].flatMap(([path, builds]) =>
      OTHER_PLATFORMS.filter(([os, cpu]) => !builds.some((build) => build.os.includes(os) && build.cpu.includes(cpu))).map(([os, cpu]) => `${path}: ${os}-${cpu}`),
    );
    expect(missing).toEqual([]);
  });
});
