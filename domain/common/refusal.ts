// Kept apart from the contracts (which load zod): the browser's client and islands need only this class.

/** The refusals an endpoint may answer, by status, with their oRPC codes; each is a `{ success: false, message }` body. */
export const REFUSAL_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
} as const;
export type RefusalStatus = keyof typeof REFUSAL_CODES;

/**
 * An answer that was not a success, with the status it came with (0: the server could not be reached), the
 * message to show and the field it is about. Both clients throw it, so pages handle one kind of refusal.
 */
export class ServiceRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { field?: string; error?: string } = {},
  ) {
    super(message);
    this.name = 'ServiceRefusal';
  }

  get field(): string | undefined {
    return this.details.field;
  }
}
