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

/** Bytes of log lines held before one write: a busy process writes once per few dozen lines, not once per line. */
const BATCH_BYTES = 4096;
/** The longest a line waits in memory when too few lines come to fill a batch. */
const FLUSH_EVERY_MS = 200;

let stdout: ReturnType<typeof pino.destination> | undefined;
/** Whether lines were written since the last flush: an idle process's timer then writes (and syncs) nothing. */
let written = false;

/**
 * Standard output as every logger of the process writes to it: lines are held in memory and written in batches
 * (a write per line cost a cached answer more than the rest of its work), synchronously so that no write is left
 * in the thread pool when the process exits. What is held is written every FLUSH_EVERY_MS, on exit (process.exit
 * included) and by flushLogs().
 */
function batchedStdout(): DestinationStream {
  if (!stdout) {
    stdout = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES });
    const write = stdout.write.bind(stdout);
    stdout.write = (line: string) => {
      written = true;
      return write(line);
    };
    setInterval(flushLogs, FLUSH_EVERY_MS).unref();
    process.on('exit', flushLogs);
  }
  return stdout;
}

/** Writes the log lines held in memory at once (before the process exits). */
function flushLogs(): void {
  // sonic-boom's flush also asks the system to sync the file: only when there is something to write.
  if (!written) return;
  written = false;
  stdout?.flushSync();
}

/**
 * A crash (an exception nobody caught, a promise rejected with nobody waiting) is logged at fatal, which pino writes
 * at once with every line held before it, and the process exits 1.
 */
export function exitOnCrash(logger: Logger): void {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
}

export function createLogger(level: string, name = 'web', destination: DestinationStream = batchedStdout()): Logger {
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
