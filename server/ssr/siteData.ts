import type { SiteData } from '../../views/data';
import type { AppDeps } from '../app';
import { getProduct, listProducts, parseProductListQuery, productStorage, submissionStatus } from '../features/products/service';
import { publicSettings } from '../features/site/settings';
import { listPlans } from '../features/plans/service';
import { countryPage, generatedPage, keywordPage, seoHub } from '../features/seo/service';

/** The server's SiteData: loaders call the same service functions the /api routers call, without HTTP. */
export function createServerSiteData({ config }: AppDeps): SiteData {
  return {
    settings: async () => publicSettings(config),
    plans: {
      list: (options) => listPlans(options),
    },
    products: {
      list: async (query) => listProducts(parseProductListQuery(query), productStorage(config)),
      get: (slug) => getProduct(slug, productStorage(config)),
      status: (token) => submissionStatus(token),
    },
    seo: {
      keywordPage: async (slug) => keywordPage(config.SITE_NAME, slug),
      generatedPage: async (slug) => generatedPage(config.SITE_NAME, slug),
      countryPage: async (slug) => countryPage(config.SITE_NAME, slug),
      hub: async (hub) => seoHub(config.SITE_NAME, hub),
    },
  };
}
