import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE } from '../../domain/auth/session';

/**
 * An answer that is the same bytes for every caller (a cached page, the public directory list, a hashed
 * bundle file): each encoding made once, the first time a caller takes it, with a strong ETag, so a request costs
 * a lookup and a write. Sent by Express routes (sendPublicAnswer) and before Express by the fast path, the same way.
 */
export interface StaticAnswer {
  /** Whether gzip and br are offered beside identity (binary formats have only identity). */
  compressed: boolean;
  /** The body in one encoding it is offered in, made on its first use and kept. */
  body(encoding: AnswerEncoding): Buffer;
  /** The identity body's length: what the caches count (with their estimate of the encodings). */
  identityBytes: number;
  etag: string;
  contentType: string;
  /** CSP sources ('sha256-…') of a page's inline scripts, in place of a nonce; none for other answers. */
  scriptHashes: readonly string[];
}

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/**
 * How hard an answer is compressed. A page or a list answer is made while a visitor waits for it, and may be sent
 * only once (a search): brotli 5 comes within 1% of brotli 9's size at a thirtieth of its time (a 20 KB page: 0.5 ms
 * against 15 ms), and gzip 6 within 0.1% of gzip 9's. At that level both take less than the page's render, on the
 * event loop: handing them to libuv's thread pool cost more main-thread and CPU time than it saved (0.8 ms of CPU
 * against 0.5 ms for a 13 KB page). A bundle file is compressed once per process and sent for its whole life: at a high level.
 */
const COMPRESSION = { fast: { gzip: { level: 6 }, brotliQuality: 5 }, once: { gzip: { level: 9 }, brotliQuality: 9 } } as const;
type Compression = keyof typeof COMPRESSION;
const brotliOptions = (identity: Buffer, compression: Compression) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION[compression].brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } });

/** Each encoding of a body, made the first time it is asked for: a page sent once (a search) is compressed once, in its visitor's encoding. */
function lazyBodies(identity: Buffer, compression: Compression): (encoding: AnswerEncoding) => Buffer {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return (encoding) => {
    if (encoding === 'gzip') return (gzip ??= gzipSync(identity, COMPRESSION[compression].gzip));
    if (encoding === 'br') return (br ??= brotliCompressSync(identity, brotliOptions(identity, compression)));
    return identity;
  };
}

/** Bytes as a static answer; text formats are also offered compressed (by default as a bundle file is: once, at a high level). */
export function staticAnswer(identity: Buffer, contentType: string, { compress = true, compression = 'once' as Compression, scriptHashes = [] as readonly string[] } = {}): StaticAnswer {
  return {
    compressed: compress,
    body: compress ? lazyBodies(identity, compression) : () => identity,
    identityBytes: identity.length,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    contentType,
    scriptHashes,
  };
}

/** A JSON value as a static answer (a list answer a request waits for: compressed fast). */
export const staticJson = (value: unknown): StaticAnswer => staticAnswer(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8', { compression: 'fast' });

/**
 * The bytes an answer may keep, all encodings counted (the caches' size bound), known when it is stored: the
 * compressed bodies are made later, and HTML and JSON compress to well under a quarter of their size, so each counts a quarter.
 */
export const answerBytes = (answer: StaticAnswer): number => Math.ceil(answer.identityBytes * (answer.compressed ? 1.5 : 1));

/** The best encoding an Accept-Encoding header allows (q=0 refuses one) among those offered. */
export function negotiateEncoding(acceptEncoding: string | undefined, compressed = true): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (compressed && accepted.has('br')) return 'br';
  if (compressed && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

/** True when an If-None-Match header names this ETag (or is "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The encoding chosen for each Accept-Encoding header seen (browsers send a handful), for compressed and binary answers. */
const chosenEncodings = [new Map<string, AnswerEncoding>(), new Map<string, AnswerEncoding>()];
const MAX_REMEMBERED_HEADERS = 200;

/** negotiateEncoding, remembered per header: reading the header costs more than sending a cached answer. */
function encodingFor(acceptEncoding: string | undefined, compressed: boolean): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  const remembered = chosenEncodings[compressed ? 0 : 1];
  let encoding = remembered.get(acceptEncoding);
  if (!encoding) {
    if (remembered.size >= MAX_REMEMBERED_HEADERS) remembered.clear();
    remembered.set(acceptEncoding, (encoding = negotiateEncoding(acceptEncoding, compressed)));
  }
  return encoding;
}

type Outcome = Readonly<{ status: 200 | 304; encoding?: AnswerEncoding }>;
// Made once: a request's outcome is one of these four.
const NOT_MODIFIED: Outcome = { status: 304 };
const SENT: Readonly<Record<AnswerEncoding, Outcome>> = { br: { status: 200, encoding: 'br' }, gzip: { status: 200, encoding: 'gzip' }, identity: { status: 200, encoding: 'identity' } };

/** What a request gets: 304 when it holds the current ETag, else 200 in the best encoding it takes. */
export function answerFor(answer: StaticAnswer, headers: IncomingHttpHeaders): Outcome {
  if (headers['if-none-match'] !== undefined && matchesEtag(headers['if-none-match'], answer.etag)) return NOT_MODIFIED;
  return SENT[encodingFor(headers['accept-encoding'], answer.compressed)];
}

export interface AnswerPolicy {
  contentSecurityPolicy: string;
  cacheControl: string;
}

/** The headers of an answer; with `encoding`, those of a 200 in that encoding, else of a 304. */
export function staticAnswerHeaders(answer: StaticAnswer, { contentSecurityPolicy, cacheControl }: AnswerPolicy, encoding?: AnswerEncoding): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['ETag', answer.etag],
    ['Cache-Control', cacheControl],
  ];
  if (answer.compressed) headers.push(['Vary', 'Accept-Encoding']);
  if (!encoding) return headers;
  headers.push(['Content-Type', answer.contentType]);
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
  headers.push(['Content-Length', String(answer.body(encoding).length)]);
  return headers;
}

/**
 * Sends an answer that is the same for everyone through a response whose middleware set the other headers
 * (Express's): its CSP keeps the response's sources with the answer's script hashes in place of the nonce.
 */
export function sendPublicAnswer(res: ServerResponse, request: { method?: string; headers: IncomingHttpHeaders }, answer: StaticAnswer): void {
  const policy = { contentSecurityPolicy: withScriptHashes(String(res.getHeader('Content-Security-Policy') ?? ''), answer.scriptHashes), cacheControl: publicCacheControl(request.headers) };
  const { status, encoding } = answerFor(answer, request.headers);
  for (const [name, value] of staticAnswerHeaders(answer, policy, encoding)) res.setHeader(name, value);
  res.statusCode = status;
  res.end(encoding && request.method !== 'HEAD' ? answer.body(encoding) : undefined);
}

/** A Content-Security-Policy with its nonce source replaced by script hashes (or by nothing). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/\s*'nonce-[^']*'/, hashes.length ? ` ${hashes.join(' ')}` : '');
}

/** Answers that are the same for everyone: browsers revalidate each time (ETag); a CDN may keep them a minute, and serve them a minute longer while it asks again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60';
/** The same answer to a signed-in visitor: kept by no shared cache. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** True when a Cookie header carries a session, whose answers no shared cache may keep. */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && cookie.includes(`${ACCESS_TOKEN_COOKIE}=`);
}

/** The Cache-Control of a public answer to this request. */
export const publicCacheControl = (headers: IncomingHttpHeaders): string => (carriesSession(headers.cookie) ? SIGNED_IN_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
