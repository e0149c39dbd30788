/** The site-wide settings pages may show (everything here is public). */
export interface PublicSettings {
  siteName: string;
  publicUrl: string;
  /** Named on the founder card. */
  founderName: string;
  /** The support address, base64-encoded so it is not in the HTML as plain text until a visitor asks for it. */
  supportEmailEncoded: string;
  /** Launch-offer places left ('4 left'). */
  launchOfferLeft: number;
  /** The promo code prefilled in checkout links. */
  promoCode: string;
  /** Stripe Checkout is configured: buy buttons go through the account (sign-up, then Checkout) instead of each plan's link. */
  onlineCheckout: boolean;
}
