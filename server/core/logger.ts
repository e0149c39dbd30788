import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** What every log line written while handling one request (or one job it created) carries. */
export interface LogContext {
  requestId?: string;
  jobId?: string;
  queue?: string;
}

const logContext = new AsyncLocalStorage<LogContext>();

/** Runs fn with a log context: every line logged inside it (awaits included) names the request and job. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...context }, fn);
}

/** The request id of the request (or job) being handled, if any. */
export function currentRequestId(): string | undefined {
  return logContext.getStore()?.requestId;
}

/**
 * Private tokens in addresses never reach a log line: a founder's status link, an unsubscribe link, a reset link's
 * path, a waitlist subscriber's links, and the token of sign-in, reset and email-change links in a query.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/\/(status|unsubscribe|reset-password)\/[^/?#]+/g, '/$1/[redacted]')
    .replace(/\/waitlist\/((?:confirm|me)\/)?[A-Za-z0-9_-]{20,}/g, '/waitlist/$1[redacted]')
    .replace(/([?&](?:token|code|key)=)[^&#]*/gi, '$1[redacted]');
}

/** pino-http's request and response serializers: method, redacted address and id; status. */
export const httpSerializers = {
  req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

export function createLogger(level: string, name = 'web', destination?: DestinationStream): Logger {
  return pino(
    {
      name,
      level,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.email'], censor: '[redacted]' },
      // Any line's `url` (an error handler's request address, a loader failure's page) gets the access log's redaction.
      serializers: { url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) },
      mixin: () => {
        const context = logContext.getStore();
        return context ? { reqId: context.requestId, jobId: context.jobId, queue: context.queue } : {};
      },
    },
    destination,
  );
}
