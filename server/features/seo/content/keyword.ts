import type { Keyword } from '../data/keywords';
import { keywordPageContent, type KeywordContent } from '../data/keywordContent';
import { platformUrl } from '../data/profiles';
import type { PageContent } from './types';

/**
 * A /page/{slug} keyword page: the searcher's intent, our answer, three points, examples and questions of its
 * own (./data/keywordContent). A synonym shows the content of the page it defers to.
 */

/** The slug whose content a keyword page shows: its own, or the one it is canonical to. */
export function contentSlug(slug: string): string {
  const content = keywordPageContent(slug);
  return content && 'canonicalTo' in content ? content.canonicalTo : slug;
}

export function keywordContent(keyword: Pick<Keyword, 'slug' | 'keyword'>): PageContent {
  const source = keywordPageContent(contentSlug(keyword.slug));
  if (!source || 'canonicalTo' in source) throw new Error(`No content for keyword page ${keyword.slug}`);
  const content: KeywordContent = source;
  return {
    intro: [content.intent, ...content.answer],
    points: [...content.points],
    blocks: [
      {
        id: 'examples',
        title: content.examples.title,
        table: {
          caption: content.examples.title,
          columns: ['Example', 'What it shows'],
          rows: content.examples.items.map((item) => ({ name: item.name, url: platformUrl(item.address), cells: [item.note] })),
        },
      },
    ],
    faq: [...content.faq],
    sectionTitles: { ...content.sectionTitles },
    exampleCategories: [],
    facts: content.examples.items.length,
    entityTerms: [keyword.keyword, keyword.slug.replace(/-/g, ' ')],
  };
}
