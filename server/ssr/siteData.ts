import type { SiteData } from '../../views/data';
import type { AppDeps } from '../app';
import { publicSettings } from '../features/site/settings';

/** The server's SiteData: loaders call the same service functions the /api routers call, without HTTP. */
export function createServerSiteData({ config }: AppDeps): SiteData {
  return {
    settings: async () => publicSettings(config),
  };
}
