import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Where uploaded files live. Local disk today; an S3-compatible store only needs another implementation. */
export interface FileStorage {
  /** Stores the bytes under key (e.g. "products/ab12.../logo.webp"), replacing nothing: keys are unique. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL path of a key. */
  url(key: string): string;
  /** The stored bytes, or null when there is no such file (for files served through the API). */
  read(key: string): Promise<Buffer | null>;
}

export const UPLOADS_PATH = '/uploads';

// Keys are made by our code, never by users; this still refuses anything that could leave the folder.
const KEY_SHAPE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertKey(key: string): void {
  if (!KEY_SHAPE.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
}

/** A random, unguessable folder name so that every stored file name is unique and never overwritten. */
export function uniqueKeyPrefix(area: string): string {
  return `${area}/${randomBytes(12).toString('hex')}`;
}

/** Files under a local folder, served by uploadsStatic(). */
export function localDiskStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written to a temporary name first, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async delete(key) {
      assertKey(key);
      await rm(path.join(root, key), { force: true });
      // The key's folder is removed when it became empty; a folder still holding files stays.
      await rmdir(path.dirname(path.join(root, key))).catch(() => undefined);
    },
    url: (key) => `${UPLOADS_PATH}/${key}`,
    async read(key) {
      assertKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * Serves the uploads folder. File names are unique and never rewritten, so they are cached for a year
 * as immutable; the content type comes from the extension we chose (.webp, .png), never from the user.
 */
export function uploadsStatic(root: string): RequestHandler {
  return express.static(root, {
    immutable: true,
    maxAge: '1y',
    index: false,
    dotfiles: 'ignore',
    redirect: false,
    fallthrough: false,
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
