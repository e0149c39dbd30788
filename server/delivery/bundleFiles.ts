import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastSource } from './fastAnswers';
import { staticAnswer, type StaticAnswer } from './staticAnswer';

/** Where the hashed bundle files are served. */
export const BUNDLE_PATH = '/assets';
/** Hashed names never change content: kept by anyone for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The bundle's file types: content type, and whether compressing pays (fonts and images are compressed already). */
const TYPES: Record<string, [contentType: string, compress: boolean]> = {
  '.js': ['text/javascript; charset=utf-8', true],
  '.mjs': ['text/javascript; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.txt': ['text/plain; charset=utf-8', true],
  '.woff2': ['font/woff2', false],
  '.woff': ['font/woff', false],
  '.png': ['image/png', false],
  '.jpg': ['image/jpeg', false],
  '.webp': ['image/webp', false],
  '.avif': ['image/avif', false],
  '.ico': ['image/x-icon', false],
};

function fileNames(folder: string): Set<string> {
  try {
    return new Set(readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name));
  } catch (error) {
    // No client build yet: the app's static handler answers (404).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}

/**
 * The hashed bundle files from memory, each read and compressed (brotli, gzip) once, on its first request:
 * the list of names is read at start, as the build does not change while the server runs. Range requests
 * and unknown names go to the app's static handler.
 */
export function bundleFileSource(folder: string): FastSource {
  const names = fileNames(folder);
  const answers = new Map<string, StaticAnswer>();
  const prefix = `${BUNDLE_PATH}/`;
  return {
    find(urlPath, _query, req) {
      if (!urlPath.startsWith(prefix) || req.headers.range !== undefined) return undefined;
      const name = urlPath.slice(prefix.length);
      if (!names.has(name)) return undefined;
      let answer = answers.get(name);
      if (!answer) {
        const type = TYPES[path.extname(name).toLowerCase()];
        if (!type) return undefined;
        answer = staticAnswer(readFileSync(path.join(folder, name)), type[0], { compress: type[1] });
        answers.set(name, answer);
      }
      return answer;
    },
    route: () => `${BUNDLE_PATH}/*`,
    cacheControl: () => IMMUTABLE_CACHE_CONTROL,
    unlogged: true,
  };
}
