import type { IncomingHttpHeaders } from 'node:http';
import { Router } from 'express';
import { isbot } from 'isbot';
import { MAX_SLUG_LENGTH, SLUG_SHAPE } from '../../../domain/directory/listing';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { referralUrl } from '../../../domain/directory/referral';
import type { Platform } from '../../core/platform';
import { directoryService } from '../directory/service';
import { visitCounter } from './visitCounter';

/** A transparent 1x1 GIF: what a product page's view image answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A person's browser: a user agent that is not a known bot (isbot's maintained list), and not a prefetch. */
export function isVisitor(headers: IncomingHttpHeaders): boolean {
  const agent = headers['user-agent'];
  if (!agent || isbot(agent)) return false;
  const purpose = String(headers['sec-purpose'] ?? headers.purpose ?? '');
  return !purpose.includes('prefetch');
}

const isSlug = (slug: string) => slug.length <= MAX_SLUG_LENGTH && SLUG_SHAPE.test(slug);

/**
 * The founder's numbers, counted without cookies and without keeping anything about the visitor: `/go/{slug}/seen`
 * (an image every product page loads, cached page or not, and again on each navigation in the browser) counts a
 * view; `/go/{slug}` (the "Visit Website" link) counts a visit and redirects (302) to the website with the referral
 * marker. Known bots are answered the same and not counted.
 */
export function visitsRouter(platform: Platform): Router {
  const router = Router();
  const counter = visitCounter(platform);
  router.get('/go/:slug/seen', (req, res) => {
    const { slug } = req.params;
    if (req.method === 'GET' && isSlug(slug) && isVisitor(req.headers)) counter.count(slug, 'views');
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('image/gif').send(PIXEL);
  });
  router.get('/go/:slug', async (req, res, next) => {
    try {
      const { slug } = req.params;
      const product = await directoryService(platform).get(slug);
      const website = product && referralUrl(product.website_url, platform.config.SITE_NAME);
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
      if (!website) return void res.status(404).type('text').send(PRODUCT_NOT_FOUND);
      if (req.method === 'GET' && isVisitor(req.headers)) counter.count(slug, 'clicks');
      res.redirect(302, website);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
