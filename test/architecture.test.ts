import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** The lint messages for a source text as if it were the file at `file` (the file need not exist). */
async function lint(file: string, source: string): Promise<string[]> {
  const running = run(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT });
  running.child.stdin!.end(source);
  // ESLint exits 1 when it reports a problem; its JSON is on stdout either way.
  const { stdout } = await running.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return (JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[])[0].messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the dependency direction', () => {
  it('When a file under server/ imports views/, then the lint rule refuses it; server/ssr may', async () => {
    expect(await lint('server/features/directory/fixture.ts', "import { routes } from '../../../views/routes';\nexport const r = routes;\n")).toEqual([expect.stringContaining('Only server/ssr renders views')]);
    expect(await lint('server/ssr/fixture.ts', "import { routes } from '../../views/routes';\nexport const r = routes;\n")).toEqual([]);
  }, 60_000);

  it('When domain/ imports server code or views/ import the server, then the lint rule refuses it', async () => {
    expect(await lint('domain/site/fixture.ts', "import { loadConfig } from '../../server/core/config';\nexport const c = loadConfig;\n")).toEqual([expect.stringContaining('domain/ holds rules and types only')]);
    expect(await lint('views/pages/fixture.ts', "import { loadConfig } from '../../server/core/config';\nexport const c = loadConfig;\n")).toEqual([expect.stringContaining('views/ run in the browser too')]);
    expect(await lint('jobs/fixture.ts', "import { routes } from '../views/routes';\nexport const r = routes;\n")).toHaveLength(1);
  }, 60_000);
});

// ---------- import cycles ----------

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => SOURCE.test(candidate) && statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** Every cycle of imports (type imports included) among the files, as lists of paths relative to the root. */
export function importCycles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2])).filter((f): f is string => Boolean(f))]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(ROOT, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('When every module of domain, server, jobs, scripts, views and client is followed, then no import comes back to where it started', () => {
    const files = ['domain', 'server', 'jobs', 'scripts', 'views', 'client'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it('When two modules import each other, then the check reports the cycle', () => {
    const fixture = path.join(ROOT, 'test/support/cycle');
    expect(importCycles(sourceFiles(fixture))).toEqual([['test/support/cycle/a.ts', 'test/support/cycle/b.ts']]);
  });
});
