import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from '../core/logger';
import type { Metrics } from '../core/http/metricsRegistry';
import { requestIdOf } from '../core/http/requestId';
import { answerFor, staticAnswerHeaders, withScriptHashes, type StaticAnswer } from './staticAnswer';

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

type Outcome = ReturnType<typeof answerFor>;
/** A hit's metrics: its time in http_request_duration_seconds and its count in http_cached_answers_total. */
type Tally = { record(seconds: number): void };
const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What the hits of one stored answer share, made on first use: the flat header list of each outcome (200 in an
 * encoding, or 304) and Cache-Control, and one tally per method and status (a hit then records its time and count
 * without hashing labels). Outcomes are answerFor's shared objects, so the lookups build no key.
 */
class AnswerPlan {
  private readonly lists = new Map<string, Map<Outcome, string[]>>();
  private readonly tallies = new Map<string, Map<number, Tally>>();

  constructor(
    private readonly makeList: (outcome: Outcome, cacheControl: string) => string[],
    private readonly makeTally: (method: string, status: number) => Tally,
  ) {}

  listFor(outcome: Outcome, cacheControl: string): string[] {
    let byOutcome = this.lists.get(cacheControl);
    if (!byOutcome) this.lists.set(cacheControl, (byOutcome = new Map()));
    let list = byOutcome.get(outcome);
    if (!list) byOutcome.set(outcome, (list = this.makeList(outcome, cacheControl)));
    return list;
  }

  tallyFor(method: string, status: number): Tally {
    let byStatus = this.tallies.get(method);
    if (!byStatus) this.tallies.set(method, (byStatus = new Map()));
    let tally = byStatus.get(status);
    if (!tally) byStatus.set(status, (tally = this.makeTally(method, status)));
    return tally;
  }
}

/**
 * Stored answers served before Express: an answer already made (a cached page, the directory list, a bundle
 * file) is sent as the app would send it (same headers, bytes, ETag handling, request id and metrics; its log
 * line at debug, or at info for a 304) without the middleware chain, which costs more than the answer. Anything else (a miss, another
 * method, another path) goes to the app, which makes and stores the answer; the next request comes here.
 */
export function fastAnswers({ sources, headers, metrics, logger }: FastAnswersOptions): FastAnswers {
  const common = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  const policy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  // What a hit needs, made on an answer's first hit and kept as long as the answer: nothing is built per request.
  const plans = new WeakMap<StaticAnswer, AnswerPlan>();
  const planOf = (answer: StaticAnswer, source: FastSource, path: string): AnswerPlan => {
    let plan = plans.get(answer);
    if (!plan) {
      const contentSecurityPolicy = withScriptHashes(policy, answer.scriptHashes);
      plan = new AnswerPlan(
        (outcome, cacheControl) => [...common, ...staticAnswerHeaders(answer, { contentSecurityPolicy, cacheControl }, outcome.encoding), [REQUEST_ID_HEADER, '']].flat(),
        (method, status) => {
          const labels = { method, route: source.route(path, status), status_code: String(status) };
          const duration = metrics.httpDuration.labels(labels);
          const count = metrics.cachedAnswers.labels(labels);
          return {
            record(seconds) {
              duration.observe(seconds);
              count.inc();
            },
          };
        },
      );
      plans.set(answer, plan);
    }
    return plan;
  };

  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
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

    const started = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    const outcome = answerFor(answer, req.headers);
    const plan = planOf(answer, source, path);
    const list = plan.listFor(outcome, source.cacheControl(req));
    // The last value is the request id's: writeHead reads the list before returning, so one list serves every request.
    list[list.length - 1] = id;
    res.writeHead(outcome.status, list);
    res.end(outcome.encoding && method !== 'HEAD' ? answer.body(outcome.encoding) : undefined);

    const ms = performance.now() - started;
    plan.tallyFor(method, outcome.status).record(ms / 1000);
    // A stored page sent whole is counted in the metrics and logged at debug; a 304 is logged like the app's answers.
    const level = outcome.status === 200 ? 'debug' : 'info';
    if (!source.unlogged && logger.isLevelEnabled(level)) logger[level]({ req: { id, method, url: redactUrl(url) }, res: { statusCode: outcome.status }, responseTime: Math.round(ms) }, 'request completed');
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
