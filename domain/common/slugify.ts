/**
 * THE slug function of the project (spec section 5, "Slug generation"): used for product slugs,
 * the programmatic SEO families and anything else that turns a name into an address.
 *
 * Steps, in the spec's order:
 * 1. trim surrounding whitespace, 2. lower-case,
 * 3. fold accents to plain letters (é -> e, ñ -> n, ß -> ss, æ -> ae, ø -> o ...),
 * 4. turn the separators · / _ , : ; and every run of whitespace into hyphens,
 * 5. drop every character other than a-z, 0-9, space and hyphen,
 * 6. collapse repeated hyphens.
 * Hyphens left at either end (from leading/trailing punctuation, e.g. "Hello!?" or "-x-") are removed,
 * so a slug never starts or ends with a hyphen; an input without any letter or digit gives ''.
 */

/** Letters that Unicode does not decompose into base letter + combining mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

export function slugify(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? '')
    .replace(/[·/_,:;]/g, '-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
