// Bundles the server side ahead of time so production runs with plain `node` (no tsx, no TypeScript at run time):
//   server/main.ts → dist/server/main.js (web), jobs/worker.ts → dist/server/worker.js, scripts/cli.ts → dist/server/cli.js.
// CommonJS, so the entries' `if (require.main === module)` keeps working; node_modules stay external (installed in the
// image, not copied into the bundle). Source maps are written next to the bundles (nothing serves dist/server over HTTP);
// `node --enable-source-maps` makes stack traces name the TypeScript sources; it is off by default (it costs CPU on every answer: Dockerfile).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const outdir = 'dist/server';
const started = performance.now();
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  // imageWorker: the child process that decodes uploads (server/features/uploads/imagePool.ts forks it).
  entryPoints: { main: 'server/main.ts', worker: 'jobs/worker.ts', cli: 'scripts/cli.ts', imageWorker: 'server/features/uploads/imageWorker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  jsx: 'automatic',
  // Stylesheets belong to the client bundle (vite build); on the server an import of one is a no-op.
  loader: { '.css': 'empty' },
  // Typed errors name themselves after their class (new.target.name): keep names through scope hoisting.
  keepNames: true,
  sourcemap: 'linked',
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
  logOverride: { 'empty-import-meta': 'error' },
});

const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, { bytes }]) => `${path.basename(file)} ${(bytes / 1024).toFixed(0)} kB`);
console.log(`build:server: ${outdir}/ (${sizes.join(', ')}) in ${Math.round(performance.now() - started)} ms`);
