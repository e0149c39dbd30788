import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The project's entry points and their bundles (scripts/build-server.mjs). */
const BUNDLES = { 'server/main.ts': 'dist/server/main.js', 'jobs/worker.ts': 'dist/server/worker.js', 'scripts/cli.ts': 'dist/server/cli.js' } as const;
export type Entry = keyof typeof BUNDLES;
/** What the server bundle is made from: a change to any of these (tests aside) makes it stale. */
const SOURCES = ['server', 'jobs', 'scripts', 'domain', 'views', 'package-lock.json', 'tsconfig.json'];
const TEST_FILE = /\.test\.tsx?$/;

function newest(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), 0);
}

let sourcesChangedAt: number | undefined;

/**
 * The arguments after `node` that start one of the project's entry points as a process of its own: the
 * compiled bundle, what production runs, when it was built after the last change to the sources (`npm test`
 * builds just before the tests); else the TypeScript source through tsx, as `npm run` does in development.
 * The bundle starts with a third less CPU (tsx compiles every module first), which a test spawning processes pays each time.
 */
export function entryArgs(entry: Entry): string[] {
  const bundle = path.join(ROOT, BUNDLES[entry]);
  sourcesChangedAt ??= Math.max(...SOURCES.map((source) => path.join(ROOT, source)).filter(existsSync).map(newest));
  return existsSync(bundle) && statSync(bundle).mtimeMs >= sourcesChangedAt ? [bundle] : ['--import', 'tsx', path.join(ROOT, entry)];
}
