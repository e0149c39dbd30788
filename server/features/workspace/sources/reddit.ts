import { z } from 'zod';
import { endpoint, getJson, SourceUnavailable, type DiscussionPost, type DiscussionSource, type JsonClientOptions } from './source';

// The fields of Reddit's search listing (/search.json) that a lead needs; the rest is ignored.
const listing = z.object({
  data: z.object({
    children: z.array(
      z.object({
        kind: z.string(),
        data: z.object({
          name: z.string(),
          title: z.string().default(''),
          selftext: z.string().default(''),
          author: z.string().nullish(),
          subreddit: z.string().default(''),
          permalink: z.string(),
          created_utc: z.number(),
        }),
      }),
    ),
  }),
});

/** Reddit's public JSON search, newest first, over the last week. */
export function redditSource(baseUrl: string, options: JsonClientOptions): DiscussionSource {
  return {
    name: 'reddit',
    async search(phrase, since) {
      const url = endpoint(baseUrl, '/search.json', { q: `"${phrase}"`, sort: 'new', t: 'week', limit: '50', type: 'link', raw_json: '1' });
      const parsed = listing.safeParse(await getJson(url, options));
      if (!parsed.success) throw new SourceUnavailable(`${url.host}: unexpected listing shape`);
      return parsed.data.data.children
        .filter((child) => child.kind === 't3')
        .map(({ data }): DiscussionPost => ({
          source: 'reddit',
          sourceId: data.name,
          url: new URL(data.permalink, 'https://www.reddit.com').href,
          title: data.title,
          body: data.selftext,
          author: data.author && data.author !== '[deleted]' ? data.author : null,
          community: `r/${data.subreddit}`,
          postedAt: new Date(data.created_utc * 1000),
        }))
        .filter((post) => post.postedAt > since);
    },
  };
}
