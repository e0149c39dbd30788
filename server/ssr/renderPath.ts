import type { Platform } from '../core/platform';
import { createPageApi } from './pageApi';
import { renderPage } from './render';

/** No scripts, styles or preloads: what is read here is the page's content, not its assets. */
const NO_ASSETS = { scripts: [], styles: [], preloads: [] };

/**
 * One page as a signed-out visitor gets it, rendered in this process (no HTTP, no page cache): for operator
 * commands that read pages, such as `seo:report`. A redirect answers its status and no HTML.
 */
export async function renderPath(platform: Platform, path: string): Promise<{ status: number; html: string }> {
  const { PUBLIC_URL } = platform.config;
  const page = await renderPage(new Request(new URL(path, PUBLIC_URL)), { publicUrl: PUBLIC_URL, assets: NO_ASSETS, api: createPageApi(platform) });
  return page.kind === 'html' ? { status: page.status, html: page.html } : { status: page.status, html: '' };
}
