import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_ENTRY = 'client/entry.tsx';
export const CLIENT_DIST = path.resolve('dist/client');

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** In development Vite serves the sources; in production the manifest names the hashed files. */
export function loadAssets(dev: boolean): PageAssets {
  // In development the stylesheet is linked too, so server-rendered pages are styled before the script runs.
  if (dev) return { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: ['/views/styles.css?direct'], preloads: [] };
  const manifestPath = path.join(CLIENT_DIST, '.vite/manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`The client bundle is missing (${manifestPath}): run "npm run build" first.`);
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the Vite manifest`);
  const styles = new Set<string>(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles].map((f) => `/${f}`),
    preloads: [...preloads].map((f) => `/${f}`),
  };
}
