import type { SiteData } from '../../views/data';
import type { AppDeps } from '../app';
import { publicSettings } from '../features/site/settings';

const notYet = (what: string) => () => Promise.reject(new Error(`${what} is not available yet`));

/** The server's SiteData: loaders call the same service functions the /api routers call, without HTTP. */
export function createServerSiteData({ config }: AppDeps): SiteData {
  return {
    settings: async () => publicSettings(config),
    plans: {
      list: notYet('plans.list'),
    },
    products: {
      list: notYet('products.list'),
      get: notYet('products.get'),
      status: notYet('products.status'),
    },
  };
}
