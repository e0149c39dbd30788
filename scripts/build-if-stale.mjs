// Builds the client bundle when it is missing or older than any source it is made from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const manifest = 'dist/client/.vite/manifest.json';
const sources = ['client', 'views', 'vite.config.mts', 'package-lock.json'];

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const changedAt = Math.max(...sources.filter(existsSync).map(newest));
if (changedAt > builtAt) {
  console.log('build: client bundle is missing or stale, building...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
