import { escapeHtml } from '../common/html';

/** The orange accent of generated headings (spec: a highlighted span in an orange colour class with a hover shade). */
export const HIGHLIGHT_CLASS = 'text-orange-500 transition-colors hover:text-orange-600';

/** Builds a heading's HTML from our own texts: `before <span>highlighted</span> after`, every part escaped. */
export function highlightedHtml(before: string, highlighted: string, after = ''): string {
  return `${escapeHtml(before)}<span class="${HIGHLIGHT_CLASS}">${escapeHtml(highlighted)}</span>${escapeHtml(after)}`;
}

/** The plain text of such a heading, for breadcrumbs and link labels. */
export function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}
