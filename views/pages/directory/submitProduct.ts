import { HONEYPOT_FIELD, SUBMIT_FAILED_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE, SUBMISSION_FIELDS, type SubmissionFields } from './submitRules';

export type SubmitOutcome = { ok: true; message: string } | { ok: false; message: string };

/** What the rules need to know about a chosen file: its size and its first 16 bytes. */
export async function imageFacts(file: File | null): Promise<{ size: number; head: Uint8Array } | null> {
  if (!file) return null;
  return { size: file.size, head: new Uint8Array(await file.slice(0, 16).arrayBuffer()) };
}

/**
 * POST /api/products as multipart form data, from the browser.
 * Spec section 8: an unsuccessful answer shows the server's message (else a fixed one); a transport error its own text.
 */
export async function submitProduct(fields: SubmissionFields, files: { logo: File; screenshot: File }, honeypot: string): Promise<SubmitOutcome> {
  const body = new FormData();
  for (const key of SUBMISSION_FIELDS) body.append(key, fields[key].trim());
  body.append(HONEYPOT_FIELD, honeypot);
  body.append('logo', files.logo, files.logo.name);
  body.append('screenshot', files.screenshot, files.screenshot.name);

  let response: Response;
  try {
    response = await fetch('/api/products', { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, message: SUBMIT_TRANSPORT_ERROR_MESSAGE };
  }
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null;
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  if (response.ok && answer?.success === true) return { ok: true, message: message ?? '' };
  return { ok: false, message: message ?? SUBMIT_FAILED_MESSAGE };
}
