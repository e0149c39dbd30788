import type { z } from 'zod';
import { pageQuery } from '../common/paging';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

/** Where a suggested keyword came from: the project's website, or leads the customer marked relevant. */
export const SUGGESTION_SOURCES = ['website', 'leads'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

export const suggestionsQuery = pageQuery(20);
export type SuggestionsQuery = z.infer<typeof suggestionsQuery>;

/** Words that say nothing about what people want: never a suggestion, nor half of a two-word one. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below best between both but by can could did do does doing done down during each even ever every few for from further get gets got had has have having he her here hers him his how i if in into is it its just let like made make makes many may me more most much must my need new no nor not now of off on once one only or other our ours out over own per please really same see she should so some such than that the their them then there these they this those through to too try under until up us use used using very via want was way we well were what when where which while who whom why will with within without would yes yet you your yours ' +
    "i'm it's don't can't won't isn't we're you're i've"
  ).split(' '),
);

/** A phrase found in some texts: lower-cased, and in how many of the texts it occurs. */
export interface FoundPhrase {
  phrase: string;
  /** Texts it occurs in (each text counts once). */
  texts: number;
  /** Occurrences in all the texts. */
  occurrences: number;
}

export interface PhraseOptions {
  /** The fewest texts a phrase must occur in (2: it recurs across leads). */
  minTexts?: number;
  /** The fewest occurrences in all the texts. */
  minOccurrences?: number;
  /** The most phrases answered. */
  max?: number;
  /** Phrases never answered (normalized): the project's keywords, its own name. */
  exclude?: Iterable<string>;
}

// Runs of letters, digits and inner ' - + . (so "e-mail", "c++", "node.js" stay one word); anything else ends a run of words.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'+-]|\.(?=[\p{L}\p{N}]))*\+*/gu;
const SEGMENT_BREAK = /[!?;:,()[\]{}"“”|/\n\r\t]+|\.(?![\p{L}\p{N}])|\s[-–—]\s/u;

const meaningful = (word: string) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);

/**
 * The meaningful one- and two-word phrases of some texts, most frequent first (two words before one on a tie):
 * lower-cased, stop words and numbers removed, two-word phrases never across punctuation.
 */
export function frequentPhrases(texts: readonly string[], { minTexts = 1, minOccurrences = 1, max = 10, exclude = [] }: PhraseOptions = {}): FoundPhrase[] {
  const excluded = new Set([...exclude].map((phrase) => phrase.trim().replace(/\s+/g, ' ').toLowerCase()));
  const found = new Map<string, { texts: number; occurrences: number; first: number }>();
  let order = 0;
  for (const text of texts) {
    const inThisText = new Set<string>();
    for (const segment of text.toLowerCase().split(SEGMENT_BREAK)) {
      const words = segment.match(WORD) ?? [];
      words.forEach((word, i) => {
        const candidates = [word, i + 1 < words.length ? `${word} ${words[i + 1]}` : null];
        for (const phrase of candidates) {
          if (!phrase || !phrase.split(' ').every(meaningful) || excluded.has(phrase)) continue;
          const entry = found.get(phrase) ?? { texts: 0, occurrences: 0, first: order++ };
          entry.occurrences += 1;
          if (!inThisText.has(phrase)) entry.texts += 1;
          inThisText.add(phrase);
          found.set(phrase, entry);
        }
      });
    }
  }
  return [...found]
    .filter(([, entry]) => entry.texts >= minTexts && entry.occurrences >= minOccurrences)
    .sort(([a, x], [b, y]) => y.texts - x.texts || y.occurrences - x.occurrences || b.split(' ').length - a.split(' ').length || x.first - y.first)
    .slice(0, max)
    .map(([phrase, { texts: count, occurrences }]) => ({ phrase, texts: count, occurrences }));
}

/** Why a phrase is suggested, in the list's words. */
export const SUGGESTION_REASON = {
  website: "From your project's name and description",
  leads: (count: number) => `In ${count} leads you marked relevant`,
} as const;
