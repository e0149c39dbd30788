import type { Config } from '../../core/config';
import type { PublicSettings } from '../../../domain/site/settings';

/** Settings the pages may show; everything else in the config stays on the server. */
export function publicSettings(config: Config): PublicSettings {
  return {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
    founderName: config.FOUNDER_NAME,
    supportEmailEncoded: Buffer.from(config.SUPPORT_EMAIL, 'utf8').toString('base64'),
    launchOfferLeft: config.LAUNCH_OFFER_LEFT,
    promoCode: config.PROMO_CODE,
    onlineCheckout: Boolean(config.STRIPE_SECRET_KEY),
  };
}
