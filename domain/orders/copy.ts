/**
 * The product's copy as directories ask for it: a tagline, a short and a long description at the lengths their
 * forms take. The customer may write each; what they leave empty is cut from their description, at a sentence
 * or word boundary, never mid-word.
 */
export const TAGLINE_MAX = 60;
export const SHORT_DESCRIPTION_MAX = 160;
export const LONG_DESCRIPTION_MAX = 1000;

/** The copy fields of the order form, with their limits (the counters show them). */
export const COPY_FIELDS = [
  { name: 'tagline', label: 'Tagline', max: TAGLINE_MAX },
  { name: 'shortDescription', label: 'Short description', max: SHORT_DESCRIPTION_MAX },
  { name: 'longDescription', label: 'Long description', max: LONG_DESCRIPTION_MAX },
] as const;
export type CopyField = (typeof COPY_FIELDS)[number]['name'];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The longest start of a text within max characters: whole sentences when one fits, else whole words. */
export function fitText(text: string, max: number): string {
  const flat = max <= SHORT_DESCRIPTION_MAX ? oneLine(text) : text.trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max + 1);
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '.\n', '!\n', '?\n'].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1).trim();
  const wordEnd = head.lastIndexOf(' ');
  return (wordEnd > 0 ? head.slice(0, wordEnd) : flat.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

/** The first sentence of a text (its first line when it has no full stop). */
const firstSentence = (text: string) => oneLine(/^[^\n]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim().split('\n')[0]);

export interface ProductCopy {
  tagline: string;
  shortDescription: string;
  longDescription: string;
}

/** The copy to paste: what the customer wrote, or what their description gives within each length. */
export function productCopy(product: { description: string; tagline?: string | null; shortDescription?: string | null; longDescription?: string | null }): ProductCopy {
  const description = product.description ?? '';
  return {
    tagline: fitText(product.tagline || firstSentence(description).replace(/[.!]$/, ''), TAGLINE_MAX),
    shortDescription: fitText(product.shortDescription || description, SHORT_DESCRIPTION_MAX),
    longDescription: fitText(product.longDescription || description, LONG_DESCRIPTION_MAX),
  };
}

/**
 * The product's address as given to one directory, tagged so the customer's analytics credit it:
 * utm_source is the directory's domain, utm_medium is 'directory' (other parameters stay).
 */
export function taggedWebsite(website: string, directoryDomain: string): string {
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    return website;
  }
  url.searchParams.set('utm_source', directoryDomain);
  url.searchParams.set('utm_medium', 'directory');
  return url.toString();
}
