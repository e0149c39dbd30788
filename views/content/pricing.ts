/**
 * Copy of the pricing section that the home page, the offer pages and the SEO pages show. Apart from landing.ts because the Pricing island
 * ships it to the browser: an island that imported landing.ts took the landing's whole copy into the islands' JavaScript.
 */

export const PRICING_INTRO = {
  eyebrow: 'Pricing',
  title: 'Pick the boost your product needs',
  subtitle: 'One-time directory packages, or a monthly partner that keeps your traffic growing, all with the 20% launch discount included.',
};
