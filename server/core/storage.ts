import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Size and checksum of a stored file; sha256 is null where the store does not record one (the local disk). */
export interface StoredFileInfo {
  bytes: number;
  sha256: string | null;
}

/**
 * Where uploaded files and link-preview cards live: the local disk (the embedded default) or an S3-compatible
 * bucket (server/core/s3Storage.ts). A store that cannot be reached throws Unavailable (503 with Retry-After).
 */
export interface FileStorage {
  readonly kind: 'local-disk' | 'bucket';
  /** Where the files are, for operators: a folder, or the bucket and its address. */
  readonly where: string;
  /** Stores the bytes under key (e.g. "products/ab12.../logo.webp"), replacing nothing: keys are unique. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers fetch a key from: /uploads/<key>, on the origin of PUBLIC_FILES_URL when set. */
  url(key: string): string;
  /** The stored bytes, or null when there is no such file (for files served through the API). */
  read(key: string): Promise<Buffer | null>;
  /** Size and checksum of a stored file, or null when there is none. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** Every stored key, in order. */
  list(): AsyncIterable<string>;
  /** Serves GET /uploads/<key> with year-long caching and ETags (mounted at UPLOADS_PATH). */
  serve(): RequestHandler;
  /** True when files can be stored now (/readyz). */
  ping(): Promise<boolean>;
  /** Closes its connections (platform.dispose). */
  close(): void;
}

export const UPLOADS_PATH = '/uploads';

/** Stored files never change (keys are unique), so browsers and CDNs keep them for a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Keys are made by our code, never by users; this still refuses anything that could leave the folder.
const KEY_SHAPE = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return KEY_SHAPE.test(key) && !key.includes('..');
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key "${key}"`);
}

/** A random, unguessable folder name so that every stored file name is unique and never overwritten. */
export function uniqueKeyPrefix(area: string): string {
  return `${area}/${randomBytes(12).toString('hex')}`;
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** The content type of a stored file, from the extension our code chose (never from what a user sent). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

// Half-written files (a write goes to a temporary name first) are not stored files.
const PARTIAL_FILE = /\.(tmp|partial)$/;

async function* filesUnder(root: string, under = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, under), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const relative = path.posix.join(under, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile() && !PARTIAL_FILE.test(entry.name)) yield relative;
  }
}

/** Files under a local folder; url() gives /uploads/<key>, on the origin of PUBLIC_FILES_URL when set (a CDN in front of the app). */
export function localDiskStorage(root: string, { publicUrl }: { publicUrl?: string } = {}): FileStorage {
  return {
    kind: 'local-disk',
    where: root,
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
    url: (key) => `${publicUrl ?? ''}${UPLOADS_PATH}/${key}`,
    async read(key) {
      assertKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async head(key) {
      assertKey(key);
      const info = await stat(path.join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return info?.isFile() ? { bytes: info.size, sha256: null } : null;
    },
    list: () => filesUnder(root),
    serve: () => uploadsStatic(root),
    async ping() {
      await mkdir(root, { recursive: true });
      return access(root, constants.W_OK).then(
        () => true,
        () => false,
      );
    },
    close: () => undefined,
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
