import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/core/logger';

export interface CapturedLogs {
  /** The server's logger, writing JSON lines into memory (the same redaction as in production). */
  logger: Logger;
  lines: string[];
  /** Parsed lines at or above a level (pino numbers: 30 info, 40 warn, 50 error). */
  atLeast(level: number): { level: number; msg?: string; [key: string]: unknown }[];
}

/** A logger for createTestApp(..., { logger }) whose lines a test can read. */
export function captureLogs(level = 'info'): CapturedLogs {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger(level, 'web', sink),
    lines,
    atLeast: (min) => lines.map((line) => JSON.parse(line) as { level: number }).filter((entry) => entry.level >= min),
  };
}
