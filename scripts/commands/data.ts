import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import { contentTypeOf } from '../../server/core/storage';
import { UsageError, type CliContext, type Command } from '../../server/features/command';

/**
 * A backup folder: manifest.json (counts, SHA-256 of each collection's file and of each upload, index
 * definitions), collections/<name>.jsonl (one document per line as canonical Extended JSON, so ObjectIds,
 * dates and numbers keep their types; sorted by _id) and uploads/ (the stored files by key, read from the
 * file storage: UPLOADS_DIR, or the bucket when S3_BUCKET is set).
 */
const MANIFEST = 'manifest.json';
const FORMAT = 'launchboost-export-1';
const BATCH = 500;

interface CollectionEntry {
  count: number;
  sha256: string;
  indexes: Record<string, unknown>[];
}

interface UploadEntry {
  path: string;
  bytes: number;
  sha256: string;
}

interface Manifest {
  format: typeof FORMAT;
  exportedAt: string;
  database: string;
  collections: Record<string, CollectionEntry>;
  uploads: UploadEntry[];
}

const { EJSON } = mongoose.mongo.BSON;
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function database() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected to MongoDB');
  return db;
}

/** The canonical lines of a collection, sorted by _id, and their checksum: the same for the same documents. */
async function collectionLines(name: string, onDocument?: () => void): Promise<{ lines: string[]; sha256: string }> {
  const lines: string[] = [];
  for await (const doc of database().collection(name).find({})) {
    lines.push(EJSON.stringify(doc, { relaxed: false }));
    onDocument?.();
  }
  const key = (line: string) => JSON.stringify((JSON.parse(line) as { _id: unknown })._id);
  lines.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const body = lines.join('\n');
  return { lines, sha256: sha256(body) };
}

async function userCollections(): Promise<string[]> {
  const infos = await database().listCollections({}, { nameOnly: true }).toArray();
  return infos
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

function target(ctx: CliContext, positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`name one folder (${usage})`);
  return path.resolve(positionals[0]);
}

function summary(ctx: CliContext, manifest: Manifest, verb: string) {
  const rows = [
    ...Object.entries(manifest.collections).map(([name, c]) => ({ item: name, count: c.count, sha256: c.sha256.slice(0, 16) })),
    { item: 'uploads', count: manifest.uploads.length, sha256: sha256(manifest.uploads.map((u) => `${u.path}:${u.sha256}`).join('\n')).slice(0, 16) },
  ];
  ctx.output({ [verb]: manifest }, () => ctx.table(rows, ['item', 'count', 'sha256']));
}

export const dataExportCommand: Command = {
  name: 'data:export',
  summary: 'Writes every collection and every upload file to a folder, with counts and checksums (a backup data:import restores)',
  usage: 'data:export <folder>',
  async run({ positionals }, ctx) {
    const dir = target(ctx, positionals, 'data:export <folder>');
    if (existsSync(path.join(dir, MANIFEST))) throw new UsageError(`${dir} already holds an export; choose a new folder`);
    const { storage } = await ctx.platform({ mongodb: true });
    await mkdir(path.join(dir, 'collections'), { recursive: true });
    const manifest: Manifest = { format: FORMAT, exportedAt: new Date().toISOString(), database: mongoose.connection.name, collections: {}, uploads: [] };

    const names = await userCollections();
    const counts = await Promise.all(names.map((name) => database().collection(name).estimatedDocumentCount()));
    const bar = ctx.progress(counts.reduce((a, b) => a + b, 0), 'documents');
    for (const name of names) {
      const { lines, sha256: sum } = await collectionLines(name, () => bar.increment());
      await writeFile(path.join(dir, 'collections', `${name}.jsonl`), lines.join('\n'));
      const indexes = ((await database().collection(name).indexes()) as Record<string, unknown>[]).filter((index) => index.name !== '_id_');
      manifest.collections[name] = { count: lines.length, sha256: sum, indexes };
    }
    bar.stop();

    const files: string[] = [];
    for await (const key of storage.list()) files.push(key);
    const files_bar = ctx.progress(files.length, 'uploads');
    for (const file of files) {
      const body = await storage.read(file);
      if (!body) throw new Error(`${file} disappeared from ${storage.where} during the export`);
      await mkdir(path.dirname(path.join(dir, 'uploads', file)), { recursive: true });
      await writeFile(path.join(dir, 'uploads', file), body);
      manifest.uploads.push({ path: file, bytes: body.length, sha256: sha256(body) });
      files_bar.increment();
    }
    files_bar.stop();
    await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    summary(ctx, manifest, 'exported');
    if (!ctx.json) ctx.note(`exported to ${dir}`);
  },
};

