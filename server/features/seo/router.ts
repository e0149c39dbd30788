import { Router, type Response } from 'express';
import { NotFound } from '../../../domain/common/errors';
import type { seoContract } from '../../../domain/seo/contract';
import type { SeoPageData } from '../../../domain/seo/types';
import { Cache, cacheTtlMs } from '../../core/cache/cache';
import type { EndpointImplementation, Implementation } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { blogService } from '../blog/service';
import { directoryService } from '../directory/service';
import { keepListingsCurrent } from './catalogueListings';
import { robotsTxt } from './robots';
import { countryPage, generatedPage, keywordPage, seoHub } from './service';
import { buildSitemaps, programmaticSource, sitePagesSource, type BuiltSitemaps, type SitemapSource } from './sitemap';

const NOT_FOUND = 'Page not found';

/** The same for every visitor: browsers may reuse it for a while. */
function forFiveMinutes<P>(handle: EndpointImplementation<P>['handle']): EndpointImplementation<P> {
  return {
    handle,
    async http(input, ctx, run) {
      ctx.http.res.set('Cache-Control', 'public, max-age=300').json(await run(input, ctx));
    },
  };
}

const page = (lookup: (siteName: string, slug: string) => SeoPageData | null) =>
  forFiveMinutes<typeof seoContract.keywordPage>(async ({ params }, { platform }) => {
    await keepListingsCurrent(platform);
    const data = lookup(platform.config.SITE_NAME, params.slug);
    if (!data) throw new NotFound(NOT_FOUND);
    return { success: true, data };
  });

/**
 * GET /api/seo/page/{slug}, /api/seo/g/{slug}, /api/seo/c/{slug} and /api/seo/hubs/{hub}: the same lookups the
 * server's loaders call, for client-side navigations (the entries stay on the server, out of the bundle).
 */
export const seoEndpoints: Implementation<typeof seoContract> = {
  keywordPage: page(keywordPage),
  generatedPage: page(generatedPage),
  countryPage: page(countryPage),
  hub: forFiveMinutes<typeof seoContract.hub>(async ({ params }, { platform }) => ({ success: true, data: seoHub(platform.config.SITE_NAME, params.hub) })),
};

/** The child sitemaps: site pages (with /blog once it has a post), generated pages, approved products and published posts. */
export function sitemapSources(platform: Platform): SitemapSource[] {
  const directory = directoryService(platform);
  const blog = blogService(platform);
  const programmatic = programmaticSource(platform.config.SITE_NAME);
  return [
    sitePagesSource(async () => ((await blog.hasPublished()) ? ['/blog'] : [])),
    {
      name: programmatic.name,
      // Which country pages are indexed follows the directory catalogue.
      urls: async () => {
        await keepListingsCurrent(platform);
        return programmatic.urls();
      },
    },
    { name: 'products', urls: () => directory.sitemapEntries() },
    { name: 'posts', urls: () => blog.sitemapEntries() },
  ];
}

/**
 * GET /sitemap.xml (index), GET /sitemaps/{name}-{n}.xml (children), GET /robots.txt. Built on demand and kept
 * until the directory, the blog or the catalogue changes (the invalidation bus) or CACHE_TTL_SECONDS pass.
 */
export function sitemapRouter(platform: Platform, sources: readonly SitemapSource[] = sitemapSources(platform)): Router {
  const { config, bus } = platform;
  const router = Router();
  const robots = robotsTxt(config.PUBLIC_URL);
  const cache = new Cache<'sitemaps', BuiltSitemaps>({ bus, topics: ['directory', 'blog', 'catalogue'], ttlMs: cacheTtlMs(config), max: 1 });
  const sitemaps = () => cache.getOrLoad('sitemaps', () => buildSitemaps(config.PUBLIC_URL, sources));

  const sendXml = (res: Response, xml: string) =>
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
