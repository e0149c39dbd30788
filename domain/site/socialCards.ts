/**
 * Link-preview images (Open Graph, X/Twitter): every page has a 1200×630 PNG made from its own title,
 * at /og plus the page's path (/og/g/ai-backlink-maker.png for /g/ai-backlink-maker); pages without one of
 * their own use the site's default card.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
export const DEFAULT_SOCIAL_CARD = '/og/default.png';

/** The families of pages that have cards of their own: the first segment of their path. */
export const SOCIAL_CARD_KINDS = ['page', 'g', 'c', 'product', 'blog'] as const;
export type SocialCardKind = (typeof SOCIAL_CARD_KINDS)[number];

/** The card of a page, from its path ('/product/acme' → '/og/product/acme.png'). */
export const socialCardPath = (pagePath: string): string => `/og${pagePath.replace(/\/+$/, '')}.png`;

/** True for a card this site makes (its size is known: 1200×630). */
export const isSocialCard = (image: string): boolean => image.startsWith('/og/');
