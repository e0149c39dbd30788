import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { withLogContext } from '../logger';

const GIVEN_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it looks like one, else a new UUID), answers
 * it in X-Request-Id, and runs the rest of the request in a log context: every log line written for the
 * request carries it as reqId, and so does every job the request records in the outbox (jobs/outbox.ts).
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.get('x-request-id'));
    (req as { id?: string }).id = id;
    res.set('X-Request-Id', id);
    withLogContext({ requestId: id }, next);
  };
}

/** The caller's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}
