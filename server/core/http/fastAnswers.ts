import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from '../logger';
import type { Metrics } from './metricsRegistry';
import { requestIdOf } from './requestId';
import { answerFor, staticAnswerHeaders, withScriptHashes, type AnswerEncoding, type StaticAnswer } from './staticAnswer';

/** The nonce the app's security middleware is run with once, to read the headers it sets on every answer. */
const PROBE_NONCE = 'fast-answers-probe';

/**
 * The headers a middleware sets on a response, read once by running it on a stand-in response (helmet's
 * headers depend on nothing in the request). The CSP keeps its nonce source, which each answer replaces
 * with its script hashes (or with nothing).
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    locals: { cspNonce: PROBE_NONCE },
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  let outcome: { error?: unknown } | undefined;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, response as never, ((error?: unknown) => (outcome = { error })) as never);
  // Helmet sets its headers synchronously; a middleware that does not is not one this can read.
  if (!outcome || outcome.error) throw new Error(`could not read the answer headers: ${String(outcome?.error ?? 'the middleware did not finish at once')}`);
  return headers;
}

/** Where the fast path looks for a static answer: the page cache, the public directory list, the bundle files. */
export interface FastSource {
  /** The stored answer at this address (query: the text after "?", or ''), or undefined: the app answers. */
  find(path: string, query: string, req: IncomingMessage): StaticAnswer | undefined;
  /** The route label of its requests in the HTTP metrics (as the app would label them). */
  route(path: string, status: number): string;
  cacheControl(req: IncomingMessage): string;
  /** True for answers the app does not log either (bundle files). */
  unlogged?: boolean;
}

export interface FastAnswersOptions {
  sources: readonly FastSource[];
  /** What the app's middleware sets on every answer (security headers, the CSP with a nonce source). */
  headers: Readonly<Record<string, string>>;
  metrics: Metrics;
  logger: Logger;
}

/** Answers the request when it can (true), else leaves it untouched for the app (false). */
export type FastAnswers = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Stored answers served before Express: an answer already made (a cached page, the directory list, a bundle
 * file) is sent as the app would send it (same headers, bytes, ETag handling, request id, metrics and log
 * line) without the middleware chain, which costs more than the answer. Anything else (a miss, another
 * method, another path) goes to the app, which makes and stores the answer; the next request comes here.
 */
export function fastAnswers({ sources, headers, metrics, logger }: FastAnswersOptions): FastAnswers {
  const common = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  const policy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  // Each answer's header lists, made once: a hit writes them in one writeHead call.
  const lists = new WeakMap<StaticAnswer, Map<string, string[]>>();
  const headersOf = (answer: StaticAnswer, status: 200 | 304, encoding: AnswerEncoding | undefined, cacheControl: string) => {
    let byKind = lists.get(answer);
    if (!byKind) lists.set(answer, (byKind = new Map()));
    const kind = `${status}:${encoding ?? ''}:${cacheControl}`;
    let flat = byKind.get(kind);
    if (!flat) byKind.set(kind, (flat = [...common, ...staticAnswerHeaders(answer, { contentSecurityPolicy: withScriptHashes(policy, answer.scriptHashes), cacheControl }, encoding)].flat()));
    return flat;
  };
  // One histogram child per label set: a hit records its time without hashing the labels again.
  const timers = new Map<string, { observe(seconds: number): void }>();
  const timerOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let timer = timers.get(key);
    if (!timer) timers.set(key, (timer = metrics.httpDuration.labels({ method, route, status_code: String(status) })));
    return timer;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
    let source: FastSource | undefined;
    let answer: StaticAnswer | undefined;
    for (const candidate of sources) {
      answer = candidate.find(path, query, req);
      if (answer) {
        source = candidate;
        break;
      }
    }
    if (!source || !answer) return false;

    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers['x-request-id']);
    const { status, encoding } = answerFor(answer, req.headers);
    res.writeHead(status, [...headersOf(answer, status, encoding, source.cacheControl(req)), 'X-Request-Id', id]);
    res.end(encoding && req.method !== 'HEAD' ? answer.bodies[encoding] : undefined);

    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    timerOf(req.method, source.route(path, status), status).observe(seconds);
    if (!source.unlogged && logger.isLevelEnabled('info')) logger.info({ req: { id, method: req.method, url: redactUrl(url) }, res: { statusCode: status }, responseTime: Math.round(seconds * 1000) }, 'request completed');
    return true;
  };
}

/** The server's request listener: the fast path first, the app for everything else. */
export function withFastAnswers(app: RequestListener, fast: FastAnswers | undefined): RequestListener {
  if (!fast) return app;
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}
