import sharp from 'sharp';
import { BADGE_SIZE, badgeLines, type BadgeTheme } from '../../../domain/launches/badges';

/**
 * The badge as an SVG image (presentation attributes only: no style sheet, no script, nothing of the product's own
 * text), and as a PNG for emails, whose clients mostly refuse SVG.
 */

const THEMES: Readonly<Record<BadgeTheme, { background: string; border: string; text: string; muted: string; mark: string; markText: string }>> = {
  light: { background: '#ffffff', border: '#e2e8f0', text: '#0f172a', muted: '#475569', mark: '#f97316', markText: '#ffffff' },
  dark: { background: '#0f172a', border: '#334155', text: '#ffffff', muted: '#cbd5e1', mark: '#fb923c', markText: '#0f172a' },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A rocket for a featured product, the rank for a product of the day. */
function mark(rank: number | null, colours: (typeof THEMES)[BadgeTheme]): string {
  if (rank) return `<text x="27" y="34" font-family="${FONT}" font-size="18" font-weight="700" fill="${colours.markText}" text-anchor="middle">#${rank}</text>`;
  return `<path d="M27 14c5 3 7 9 6 15l3 4-4 1-2-3h-6l-2 3-4-1 3-4c-1-6 1-12 6-15z" fill="${colours.markText}"/><circle cx="27" cy="24" r="2.5" fill="${colours.mark}"/><path d="M24 36l3 5 3-5z" fill="${colours.markText}"/>`;
}

export function badgeSvg({ siteName, rank, theme }: { siteName: string; rank: number | null; theme: BadgeTheme }): string {
  const colours = THEMES[theme];
  const { above, below } = badgeLines(siteName, rank);
  const { width, height } = BADGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${above} ${below}`)}">`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="10" fill="${colours.background}" stroke="${colours.border}"/>`,
    `<circle cx="27" cy="27" r="17" fill="${colours.mark}"/>`,
    mark(rank, colours),
    `<text x="54" y="23" font-family="${FONT}" font-size="11" font-weight="600" letter-spacing="0.6" fill="${colours.muted}">${escapeXml(above.toUpperCase())}</text>`,
    `<text x="54" y="42" font-family="${FONT}" font-size="18" font-weight="700" fill="${colours.text}">${escapeXml(below)}</text>`,
    '</svg>',
  ].join('');
}

/** The same badge at twice its size, for screens with dense pixels. */
export function badgePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}
