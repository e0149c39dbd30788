import { Router } from 'express';
import { BADGE_THEMES, type BadgeTheme } from '../../../domain/launches/badges';
import { Cache, cacheTtlMs } from '../../core/cache/cache';
import type { Platform } from '../../core/platform';
import { badgePng, badgeSvg } from './badgeImage';
import { launchesService } from './service';

/** Slugs as the directory makes them. */
const BADGE_FILE = /^([a-z0-9][a-z0-9-]{0,199})\.(svg|png)$/;

/**
 * GET /badges/{slug}.svg (and .png, for emails), `?theme=light|dark`: a listed product's badge, for any site to show
 * (Cross-Origin-Resource-Policy: cross-origin). An hour in browsers and CDNs: a rank appears once a day.
 */
export function badgeRouter(platform: Platform): Router {
  const router = Router();
  const images = new Cache<string, Buffer>({ bus: platform.bus, topics: ['directory'], ttlMs: cacheTtlMs(platform.config), max: 1000 });
  router.get('/badges/:file', async (req, res) => {
    const [, slug, format] = BADGE_FILE.exec(req.params.file) ?? [];
    const rank = slug ? await launchesService(platform).badgeRank(slug) : undefined;
    if (rank === undefined) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('No such badge');
    const theme: BadgeTheme = BADGE_THEMES.includes(req.query.theme as BadgeTheme) ? (req.query.theme as BadgeTheme) : 'light';
    const image = await images.getOrLoad(`${slug}|${theme}|${format}|${rank ?? 0}`, async () => {
      const svg = badgeSvg({ siteName: platform.config.SITE_NAME, rank, theme });
      return format === 'png' ? badgePng(svg) : Buffer.from(svg);
    });
    res
      .set({ 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400', 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Content-Type-Options': 'nosniff' })
      .type(format === 'png' ? 'image/png' : 'image/svg+xml')
      .send(image);
  });
  return router;
}
