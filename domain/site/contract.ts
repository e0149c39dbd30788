import { z } from 'zod';
import { endpoint } from '../common/contract';

/** The site-wide settings pages may show (everything here is public). */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  /** Named on the founder card. */
  founderName: z.string(),
  /** The support address, base64-encoded so it is not in the HTML as plain text until a visitor asks for it. */
  supportEmailEncoded: z.string(),
  /** Launch-offer places left ('4 left'). */
  launchOfferLeft: z.number().int(),
  /** The promo code prefilled in checkout links. */
  promoCode: z.string(),
  /** Stripe Checkout is configured: buy buttons go through the account (sign-up, then Checkout) instead of each plan's link. */
  onlineCheckout: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const siteContract = {
  settings: endpoint('GET', '/site', 'public', { summary: 'The public settings pages show: site name, founder, launch offer, promo code' }).output(publicSettingsSchema),
};
