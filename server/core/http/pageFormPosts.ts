import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import { DomainError, UnsupportedEncoding } from '../../../domain/common/errors';
import { formEncodingMessage } from '../../../domain/common/messages';
import type { Platform } from '../platform';
import { writesLimit } from './rateLimit';

/** How a form's body is sent: URL-encoded unless the form says multipart (files). */
type FormEncoding = 'urlencoded' | 'multipart';

const MEDIA_TYPES: Readonly<Record<FormEncoding, string>> = { urlencoded: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' };

/** A form that works without JavaScript: posted to its page's own address and answered by the page's action. */
export interface PageForm {
  /** The page's address, in Express syntax. */
  path: string;
  /** The encodings the page's form is sent in: a post in another is refused (415), so no limit depends on the encoding. */
  encodings: readonly FormEncoding[];
  /** Its checks and limits, in order: the limits of the API calls its action makes. */
  guards(platform: Platform): RequestHandler[];
  /** Posted by servers that stand for many people (mail providers): the form's own per-IP limit replaces the ceiling on writes. */
  manyBehindOneAddress?: true;
}

/**
 * A refusal on the way to a page form's action (a rate limit, a missing XSRF token) is kept for the action to show
 * on the page, with the form, instead of an error page. The action's calls answer it (pageRefusal).
 */
const keepRefusalForPage: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof DomainError)) return next(error);
  res.locals.pageRefusal = error;
  next();
};

export function pageRefusal(res: { locals: Record<string, unknown> }): DomainError | undefined {
  return res.locals.pageRefusal as DomainError | undefined;
}

function acceptOnly(encodings: readonly FormEncoding[]): RequestHandler {
  const mediaTypes = encodings.map((encoding) => MEDIA_TYPES[encoding]);
  return (req, _res, next) => {
    if (req.is(mediaTypes)) return next();
    // The refused body is never read: the action gets an empty form and shows the refusal.
    req.body = '';
    next(new UnsupportedEncoding(formEncodingMessage(mediaTypes)));
  };
}

/** Each page form's post: the ceiling on writes per IP, its encodings, its guards, then the page (which shows any refusal). */
export function mountPageForms(app: Express, platform: Platform, forms: readonly PageForm[], page: RequestHandler): void {
  for (const form of forms) {
    const ceiling = form.manyBehindOneAddress ? [] : [writesLimit(platform)];
    app.post(form.path, ...ceiling, acceptOnly(form.encodings), ...form.guards(platform), keepRefusalForPage, page);
  }
}
