import { maskSentences, splitSentences } from './quality';

/** Elements a browser shows on lines of their own: their text never runs into the text around them. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'select', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
/** Elements whose content is no text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'svg', 'template', 'noscript', 'textarea']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

/**
 * The text of a page's <main> as a browser shows it (its innerText): each block element on a line of its own,
 * inline elements within the line. Reads the HTML this server renders (well-formed, attributes quoted).
 */
export function mainText(html: string): string {
  // Searched from <body> on: the head's scripts may hold any text.
  const body = Math.max(0, html.search(/<body[\s>]/));
  const found = html.slice(body).search(/<main[\s>]/);
  const start = found < 0 ? -1 : body + found;
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return '';
  const lines: string[] = [];
  let line = '';
  let hidden = 0;
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  for (const token of html.slice(start, end).split(/(<[^>]*>)/)) {
    if (!token) continue;
    if (token[0] !== '<') {
      if (!hidden) line += decode(token);
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(token);
    if (!tag) continue;
    const name = tag[2].toLowerCase();
    if (HIDDEN.has(name)) {
      if (!token.endsWith('/>')) hidden += tag[1] ? -1 : 1;
    } else if (!hidden && BLOCKS.has(name)) {
      endLine();
    }
  }
  endLine();
  return lines.join('\n');
}

/**
 * The sentences of a page's <main> as the measure reads them: its text split where a sentence ends
 * (., ! or ? before a capital or a digit, the guard's rule; a line without a stop runs into the next), the page's
 * own entity words masked, so a sentence that differs from another page's only by the country or niche is shared.
 */
export function renderedSentences(html: string, entityTerms: readonly string[]): Set<string> {
  return maskSentences(splitSentences(mainText(html)), entityTerms);
}
