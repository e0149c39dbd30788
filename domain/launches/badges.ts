import { rankTitle } from './days';

/**
 * Badges: an image a founder puts on their website, linking to the product page. It says "Featured on {site}", or
 * the product of the day's rank once its day is won. A website that links back earns a followed link.
 */

export const BADGE_THEMES = ['light', 'dark'] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];

/** The badge's size in CSS pixels (the embed code says it, so the page does not shift while it loads). */
export const BADGE_SIZE = { width: 250, height: 54 } as const;

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
export const badgePath = (slug: string, theme: BadgeTheme = 'light', format: 'svg' | 'png' = 'svg') =>
  `/badges/${encodeURIComponent(slug)}.${format}${theme === 'dark' ? '?theme=dark' : ''}`;

/** The badge's two lines: what it says above, and the site's name below. */
export function badgeLines(siteName: string, rank: number | null): { above: string; below: string } {
  return rank ? { above: rankTitle(rank), below: `on ${siteName}` } : { above: 'Featured on', below: siteName };
}

/** The badge's text alternative. */
export const badgeAlt = (name: string, siteName: string, rank: number | null) => (rank ? `${name}: ${rankTitle(rank)} on ${siteName}` : `${name}: Featured on ${siteName}`);

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeMarkdown = (text: string) => text.replace(/([\\[\]()])/g, '\\$1');

export interface BadgeEmbed {
  html: string;
  markdown: string;
}

/** What a founder pastes into their website: the badge as an image inside a link to the product page. */
export function badgeEmbed({ publicUrl, slug, name, siteName, rank, theme = 'light' }: { publicUrl: string; slug: string; name: string; siteName: string; rank: number | null; theme?: BadgeTheme }): BadgeEmbed {
  const page = `${publicUrl}${productPath(slug)}`;
  const image = `${publicUrl}${badgePath(slug, theme)}`;
  const alt = badgeAlt(name, siteName, rank);
  return {
    html: `<a href="${escapeAttribute(page)}" target="_blank"><img src="${escapeAttribute(image)}" alt="${escapeAttribute(alt)}" width="${BADGE_SIZE.width}" height="${BADGE_SIZE.height}" /></a>`,
    markdown: `[![${escapeMarkdown(alt)}](${image})](${page})`,
  };
}
