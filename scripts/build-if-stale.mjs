// Builds what is missing or older than any source it is made from: the client bundle (vite build) and the server
// bundles (scripts/build-server.mjs), which `npm run audit`, `npm run bench` and `npm run cli:prod` run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

/** When the oldest output was written (0 when one is missing). */
const builtAt = (outputs) => Math.min(...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
const changedAt = (sources) => Math.max(...sources.filter(existsSync).map(newest));

const bundles = [
  {
    name: 'client bundle',
    outputs: ['dist/client/.vite/manifest.json'],
    sources: ['client', 'views', 'domain', 'vite.config.mts', 'package-lock.json'],
    command: 'npx vite build --logLevel warn',
  },
  {
    name: 'server bundles',
    outputs: ['main', 'worker', 'cli', 'imageWorker'].map((entry) => `dist/server/${entry}.js`),
    sources: ['server', 'jobs', 'scripts', 'views', 'domain', 'tsconfig.json', 'package-lock.json'],
    command: 'node scripts/build-server.mjs',
  },
];

for (const { name, outputs, sources, command } of bundles) {
  if (changedAt(sources) <= builtAt(outputs)) continue;
  console.log(`build: ${name} ${outputs.every(existsSync) ? 'stale' : 'missing'}, building...`);
  execSync(command, { stdio: 'inherit' });
}
