import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_ENTRY = 'client/entry.tsx';
/** The loader of pages that hydrate on intent (a route with `handle.hydration`): it fetches the rest itself. */
export const ON_INTENT_ENTRY = 'client/hydrateOnIntent.tsx';
export const CLIENT_DIST = path.resolve('dist/client');

export interface EntryAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

export interface PageAssets extends EntryAssets {
  /** What pages that hydrate on intent load instead. */
  onIntent?: EntryAssets;
  /** Per lazily loaded page module (its source path): the chunks to preload with its HTML. */
  pageChunks?: Record<string, string[]>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** In development Vite serves the sources; in production the manifest names the hashed files. */
export function loadAssets(dev: boolean): PageAssets {
  // In development the stylesheet is linked too, so server-rendered pages are styled before the script runs.
  if (dev) {
    const styles = ['/views/styles.css?direct'];
    return { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles, preloads: [], onIntent: { scripts: ['/@vite/client', `/${ON_INTENT_ENTRY}`], styles, preloads: [] } };
  }
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

  // The chunks a lazy page needs beyond the entry's, so the browser fetches them with the HTML, not after it.
  const pageChunks: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    const collect = (k: string) => {
      const c = manifest[k];
      if (!c || k === CLIENT_ENTRY || preloads.has(c.file) || files.has(c.file)) return;
      files.add(c.file);
      c.imports?.forEach(collect);
    };
    collect(key);
    pageChunks[key] = [...files].map((f) => `/${f}`);
  }
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles].map((f) => `/${f}`),
    preloads: [...preloads].map((f) => `/${f}`),
    pageChunks,
    onIntent: entryAssets(manifest, ON_INTENT_ENTRY),
  };
}

/** An entry's script, the chunks it imports (preloaded) and their stylesheets. */
function entryAssets(manifest: Record<string, ManifestChunk>, key: string): EntryAssets {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the Vite manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined, imported: boolean) => {
    if (!chunk || (imported && preloads.has(chunk.file))) return;
    if (imported) preloads.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach((k) => visit(manifest[k], true));
  };
  visit(entry, false);
  return { scripts: [`/${entry.file}`], styles: [...styles].map((f) => `/${f}`), preloads: [...preloads].map((f) => `/${f}`) };
}

/** The entry's preloads plus those of the lazy pages among the matched route ids (`<source path>#<path>`). */
export function preloadsFor(assets: PageAssets, routeIds: readonly string[]): string[] {
  const files = new Set(assets.preloads);
  for (const id of routeIds) assets.pageChunks?.[id.split('#')[0]]?.forEach((file) => files.add(file));
  return [...files];
}
