import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for tests: `handle` answers each request; `requests` records the URLs asked. */
export interface LocalServer {
  url: string;
  port: number;
  requests: URL[];
  close(): Promise<void>;
}

export async function startLocalServer(handle: (url: URL, req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handle(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

export interface FakePost {
  id: string;
  title: string;
  body: string;
  author: string;
  /** Hours before now. */
  hoursAgo: number;
}

const epoch = (hoursAgo: number) => Math.floor(Date.now() / 1000 - hoursAgo * 3600);

/** Reddit's /search.json in the shape Reddit answers (a Listing of t3 children), the same posts for any query. */
export function startFakeReddit(posts: readonly FakePost[]): Promise<LocalServer> {
  return startLocalServer((url, _req, res) => {
    if (url.pathname !== '/search.json') return json(res, { message: 'Not Found', error: 404 }, 404);
    json(res, {
      kind: 'Listing',
      data: {
        after: null,
        dist: posts.length,
        children: posts.map((post) => ({
          kind: 't3',
          data: {
            id: post.id,
            name: `t3_${post.id}`,
            title: post.title,
            selftext: post.body,
            author: post.author,
            subreddit: 'SaaS',
            subreddit_name_prefixed: 'r/SaaS',
            permalink: `/r/SaaS/comments/${post.id}/post/`,
            url: `https://www.reddit.com/r/SaaS/comments/${post.id}/post/`,
            created_utc: epoch(post.hoursAgo),
            score: 3,
            num_comments: 1,
          },
        })),
      },
    });
  });
}

/** HN's Algolia /api/v1/search_by_date in the shape it answers (hits with objectID, created_at_i...). */
export function startFakeHackerNews(posts: readonly FakePost[]): Promise<LocalServer> {
  return startLocalServer((url, _req, res) => {
    if (url.pathname !== '/api/v1/search_by_date') return json(res, { message: 'Not Found', status: 404 }, 404);
    json(res, {
      hits: posts.map((post) => ({
        objectID: post.id,
        title: post.title,
        story_text: post.body.replace(/'/g, '&#x27;'),
        author: post.author,
        created_at: new Date(epoch(post.hoursAgo) * 1000).toISOString(),
        created_at_i: epoch(post.hoursAgo),
        points: 4,
        _tags: ['story', `author_${post.author}`, `story_${post.id}`],
      })),
      nbHits: posts.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 50,
    });
  });
}
