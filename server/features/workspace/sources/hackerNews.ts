import { z } from 'zod';
import { endpoint, getJson, SourceUnavailable, type DiscussionPost, type DiscussionSource, type JsonClientOptions } from './source';

// The fields of HN's Algolia search (/api/v1/search_by_date) that a lead needs.
const results = z.object({
  hits: z.array(
    z.object({
      objectID: z.string(),
      title: z.string().nullish(),
      story_title: z.string().nullish(),
      story_text: z.string().nullish(),
      comment_text: z.string().nullish(),
      author: z.string().nullish(),
      created_at_i: z.number(),
    }),
  ),
});

/** HN text is HTML: tags dropped, the common entities decoded. */
const plainText = (html: string) =>
  html
    .replace(/<p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#x27;|&#39;/gi, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Hacker News stories and comments through the Algolia search API, newest first. */
export function hackerNewsSource(baseUrl: string, options: JsonClientOptions): DiscussionSource {
  return {
    name: 'hackernews',
    async search(phrase, since) {
      const url = endpoint(baseUrl, '/api/v1/search_by_date', { query: phrase, tags: '(story,comment)', hitsPerPage: '50', numericFilters: `created_at_i>${Math.floor(since.getTime() / 1000)}` });
      const parsed = results.safeParse(await getJson(url, options));
      if (!parsed.success) throw new SourceUnavailable(`${url.host}: unexpected search shape`);
      return parsed.data.hits
        .map((hit): DiscussionPost => ({
          source: 'hackernews',
          sourceId: hit.objectID,
          url: `https://news.ycombinator.com/item?id=${encodeURIComponent(hit.objectID)}`,
          title: hit.title ?? (hit.story_title ? `Re: ${hit.story_title}` : 'Hacker News comment'),
          body: plainText(hit.story_text ?? hit.comment_text ?? ''),
          author: hit.author ?? null,
          community: 'Hacker News',
          postedAt: new Date(hit.created_at_i * 1000),
        }))
        .filter((post) => post.postedAt > since);
    },
  };
}
