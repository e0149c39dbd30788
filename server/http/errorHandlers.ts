import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { HttpError, NotFound } from './errors';

import { GENERIC_ERROR_MESSAGE as GENERIC_MESSAGE } from '../../views/lib/messages';

/** The status and client-safe message for any thrown value; unknown errors never leak details. */
export function describeError(error: unknown): { status: number; message: string; expose: boolean } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, expose: true };
  const e = error as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };
  const status = e?.status ?? e?.statusCode;
  // body-parser and multer errors carry a 4xx status and a message meant for the client.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = e.type === 'entity.parse.failed' ? 'The request body is not valid JSON' : e.message || 'Bad request';
    return { status, message, expose: true };
  }
  return { status: 500, message: GENERIC_MESSAGE, expose: false };
}

export const apiNotFound: RequestHandler = (req, _res, next) => next(new NotFound(`No API route for ${req.method} ${req.path}`));

/** JSON errors for /api: typed errors keep their status, anything else is a logged 500. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message, expose } = describeError(error);
    if (!expose) logger.error({ err: error, url: req.originalUrl }, 'unhandled API error');
    if (res.headersSent) return res.end();
    const details = error instanceof HttpError && error.details ? error.details : {};
    res.status(status).json({ success: false, message, ...details });
  };
}

/** A plain HTML error page for page requests that fail outside React's own error boundaries. */
export function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, expose } = describeError(error);
    if (!expose) logger.error({ err: error, url: req.originalUrl }, 'unhandled page error');
    if (res.headersSent) return res.end();
    const title = status === 404 ? 'Page not found' : status < 500 ? 'Bad request' : 'Something went wrong';
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${GENERIC_MESSAGE}</p><p><a href="/">Go back home</a></p></body></html>`,
      );
  };
}
