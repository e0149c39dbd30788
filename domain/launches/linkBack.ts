/**
 * The link back: while a founder's website (its home page) links to its product page, the product page's link to
 * the website is followed; otherwise it is rel="nofollow ugc". Checked at approval, every week after, on the
 * founder's request from the status page, and with `badges:check`.
 */
export const LINK_BACK_STATES = ['unchecked', 'followed', 'missing', 'nofollow', 'not-indexable', 'unreachable'] as const;
export type LinkBackState = (typeof LINK_BACK_STATES)[number];

/** How often every checked website is read again. */
export const LINK_BACK_CHECK_EVERY_HOURS = 168;

/** The rel of the product page's link to the website. */
export const websiteRel = (followed: boolean) => (followed ? 'noopener' : 'noopener nofollow ugc');

/** What the founder reads on the status page about each state. */
export const LINK_BACK_TEXTS: Readonly<Record<LinkBackState, string>> = {
  unchecked: 'Not checked yet. Add the badge (or a plain link to your product page) to your home page, then check it.',
  followed: 'Your home page links to your product page: the link to your website is followed.',
  missing: 'We found no link to your product page on your home page, so the link to your website is nofollow.',
  nofollow: 'Your link to your product page is marked nofollow (or sponsored, ugc), so the link to your website is nofollow too.',
  'not-indexable': 'Your home page tells search engines not to index it (noindex, or a canonical elsewhere), so the link to your website is nofollow.',
  unreachable: 'We could not read your home page, so the link to your website is nofollow until the next check.',
};

/** Founders' checks from the status page, per address per hour (each is a request to their server). */
export const LINK_BACK_CHECKS_PER_HOUR = 10;
export const LINK_BACK_CHECKS_LIMITED_MESSAGE = 'Too many checks. Please try again in an hour.';
