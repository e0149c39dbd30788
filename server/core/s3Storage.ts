import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import { NotFound, Unavailable } from '../../domain/common/errors';
import type { Config } from './config';
import type { Logger } from './logger';
import { assertKey, contentTypeOf, isValidKey, STORED_FILE_CACHE_CONTROL, type FileStorage } from './storage';

/** How long one call may wait for the bucket: a submission answers 503 within seconds, never hangs. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;
const PING_TIMEOUT_MS = 2000;

export interface BucketSettings {
  bucket: string;
  /** Empty for AWS S3; the address of any other S3-compatible server. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function bucketSettings(config: Config): BucketSettings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
  };
}

/** One client per process, shared by the uploads and the cards (they are two prefixes of one bucket). */
export function bucketClient(settings: BucketSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Two attempts: a refused connection or a 5xx is retried once, then the caller answers 503.
    maxAttempts: 2,
  });
}

/** What a conditional GET asks (the browser's If-None-Match and If-Modified-Since). */
interface Conditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}
/** An object to stream, a 304 answer, or null for a missing key. */
type FoundObject = GetObjectCommandOutput | { notModified: true } | null;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export interface BucketStorageOptions {
  client: S3Client;
  bucket: string;
  /** Keys are stored under this prefix: "uploads/" (so an upload's object key is its address path) or "social-cards/". */
  prefix: string;
  /** The origin browsers fetch files from (a CDN, or the bucket's public address); unset, the app's own. */
  publicUrl?: string;
  /** Said in logs and by the CLI. */
  endpoint?: string;
  logger: Logger;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, versitygw, R2...). Each object carries its content type,
 * year-long Cache-Control (for a CDN reading the bucket) and its SHA-256 in metadata (storage:migrate compares it);
 * the server checks the SHA-256 of every upload. A bucket that cannot be reached makes every call throw Unavailable.
 */
export function bucketStorage({ client, bucket, prefix, publicUrl, endpoint, logger }: BucketStorageOptions): FileStorage {
  const objectKey = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  /** The bucket's failure, logged with its cause; the caller answers 503 with Retry-After. */
  const unavailable = (action: string, key: string, error: unknown) => {
    logger.warn({ err: (error as Error).message, code: (error as Error).name, status: statusOf(error), bucket, key }, `object storage ${action} failed`);
    return new Unavailable();
  };

  async function getObject(key: string, conditions: Conditions = {}): Promise<FoundObject> {
    const Key = objectKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key, IfNoneMatch: conditions.ifNoneMatch, IfModifiedSince: conditions.ifModifiedSince }));
    } catch (error) {
      if (statusOf(error) === 304) return { notModified: true };
      if (isMissing(error)) return null;
      throw unavailable('read', key, error);
    }
  }

  return {
    kind: 'bucket',
    where: `bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''} under ${prefix}`,
    async put(key, body, contentType) {
      const Key = objectKey(key);
      const sha256 = createHash('sha256').update(body).digest();
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: body,
            ContentType: contentType,
            CacheControl: STORED_FILE_CACHE_CONTROL,
            // The server refuses the object unless its bytes have this checksum.
            ChecksumSHA256: sha256.toString('base64'),
            Metadata: { sha256: sha256.toString('hex') },
          }),
        )
        .catch((error: unknown) => {
          throw unavailable('write', key, error);
        });
    },
    async delete(key) {
      const Key = objectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch((error: unknown) => {
        if (isMissing(error)) return;
        throw unavailable('delete', key, error);
      });
    },
    url: (key) => `${publicUrl ?? ''}/${prefix}${key}`,
    async read(key) {
      const object = await getObject(key);
      if (!object || 'notModified' in object) return null;
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async head(key) {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return { bytes: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('head', key, error);
      }
    },
    async *list() {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? []) {
            const key = object.Key!.slice(prefix.length);
            if (isValidKey(key)) yield key;
          }
        }
      } catch (error) {
        throw unavailable('list', prefix, error);
      }
    },
    serve: () => bucketFiles(getObject),
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.destroy(),
  };
}

/**
 * GET /uploads/<key> streamed from the bucket, with the same headers as the local disk's files: year-long immutable
 * caching, an ETag and Last-Modified (a conditional request gets 304), the content type of the extension, nosniff.
 */
function bucketFiles(getObject: (key: string, conditions: Conditions) => Promise<FoundObject>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).set('Allow', 'GET, HEAD').end();
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return next(new NotFound());
    }
    if (!isValidKey(key)) return next(new NotFound());
    const ifNoneMatch = req.get('If-None-Match');
    // If-None-Match wins over If-Modified-Since (RFC 9110); an unreadable date is ignored.
    const since = ifNoneMatch ? undefined : new Date(req.get('If-Modified-Since') ?? '');
    let object: FoundObject;
    try {
      object = await getObject(key, { ifNoneMatch, ifModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined });
    } catch (error) {
      return next(error);
    }
    if (!object) return next(new NotFound());
    res.set({ 'Cache-Control': STORED_FILE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    if ('notModified' in object) return void res.status(304).end();
    res.set('Content-Type', contentTypeOf(key));
    if (object.ETag) res.set('ETag', object.ETag);
    if (object.LastModified) res.set('Last-Modified', object.LastModified.toUTCString());
    if (object.ContentLength !== undefined) res.set('Content-Length', String(object.ContentLength));
    const body = object.Body as Readable;
    if (req.method === 'HEAD') {
      body.destroy();
      return void res.end();
    }
    body.once('error', (error) => res.destroy(error));
    body.pipe(res);
  };
}
