import type { FaqItem } from '../../../../domain/site/faq';
import { frozen, onFirstUse } from './load';
import type { Platform } from './profiles';

/**
 * What each /page/{slug} keyword page says: the searcher's intent in one line, our answer to it, three points
 * for its h3, examples (named directories or concrete cases) and its own questions. A slug that means the same
 * as another names it in `canonicalTo`: the page keeps its own title and headings (spec) but shows the other
 * page's content and points search engines to it.
 */
export interface KeywordContent {
  /** What someone searching this keyword wants. */
  intent: string;
  answer: string[];
  points: string[];
  examples: { title: string; items: Platform[] };
  faq: FaqItem[];
  /** How this page opens the site-wide sections, in the words of its intent: the hero's button, benefits, pricing, closing. */
  sectionTitles: { heroAction: string; benefits: string; pricing: string; closing: string };
}

export type KeywordPageContent = KeywordContent | { canonicalTo: string };

const bySlug = onFirstUse(() => frozen<Readonly<Record<string, KeywordPageContent>>>(require('./keywordContent.json')));

/** What the keyword page of a slug says (./keywordContent.json); undefined for a slug without content. */
export function keywordPageContent(slug: string): KeywordPageContent | undefined {
  return bySlug()[slug];
}
