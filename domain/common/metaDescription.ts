/**
 * Meta descriptions that never run thin: search results show about 160 characters, and a description of a few
 * words is shown as-is (or replaced by whatever text the engine picks). One rule for products and blog posts.
 */
export const META_DESCRIPTION_MIN = 110;
export const META_DESCRIPTION_MAX = 160;
const ELLIPSIS = '...';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A part as a sentence of its own: ends with a stop so the next part does not run into it. */
const asSentence = (text: string) => (/[.!?…:]$/.test(text) ? text : `${text}.`);

/** Cut at the last word boundary that leaves room for the ellipsis within max; hard at max - 3 in a word longer than the room. */
export function cutAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= META_DESCRIPTION_MIN - ELLIPSIS.length ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}

/**
 * A description of 110 to 160 characters: the first part alone when it is long enough, else the parts in order
 * (each a sentence, none repeated) until it is, cut at a word boundary when over 160. The last part should be a
 * sentence that is always there (the site's own words), so that even a one-word first part reaches 110.
 */
export function metaDescription(parts: readonly (string | null | undefined)[]): string {
  const sentences: string[] = [];
  let text = '';
  for (const part of parts) {
    const clean = oneLine(part ?? '');
    if (!clean || sentences.some((s) => s.toLowerCase().includes(clean.toLowerCase().replace(/[.!?…]+$/, '')))) continue;
    sentences.push(clean);
    text = sentences.length === 1 ? clean : `${sentences.slice(0, -1).map(asSentence).join(' ')} ${clean}`;
    if (text.length >= META_DESCRIPTION_MIN) break;
  }
  return cutAtWord(text);
}
