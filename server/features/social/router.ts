import { Router, type Response } from 'express';
import { SOCIAL_CARD_KINDS, type SocialCardKind } from '../../../domain/site/socialCards';
import type { Platform } from '../../core/platform';
import { socialCards } from './cards';

/** Slugs of every page family: letters, digits and dashes (anything else has no card). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

function send(res: Response, png: Buffer) {
  // A day in browsers and CDNs: a changed title has a new card file, and previews are refreshed rarely anyway.
  res.set({ 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800', 'X-Content-Type-Options': 'nosniff' }).type('image/png').send(png);
}

/** /og/default.png and /og/<family>/<slug>.png: the link-preview image of every page (domain/site/socialCards.ts). */
export function socialCardRouter(platform: Platform): Router {
  const cards = socialCards(platform);
  const router = Router();
  router.get('/og/default.png', async (_req, res) => {
    send(res, (await cards.card('default'))!);
  });
  router.get('/og/:kind/:file', async (req, res) => {
    const { kind, file } = req.params;
    const slug = file.endsWith('.png') ? file.slice(0, -4) : '';
    const png = (SOCIAL_CARD_KINDS as readonly string[]).includes(kind) && SLUG.test(slug) ? await cards.card(kind as SocialCardKind, slug) : null;
    if (!png) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('No such image');
    send(res, png);
  });
  return router;
}
