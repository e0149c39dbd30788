import type { SeoPageData } from '../../../../domain/seo/types';

/** What a family's builder makes for one page: its own content, and what the thin-page guard needs to judge it. */
export type PageContent = Pick<SeoPageData, 'intro' | 'points' | 'aside' | 'blocks' | 'faq' | 'faqTitle' | 'exampleCategories' | 'sectionTitles'> & {
  /** How many data-backed facts the page shows: dataset values and curated entries, not sentences of ours. */
  facts: number;
  /** The words that name the page's subject (country, audience, keyword), masked when pages are compared. */
  entityTerms: string[];
  /** Why the subject lacks the data its family needs to be worth indexing; undefined when it has it. */
  missingData?: string;
};
