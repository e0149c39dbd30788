import type { Config } from '../../config';
import type { PublicSettings } from '../../../views/data';

/** Settings the pages may show; everything else in the config stays on the server. */
export function publicSettings(config: Config): PublicSettings {
  return { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
}
