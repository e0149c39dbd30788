import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler, Router } from 'express';
import { onFirstUse } from '../../core/lib/onFirstUse';
import type { Platform } from '../../core/platform';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board's page, minus the web-font stylesheet it loads from another origin (the CSP allows only
 * our own, and nothing of the admin area should call out). Written once to DATA_DIR, re-made on start.
 */
function boardViews(dataDir: string): string {
  const require = createRequire(__filename);
  const original = path.join(path.dirname(require.resolve('@bull-board/ui/package.json')), 'dist');
  const folder = path.join(dataDir, 'bull-board-views');
  mkdirSync(folder, { recursive: true });
  const page = readFileSync(path.join(original, 'index.ejs'), 'utf8').replace(/<link[^>]+fonts\.googleapis\.com[^>]*>/g, '');
  writeFileSync(path.join(folder, 'index.ejs'), page);
  return folder;
}

/** Its own CSP: the board's bundle is ours to serve, but it uses inline styles and needs no nonce. */
export const queueBoardCsp: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};

/** The Bull Board dashboard of every declared queue. */
async function createQueueBoard(platform: Platform): Promise<Router> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([import('@bull-board/api'), import('@bull-board/api/bullMQAdapter'), import('@bull-board/express')]);
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: platform.queues.names.map((name) => new BullMQAdapter(platform.queues.queue(name))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: `${platform.config.SITE_NAME} queues` } },
  });
  // After createBullBoard, which points the views at the package's own page.
  adapter.setViewsPath(boardViews(platform.config.DATA_DIR));
  return adapter.getRouter() as Router;
}

/**
 * The dashboard's handler, mounted at /admin/queues behind the admin check (app.ts). The board is made at its
 * first request: only operators open it, and its packages cost every process start-up time otherwise.
 */
export function queueBoardRouter(platform: Platform): RequestHandler {
  const board = onFirstUse(() => createQueueBoard(platform));
  return (req, res, next) => void board().then((router) => router(req, res, next), next);
}
