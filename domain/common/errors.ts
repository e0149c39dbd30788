/**
 * What can go wrong, in the product's words. Services throw these; server/core/http/errors.ts maps each kind
 * to its HTTP status once, and the browser's API client turns answers back into them.
 */
export type ProblemKind = 'invalid-input' | 'not-signed-in' | 'not-allowed' | 'not-found' | 'already-exists' | 'changed-meanwhile' | 'too-large' | 'unsupported-encoding' | 'rate-limited' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: ProblemKind;
  constructor(
    message: string,
    /** Extra fields for the answer, such as the field a message is about. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule; the message says which, in words for the person who sent it. */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';
}

export class NotSignedIn extends DomainError {
  readonly kind = 'not-signed-in';
}

export class NotAllowed extends DomainError {
  readonly kind = 'not-allowed';
}

export class NotFound extends DomainError {
  readonly kind = 'not-found';
  constructor(message = 'Not found', details?: Record<string, unknown>) {
    super(message, details);
  }
}

/** The thing exists already (a listed website, a registered email). */
export class AlreadyExists extends DomainError {
  readonly kind = 'already-exists';
}

/** Someone else changed the thing since the person acting last saw it (two moderators on one product); reload and decide again. */
export class ChangedMeanwhile extends DomainError {
  readonly kind = 'changed-meanwhile';
}

export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** The body is sent in an encoding the form does not use (a form posted as multipart where the page sends it URL-encoded). */
export class UnsupportedEncoding extends DomainError {
  readonly kind = 'unsupported-encoding';
}

/** Too many attempts in a window; retryAfterSeconds when known. */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited';
  constructor(
    message = 'Too many requests, please try again later.',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A dependency (database, Redis) is not reachable: nothing was changed, try again later. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
  constructor(
    message = 'Service temporarily unavailable, please try again later.',
    readonly retryAfterSeconds = 30,
  ) {
    super(message);
  }
}
