import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SeoHubId, SeoPageData } from '../../../views/types/seo';
import type { Config } from '../../config';
import { NotFound } from '../../http/errors';
import { validate, validated } from '../../http/validate';
import type { Logger } from '../../logger';
import { robotsTxt } from './robots';
import { countryPage, generatedPage, keywordPage, seoHub } from './service';
import { buildSitemaps, programmaticSource, sitePagesSource, type BuiltSitemaps, type SitemapSource } from './sitemap';
import { postsSource, productsSource } from './sources';

const slugParams = z.strictObject({ slug: z.string().min(1).max(200) });
const hubParams = z.strictObject({ hub: z.enum(['index', 'countries', 'niches', 'business-types']) });

const NOT_FOUND = 'Page not found';

/**
 * GET /api/seo/page/:slug, /api/seo/g/:slug, /api/seo/c/:slug and /api/seo/hubs/:hub: the same lookups the
 * server's loaders call, for client-side navigations (the entries stay on the server, out of the bundle).
 */
export function seoApiRouter(config: Config): Router {
  const router = Router();
  const site = config.SITE_NAME;
  const page =
    (lookup: (siteName: string, slug: string) => SeoPageData | null): RequestHandler =>
    (_req, res) => {
      const data = lookup(site, validated(res, 'params', slugParams).slug);
      if (!data) throw new NotFound(NOT_FOUND);
      // The same for every visitor: browsers may reuse it for a while.
      res.set('Cache-Control', 'public, max-age=300').json({ success: true, data });
    };
  router.get('/page/:slug', validate('params', slugParams), page(keywordPage));
  router.get('/g/:slug', validate('params', slugParams), page(generatedPage));
  router.get('/c/:slug', validate('params', slugParams), page(countryPage));
  router.get('/hubs/:hub', validate('params', hubParams), (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ success: true, data: seoHub(site, validated(res, 'params', hubParams).hub as SeoHubId) });
  });
  return router;
}

export interface SitemapOptions {
  config: Config;
  logger: Logger;
  /** Child sitemap sources; defaults to site pages, programmatic pages, blog posts and products. */
  sources?: readonly SitemapSource[];
  /** How long built sitemaps are reused before products and posts are read again. */
  ttlMs?: number;
}

export function defaultSitemapSources(config: Config): SitemapSource[] {
  return [sitePagesSource(), programmaticSource(config.SITE_NAME), postsSource(), productsSource()];
}

/** GET /sitemap.xml (index), GET /sitemaps/{name}-{n}.xml (children), GET /robots.txt; built once and kept in memory. */
export function sitemapRouter({ config, logger, sources = defaultSitemapSources(config), ttlMs = 10 * 60_000 }: SitemapOptions): Router {
  const router = Router();
  const robots = robotsTxt(config.PUBLIC_URL);
  let built: { at: number; value: Promise<BuiltSitemaps> } | undefined;

  const sitemaps = (): Promise<BuiltSitemaps> => {
    if (!built || Date.now() - built.at > ttlMs) {
      const value = buildSitemaps(config.PUBLIC_URL, sources);
      built = { at: Date.now(), value };
      // A failed build is not kept: the next request tries again.
      value.catch((error: unknown) => {
        logger.error({ err: error }, 'sitemap build failed');
        if (built?.value === value) built = undefined;
      });
    }
    return built.value;
  };

  const sendXml = (res: Parameters<RequestHandler>[1], xml: string) =>
    // Express adds an ETag and answers 304 to a matching If-None-Match.
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(xml);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(robots);
  });
  router.get('/sitemap.xml', async (_req, res) => {
    sendXml(res, (await sitemaps()).index);
  });
  router.get('/sitemaps/:file', async (req, res) => {
    const xml = /^[a-z]+-\d+\.xml$/.test(req.params.file) ? (await sitemaps()).children.get(req.params.file) : undefined;
    if (!xml) return res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
    sendXml(res, xml);
  });
  return router;
}
