import { startFakeHackerNews, startFakeReddit, startLocalServer, type LocalServer } from '../../../test/support/discussionFakes';
import { hackerNewsSource } from './sources/hackerNews';
import { redditSource } from './sources/reddit';
import { getJson, SourceUnavailable } from './sources/source';

const servers: LocalServer[] = [];
const serve = async (server: Promise<LocalServer>) => {
  const started = await server;
  servers.push(started);
  return started;
};
afterAll(() => Promise.all(servers.map((s) => s.close())));

const weekAgo = () => new Date(Date.now() - 7 * 24 * 3600_000);

describe('the discussion sources', () => {
  it('When Reddit answers a search listing, then each t3 post becomes a post with its fullname as id, permalink, subreddit and date; older ones are left out', async () => {
    const reddit = await serve(startFakeReddit([
      { id: 'abc', title: 'Need a CRM', body: 'help', author: 'u1', hoursAgo: 1 },
      { id: 'old', title: 'Old', body: '', author: '[deleted]', hoursAgo: 24 * 10 },
    ]));
    const posts = await redditSource(`${reddit.url}/`, { timeoutMs: 2000 }).search('crm tool', weekAgo());
    expect(posts).toEqual([{ source: 'reddit', sourceId: 't3_abc', url: 'https://www.reddit.com/r/SaaS/comments/abc/post/', title: 'Need a CRM', body: 'help', author: 'u1', community: 'r/SaaS', postedAt: expect.any(Date) }]);
    expect(reddit.requests[0].searchParams.get('q')).toBe('"crm tool"');
  });

  it('When Hacker News answers hits, then HTML text is made plain and each hit links to its item', async () => {
    const hn = await serve(startFakeHackerNews([{ id: '77', title: 'Ask HN: invoices?', body: "<p>It's <i>hard</i> &amp; slow", author: 'a', hoursAgo: 2 }]));
    const [post] = await hackerNewsSource(hn.url, { timeoutMs: 2000 }).search('invoices', weekAgo());
    expect(post).toMatchObject({ source: 'hackernews', sourceId: '77', url: 'https://news.ycombinator.com/item?id=77', body: "\nIt's hard & slow", community: 'Hacker News' });
  });

  it('When a source answers 429, then the client waits (Retry-After, capped) and tries again; after the last attempt it gives up', async () => {
    let calls = 0;
    const limited = await serve(startLocalServer((_url, _req, res) => {
      calls += 1;
      if (calls < 3) return res.writeHead(429, { 'Retry-After': calls === 1 ? '2' : '120' }).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    }));
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await getJson(new URL(limited.url), { timeoutMs: 2000, sleep, maxBackoffMs: 30_000 })).toEqual({ ok: true });
    expect(waits).toEqual([2000, 30_000]);
    calls = -10;
    await expect(getJson(new URL(limited.url), { timeoutMs: 2000, sleep, attempts: 2 })).rejects.toThrow(/HTTP 429/);
  });

  it('When a source does not answer in time, answers 500 or answers something else than its shape, then the search fails with SourceUnavailable', async () => {
    const broken = await serve(startLocalServer((url, _req, res) => {
      if (url.pathname === '/search.json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"children":"nope"}}');
      if (url.pathname === '/api/v1/search_by_date') return res.writeHead(500).end();
      // anything else never answers
    }));
    await expect(redditSource(broken.url, { timeoutMs: 2000 }).search('x', weekAgo())).rejects.toThrow(SourceUnavailable);
    await expect(hackerNewsSource(broken.url, { timeoutMs: 2000 }).search('x', weekAgo())).rejects.toThrow(/HTTP 500/);
    const started = Date.now();
    await expect(getJson(new URL(`${broken.url}/hang`), { timeoutMs: 200 })).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
