import { ServiceRefusal } from '../../domain/common/refusal';

/** What a form action answers: the message to show, and the field it is about when there is one. */
export type FormOutcome = { ok: true; message: string } | { ok: false; message: string; field?: string; status?: number };

/**
 * A form's outcome from an endpoint call: its confirmation (from the answer, or given), or the refusal's message,
 * field and status for the form to show. Anything but a refusal is a real failure and is thrown.
 */
export async function formOutcome<T>(call: Promise<T>, confirmation: (answer: T) => string = (answer) => (answer as { message?: string })?.message ?? ''): Promise<FormOutcome & { answer?: T }> {
  try {
    const answer = await call;
    return { ok: true, message: confirmation(answer), answer };
  } catch (error) {
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message, status: error.status, ...(error.field ? { field: error.field } : {}) };
    throw error;
  }
}

/** The answer, or null when the endpoint answers 404 (no such record, or not the caller's). */
export async function unlessNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 404) return null;
    throw error;
  }
}

/** A posted form's text fields (files left out; the first value of a repeated name). */
export function formFields(form: FormData): Record<string, string | undefined> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  return fields;
}
