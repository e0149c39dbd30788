import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Every file under `root` as a URL path ('/favicon.svg', '/images/x.png'), leaving out the folders given. */
function listFiles(root: string, skip: readonly string[]): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const url = `/${path.relative(root, full).split(path.sep).join('/')}`;
      if (skip.includes(url)) continue;
      if (entry.isDirectory()) walk(full);
      else files.add(url);
    }
  };
  try {
    walk(root);
  } catch (error) {
    // No client build yet (a server started before `npm run build`): no public files, pages still answer.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}

/**
 * The public files of the client build (favicon, logo, images) at their paths. The list is read once at
 * start (the build does not change while the server runs), so a page request is never a file lookup on
 * disk first, as a plain static middleware in front of the pages would make it.
 */
export function publicFiles(root: string, { skip = [], maxAge = '1h' }: { skip?: readonly string[]; maxAge?: string } = {}): RequestHandler {
  const files = listFiles(root, skip);
  const serve = express.static(root, { index: false, maxAge, fallthrough: true });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}
