import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import type { Logger } from '../logger';
import { withTimeout } from '../lib/timeout';

// Mongoose keeps strict schemas and explicit indexes; autoIndex stays on so a fresh database is usable at once.
mongoose.set('strictQuery', true);

export interface MongoOptions {
  uri: string;
  logger: Logger;
  attempts?: number;
  delayMs?: number;
  /** How long one attempt (and later, one operation) waits for a server. */
  timeoutMs?: number;
}

/** Connects the default mongoose connection, retrying while the server starts up. */
export async function connectMongo({ uri, logger, attempts = 20, delayMs = 500, timeoutMs = 3000 }: MongoOptions): Promise<Connection> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mongoose.connect(uri, { serverSelectionTimeoutMS: timeoutMs, maxPoolSize: 20 });
      logger.info({ db: mongoose.connection.name }, 'mongodb connected');
      return mongoose.connection;
    } catch (error) {
      if (attempt >= attempts) throw error;
      logger.warn({ attempt, err: (error as Error).message }, 'mongodb not reachable yet, retrying');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
}

/** True when the server answers a ping within the time limit. */
export async function pingMongo(timeoutMs = 1500): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  return withTimeout(db.admin().ping().then(() => true), timeoutMs).catch(() => false);
}

const UNREACHABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** True for an error that means the database could not be reached (not a refused or invalid operation). */
export function isMongoUnreachable(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  if (!e) return false;
  if (UNREACHABLE_ERRORS.has(e.name ?? '')) return true;
  // Mongoose queues operations while disconnected and gives up with this message; also when the client was closed.
  return /buffering timed out|Client must be connected|client was closed|connection .* closed/i.test(e.message ?? '');
}

/** True for a unique-index clash (error 11000, on MongoDB and FerretDB alike). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/** Escapes user text for a $regex (RE2 on FerretDB, PCRE on MongoDB): every character matches itself. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A model by name, registered once per process (a module loaded again, as in tests, gets the same one). */
export function modelOf<T>(name: string, schema: Schema<T>, collection: string): Model<T> {
  return (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema, collection);
}
