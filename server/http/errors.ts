/** Typed errors thrown by services; one middleware maps them to HTTP answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, message, details);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message = 'Too many requests, please try again later.') {
    super(429, message);
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = 'Service temporarily unavailable, please try again later.') {
    super(503, message);
  }
}
