import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { NONCE_PLACEHOLDER, type RenderedPage } from './render';

export type PageRenderer = (url: string, signal: AbortSignal) => Promise<RenderedPage>;

/** Express handler for every page request: a loader redirect is a real HTTP redirect, else the HTML with this response's nonce. */
export function pageHandler(render: PageRenderer, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      const page = await render(req.originalUrl, controller.signal);
      if (page.kind === 'redirect') return res.redirect(page.status, page.location);
      for (const failure of page.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
      sendPage(res, page.status, page.html);
    } catch (error) {
      next(error);
    }
  };
}

export function sendPage(res: Parameters<RequestHandler>[1], status: number, html: string): void {
  res
    .status(status)
    .type('html')
    // Pages may change with every deploy or database edit: browsers revalidate each time.
    .set('Cache-Control', 'no-cache')
    .send(html.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce as string));
}
