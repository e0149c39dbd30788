// Kept apart from the contracts (which load zod): the browser's client and islands need only this class.

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
