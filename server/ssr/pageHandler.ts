import { Readable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response } from 'express';
import { TooLarge } from '../../domain/common/errors';
import type { SiteApi } from '../../views/siteApi';
import type { Logger } from '../core/logger';
import { NONCE_PLACEHOLDER, type RenderedPage } from './render';

export type PageRenderer = (request: Request, api: SiteApi) => Promise<RenderedPage>;

/** The api of one request (built per request: they may know the visitor's address or a refusal). */
export type PageApiFor = (req: ExpressRequest, res: Response) => SiteApi;

/** A body stream that fails once it passes maxBytes, so a page form cannot be fed gigabytes. */
function limitedBody(req: ExpressRequest, maxBytes: number): ReadableStream {
  async function* chunks() {
    let received = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) throw new TooLarge(`The form is larger than ${Math.round(maxBytes / 1024)} KB`);
      yield chunk;
    }
  }
  return Readable.toWeb(Readable.from(chunks())) as ReadableStream;
}

/** The Express request as the Fetch Request React Router's handler takes: real method, headers and (limited) body. */
export function fetchRequest(req: ExpressRequest, publicUrl: string, signal: AbortSignal, maxBodyBytes = 16 * 1024): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // A form its route has read already (to check its token) is passed on as read.
  const readForm = typeof req.body === 'string' ? req.body : null;
  if (readForm !== null) headers.delete('content-length');
  return new Request(new URL(req.originalUrl, publicUrl), {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? (readForm !== null ? { body: readForm } : { body: limitedBody(req, maxBodyBytes), duplex: 'half' }) : {}),
  } as RequestInit);
}

export interface PageHandlerOptions {
  render: PageRenderer;
  apiFor: PageApiFor;
  publicUrl: string;
  logger: Logger;
  /** Largest form body accepted by a page action. */
  maxBodyBytes?: number;
}

/** Express handler for page requests: a loader redirect is a real HTTP redirect, else the HTML with this response's nonce. */
export function pageHandler({ render, apiFor, publicUrl, logger, maxBodyBytes }: PageHandlerOptions): RequestHandler {
  return async (req, res, next) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      const page = await render(fetchRequest(req, publicUrl, controller.signal, maxBodyBytes), apiFor(req, res));
      if (page.kind === 'redirect') return res.redirect(page.status, page.location);
      for (const failure of page.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
      // Answers to a form (POST) depend on what was sent, private pages on who asks: never stored by anyone.
      sendPage(res, page.status, page.html, req.method === 'GET' && !res.locals.noStore ? 'no-cache' : 'no-store');
    } catch (error) {
      next(error);
    }
  };
}

/** The status and headers of a page answer: pages may change with every deploy or database edit, so browsers revalidate each time. */
const pageAnswer = (res: Response, status: number, cacheControl: string) => res.status(status).type('html').set('Cache-Control', cacheControl);

export function sendPage(res: Response, status: number, html: string, cacheControl = 'no-cache'): void {
  pageAnswer(res, status, cacheControl).send(html.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce as string));
}

/** A page given as parts whose nonce is written in already, sent as they are (no copy of the whole page per answer). */
export function sendPageParts(res: Response, status: number, parts: readonly Buffer[], cacheControl: string): void {
  pageAnswer(res, status, cacheControl).set('Content-Length', String(parts.reduce((sum, part) => sum + part.length, 0)));
  for (const part of parts) res.write(part);
  res.end();
}
