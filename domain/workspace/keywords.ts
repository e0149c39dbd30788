import { z } from 'zod';

export const KEYWORD_NOT_FOUND = 'Keyword not found';
export const KEYWORD_DUPLICATE = 'This keyword is already in the project';
export const KEYWORD_LIMIT_REACHED = (max: number) => `Your plan allows ${max} keywords per project. Remove one or upgrade your plan to add another.`;

/** Lower-cased with single spaces: two phrases that differ only in case or spacing are the same keyword. */
export const normalizePhrase = (phrase: string) => phrase.trim().replace(/\s+/g, ' ').toLowerCase();

export const keywordInput = z.object({
  phrase: z
    .string({ error: 'Keyword is required' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2, 'A keyword must be at least 2 characters').max(60, 'A keyword must be at most 60 characters')),
  /** Match only the whole word or phrase ("app" does not match "apple"). */
  wholeWord: z.boolean({ error: 'wholeWord must be true or false' }).default(false),
  /** A post containing a negative keyword is never a lead. */
  negative: z.boolean({ error: 'negative must be true or false' }).default(false),
});
export type KeywordInput = z.infer<typeof keywordInput>;

/** The part of a keyword that matching needs. */
export interface KeywordRule {
  phrase: string;
  wholeWord: boolean;
  negative: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does the text contain the keyword (case-insensitive; whole words only when asked)? */
export function keywordMatches(rule: Pick<KeywordRule, 'phrase' | 'wholeWord'>, text: string): boolean {
  const body = escape(normalizePhrase(rule.phrase)).replace(/ /g, '\\s+');
  // Letters and digits of any script count as word characters for whole-word matching.
  const pattern = rule.wholeWord ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : body;
  return new RegExp(pattern, 'iu').test(text);
}
