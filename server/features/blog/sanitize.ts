import sanitizeHtml from 'sanitize-html';

/**
 * THE sanitiser of post bodies (sanitize-html, an allow-list): headings, paragraphs, lists, links with safe
 * schemes, images from this site, code, blockquotes and tables survive; scripts, styles, event handlers,
 * inline styles, frames and forms do not. Every write of a body goes through it.
 *
 * sanitize-html is pinned at 2.17.5, the last release that runs on Node 20 (2.17.6 requires Node 22.12).
 * Its later fixes concern raw-text tags (textarea, xmp) and SVG, which this allow-list never lets through.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
    'strong', 'em', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'code', 'kbd', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    code: ['class'],
  },
  // Code blocks keep their language for highlighting; nothing else carries a class.
  allowedClasses: { code: ['language-*'] },
  // The page's own title is its only h1; b and i become their meaningful forms.
  transformTags: { h1: 'h2', b: 'strong', i: 'em', strike: 's' },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from this site (the page's CSP allows no other origin, and readers' addresses stay ours).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
// Sanitised HTML closes its blocks in one spelling: a space after each keeps words of two blocks apart.
const BLOCK_END = /<\/(p|h[2-6]|li|blockquote|pre|td|th|caption|figcaption)>|<br \/>|<hr \/>/g;
const ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

/** The plain text of sanitised HTML, whitespace collapsed, cut at a word boundary near `max` characters. */
export function plainExcerpt(sanitised: string, max = 300): string {
  const text = sanitizeHtml(sanitised.replace(BLOCK_END, '$& '), TEXT_ONLY)
    .replace(/&(lt|gt|amp|quot);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
