import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, NotFound, Unavailable, type ProblemKind } from '../../../domain/common/errors';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/common/messages';
import { isMongoUnreachable } from '../db/mongo';
import type { Logger } from '../logger';
import { isRedisUnreachable } from '../redis';

/** THE mapping of the domain's problems to HTTP statuses. */
export const STATUS_OF: Readonly<Record<ProblemKind, number>> = {
  'invalid-input': 400,
  'not-signed-in': 401,
  'not-allowed': 403,
  'not-found': 404,
  'already-exists': 409,
  'changed-meanwhile': 409,
  'too-large': 413,
  'unsupported-encoding': 415,
  'rate-limited': 429,
  unavailable: 503,
};

export interface DescribedError {
  status: number;
  message: string;
  /** False for unexpected errors: they are logged with their stack and the client gets the generic text. */
  expose: boolean;
  headers: Record<string, string>;
  details: Record<string, unknown>;
}

/** True when the database or Redis could not be reached: the answer is Unavailable (503), not a failure of ours. */
export function isDependencyDown(error: unknown): boolean {
  return isMongoUnreachable(error) || isRedisUnreachable(error);
}

/** The status, client-safe message and headers for any thrown value; unknown errors never leak details. */
export function describeError(error: unknown): DescribedError {
  if (!(error instanceof DomainError) && isDependencyDown(error)) return describeError(new Unavailable());
  if (error instanceof DomainError) {
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return {
      status: STATUS_OF[error.kind],
      message: error.message,
      expose: true,
      headers: retryAfter ? { 'Retry-After': String(retryAfter) } : {},
      details: error.details ?? {},
    };
  }
  const e = error as { status?: number; statusCode?: number; type?: string; message?: string };
  const status = e?.status ?? e?.statusCode;
  // body-parser errors carry a 4xx status and a message meant for the client.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      e.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON'
        : e.type === 'entity.too.large'
          ? 'The request body is too large'
          : e.message || 'Bad request';
    return { status, message, expose: true, headers: {}, details: {} };
  }
  return { status: 500, message: GENERIC_ERROR_MESSAGE, expose: false, headers: {}, details: {} };
}

export const apiNotFound: RequestHandler = (req, _res, next) => next(new NotFound(`No API route for ${req.method} ${req.path}`));

/** JSON errors for /api: `{ success: false, message }` with the mapped status. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const described = describeError(error);
    if (!described.expose) logger.error({ err: error, url: req.originalUrl }, 'unhandled API error');
    else if (described.status === 503) logger.warn({ err: (error as Error).message, url: req.originalUrl }, 'dependency unavailable');
    if (res.headersSent) return res.end();
    res.status(described.status).set(described.headers).json({ success: false, message: described.message, ...described.details });
  };
}

/** A plain HTML error page for page requests that fail outside React's own error boundaries. */
export function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, expose, headers } = describeError(error);
    if (!expose) logger.error({ err: error, url: req.originalUrl }, 'unhandled page error');
    else if (status === 503) logger.warn({ err: (error as Error).message, url: req.originalUrl }, 'dependency unavailable');
    if (res.headersSent) return res.end();
    const title = status === 404 ? 'Page not found' : status === 503 ? 'Temporarily unavailable' : status < 500 ? 'Bad request' : 'Something went wrong';
    res
      .status(status)
      .set(headers)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${GENERIC_ERROR_MESSAGE}</p><p><a href="/">Go back home</a></p></body></html>`,
      );
  };
}