export const dataImportCommand: Command = {
  name: 'data:import',
  summary: 'Restores a data:export folder into an empty database and uploads folder, then checks counts and checksums',
  usage: 'data:import <folder>',
  async run({ positionals }, ctx) {
    const dir = target(ctx, positionals, 'data:import <folder>');
    const manifestFile = path.join(dir, MANIFEST);
    if (!existsSync(manifestFile)) throw new UsageError(`${dir} holds no ${MANIFEST}: not a data:export folder`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new UsageError(`${dir} is not a ${FORMAT} export`);

    // Everything is checked before anything is written.
    const bodies = new Map<string, string>();
    for (const [name, entry] of Object.entries(manifest.collections)) {
      const body = await readFile(path.join(dir, 'collections', `${name}.jsonl`), 'utf8');
      if (sha256(body) !== entry.sha256) throw new Error(`collections/${name}.jsonl does not match its checksum: the export is damaged`);
      bodies.set(name, body);
    }
    for (const upload of manifest.uploads) {
      if (sha256(await readFile(path.join(dir, 'uploads', upload.path))) !== upload.sha256) throw new Error(`uploads/${upload.path} does not match its checksum: the export is damaged`);
    }

    const { storage } = await ctx.platform({ mongodb: true });
    for (const name of Object.keys(manifest.collections)) {
      if ((await database().collection(name).estimatedDocumentCount()) > 0) {
        ctx.note(`data:import: the collection "${name}" already holds documents; restore into an empty database (set MONGODB_URI to a new one)`);
        return 1;
      }
    }
    for (const upload of manifest.uploads) {
      if (await storage.head(upload.path)) {
        ctx.note(`data:import: ${upload.path} exists already in ${storage.where}; restore into an empty UPLOADS_DIR or bucket`);
        return 1;
      }
    }

    const bar = ctx.progress(
      Object.values(manifest.collections).reduce((a, c) => a + c.count, 0),
      'documents',
    );
    for (const [name, entry] of Object.entries(manifest.collections)) {
      const collection = database().collection(name);
      const lines = bodies.get(name)!.split('\n').filter(Boolean);
      await database().createCollection(name).catch(() => undefined);
      for (let i = 0; i < lines.length; i += BATCH) {
        const docs = lines.slice(i, i + BATCH).map((line) => EJSON.parse(line, { relaxed: false }) as Record<string, unknown>);
        await collection.insertMany(docs, { ordered: true });
        bar.increment(docs.length);
      }
      for (const index of entry.indexes) {
        const { key, name: indexName, v: _v, ns: _ns, ...options } = index as { key: Record<string, 1 | -1>; name: string; v?: unknown; ns?: unknown };
        await collection.createIndex(key, { ...options, name: indexName });
      }
    }
    bar.stop();
    for (const upload of manifest.uploads) {
      await storage.put(upload.path, await readFile(path.join(dir, 'uploads', upload.path)), contentTypeOf(upload.path));
    }

    // Read back: the same documents give the same checksums, the same files the same bytes.
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(manifest.collections)) {
      const { lines, sha256: sum } = await collectionLines(name);
      if (lines.length !== entry.count || sum !== entry.sha256) problems.push(`${name}: ${lines.length} document(s), checksum ${sum === entry.sha256 ? 'matches' : 'differs'}`);
    }
    for (const upload of manifest.uploads) {
      const body = await storage.read(upload.path);
      if (!body || body.length !== upload.bytes || sha256(body) !== upload.sha256) problems.push(`upload ${upload.path} differs`);
    }
    summary(ctx, manifest, 'imported');
    if (problems.length) {
      for (const problem of problems) ctx.note(`data:import: ${problem}`);
      return 1;
    }
    if (!ctx.json) ctx.note(`imported from ${dir}: every document and upload read back with the same checksum`);
  },
};
