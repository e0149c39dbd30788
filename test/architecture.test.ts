import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');
// One ESLint for the file, with the project's configuration read once (loading it and its plugins takes seconds).
let eslint: ESLint | undefined;

/** The dependency-rule messages for a source text as if it were the file at `file` (the file need not exist). */
async function lint(file: string, source: string): Promise<string[]> {
  // Jest cannot run ESLint's own dynamic import of the config file: the config is given to it instead.
  eslint ??= new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: (await import('../eslint.config.mjs')).default });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the dependency direction', () => {
  it('When a file under server/ imports views/, then the lint rule refuses it; server/ssr may', async () => {
    expect(await lint('server/features/directory/fixture.ts', "import { routes } from '../../../views/routes';\nexport const r = routes;\n")).toEqual([expect.stringContaining('Only server/ssr and server/delivery read views')]);
    expect(await lint('server/ssr/fixture.ts', "import { routes } from '../../views/routes';\nexport const r = routes;\n")).toEqual([]);
  }, 60_000);

  it('When a file under server/ imports the worker process (jobs/) or the scripts, then the lint rule refuses it; jobs/ may import server/', async () => {
    expect(await lint('server/core/fixture.ts', "import { runWorker } from '../../jobs/worker';\nexport const w = runWorker;\n")).toEqual([expect.stringContaining('server/ never imports jobs/')]);
    expect(await lint('server/features/directory/fixture.ts', "import { runCli } from '../../../scripts/cli';\nexport const c = runCli;\n")).toEqual([expect.stringContaining('server/ never imports jobs/')]);
    expect(await lint('jobs/fixture.ts', "import { startWorkers } from '../server/core/jobs/workers';\nexport const s = startWorkers;\n")).toEqual([]);
  }, 60_000);

  it('When domain/ imports server code or views/ import the server, then the lint rule refuses it', async () => {
    expect(await lint('domain/site/fixture.ts', "import { loadConfig } from '../../server/core/config';\nexport const c = loadConfig;\n")).toEqual([expect.stringContaining('domain/ holds rules and types only')]);
    expect(await lint('views/pages/fixture.ts', "import { loadConfig } from '../../server/core/config';\nexport const c = loadConfig;\n")).toEqual([expect.stringContaining('views/ run in the browser too')]);
    expect(await lint('jobs/fixture.ts', "import { routes } from '../views/routes';\nexport const r = routes;\n")).toHaveLength(1);
  }, 60_000);

  it('When a feature imports a feature that comes after it (auth importing payments), then the lint rule refuses it; the other way is allowed', async () => {
    expect(await lint('server/features/auth/fixture.ts', "import { checkouts } from '../payments/checkout';\nexport const c = checkouts;\n")).toEqual([expect.stringContaining('Features depend one way')]);
    expect(await lint('server/features/payments/fixture.ts', "import { authService } from '../auth/service';\nexport const a = authService;\n")).toEqual([]);
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

/** The feature folder a file belongs to (server/features/<name>/...), or undefined for files outside them and the wiring at their root. */
const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(path.relative(ROOT, file))?.[1];

/** Cycles between feature folders: a feature that reaches another which reaches it back, through any files. */
export function featureCycles(files: string[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = featureOf(resolveImport(file, m[1] ?? m[2]) ?? '');
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (feature: string) => {
    state.set(feature, 'open');
    stack.push(feature);
    for (const next of edges.get(feature) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(feature, 'done');
  };
  for (const feature of edges.keys()) if (!state.has(feature)) visit(feature);
  return cycles;
}

describe('import cycles', () => {
  it('When every module of domain, server, jobs, scripts, views and client is followed, then no import comes back to where it started', () => {
    const files = ['domain', 'server', 'jobs', 'scripts', 'views', 'client'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it('When the feature folders are followed through every import (type imports included), then no feature reaches back to one that reaches it', () => {
    const files = sourceFiles(path.join(ROOT, 'server/features'));
    expect(new Set(files.map(featureOf)).size).toBeGreaterThan(10);
    expect(featureCycles(files)).toEqual([]);
  });

  it('When two modules import each other, then the check reports the cycle', () => {
    const fixture = path.join(ROOT, 'test/support/cycle');
    expect(importCycles(sourceFiles(fixture))).toEqual([['test/support/cycle/a.ts', 'test/support/cycle/b.ts']]);
  });
});

describe('API addresses', () => {
  it('When the browser code and the views are read, then no /api/ address is written outside the generated route tables (views/api/addresses)', () => {
    const generated = path.join(ROOT, 'views/api/addresses');
    const files = ['client', 'views'].flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !file.startsWith(generated));
    // A string or template literal holding /api/ (comments and import paths are not addresses).
    const literal = /(['"`])\/api\/[^'"`]*\1/;
    const written = files.filter((file) => readFileSync(file, 'utf8').split('\n').some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/^\s*import\s/.test(line) && literal.test(line)));
    expect(files.length).toBeGreaterThan(50);
    expect(written.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

// ---------- one meaning per name ----------

/** The files every feature folder may have, each with the same role (ARCHITECTURE.md). */
const STANDARD_FILES = new Set(['contract', 'router', 'service', 'model', 'emails', 'commands', 'messages', 'seed', 'jobs', 'index']);

describe('names', () => {
  it('When the modules of server/ are listed, then no two share a file name, apart from the standard files of feature folders', () => {
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles(path.join(ROOT, 'server'))) {
      const name = path.basename(file).replace(/\.tsx?$/, '');
      if (STANDARD_FILES.has(name)) continue;
      byName.set(name, [...(byName.get(name) ?? []), path.relative(ROOT, file)]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});

describe('function length', () => {
  it('When a shipped module has a function over 100 lines, then lint refuses it; a test may', async () => {
    const long = `export function long() {\n${'  void 0;\n'.repeat(100)}}\n`;
    const messages = async (file: string) => {
      eslint ??= new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: (await import('../eslint.config.mjs')).default });
      const [result] = await eslint.lintText(long, { filePath: path.join(ROOT, file) });
      return result.messages.filter((m) => m.ruleId === 'max-lines-per-function');
    };
    expect(await messages('server/features/directory/fixture.ts')).toHaveLength(1);
    expect(await messages('views/pages/fixture.tsx')).toHaveLength(1);
    expect(await messages('server/features/directory/fixture.test.ts')).toHaveLength(0);
  }, 60_000);
});
