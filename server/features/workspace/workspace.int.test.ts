import request from 'supertest';
import { runCommand } from '../../../test/support/cli';
import { startFakeHackerNews, startFakeReddit, startLocalServer, type FakePost, type LocalServer } from '../../../test/support/discussionFakes';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { registeredRoutes } from '../../core/http/registeredRoutes';
import { FeedbackModel, KeywordModel, LeadModel, MentionModel, OfferModel, ProjectModel, SuggestionModel, UsageModel } from './model';
import { projectScanSchedule, scanProject } from './scan';
import type { DiscussionSource } from './sources/source';
import { asUser, signUp } from '../../../test/support/session';

// What the sources hold: some posts match the keywords, some do not, one is excluded by a negative keyword.
const redditPosts: FakePost[] = [
  { id: 'r1', title: 'Looking for an invoice tool for my agency', body: 'Any recommendations? Spreadsheets are killing me.', author: 'maker1', hoursAgo: 2 },
  { id: 'r2', title: 'What pizza do you like', body: 'Nothing to do with software.', author: 'eater', hoursAgo: 1 },
  { id: 'r3', title: 'We are hiring: invoice clerk', body: 'Full time role.', author: 'hr', hoursAgo: 3 },
  { id: 'r4', title: 'Apple released something', body: 'crmble cookies', author: 'fan', hoursAgo: 4 },
  { id: 'r5', title: 'Old thread about invoice apps', body: 'From last month.', author: 'late', hoursAgo: 24 * 30 },
];
const hnPosts: FakePost[] = [
  { id: '4001', title: 'Ask HN: Which CRM do you use for a two-person startup?', body: "I'm struggling with follow-ups", author: 'pg_fan', hoursAgo: 0.5 },
  { id: '4002', title: 'Show HN: A Rust compiler', body: 'No keywords here', author: 'rustacean', hoursAgo: 5 },
];

const SITE_HTML = `<!doctype html><html><head>
<meta charset="utf-8"><title>  InvoiceFlow &amp; Co — invoices in one click </title>
<meta name="description" content="Send invoices &quot;fast&quot; and get paid.">
<meta property="og:title" content="InvoiceFlow"><meta property="og:image" content="/og.png"><meta property="og:site_name" content="InvoiceFlow">
<link rel="icon" href="/static/icon.svg"></head><body><h1>Hello</h1></body></html>`;

let t: TestApp;
let reddit: LocalServer;
let hn: LocalServer;
let site: LocalServer;

beforeAll(async () => {
  [reddit, hn] = await Promise.all([startFakeReddit(redditPosts), startFakeHackerNews(hnPosts)]);
  site = await startLocalServer((url, _req, res) => {
    if (url.pathname === '/') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(SITE_HTML);
    if (url.pathname === '/moved') return res.writeHead(301, { Location: '/' }).end();
    if (url.pathname === '/to-metadata') return res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url.pathname === '/loop') return res.writeHead(302, { Location: '/loop' }).end();
    if (url.pathname === '/data.json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    if (url.pathname === '/huge') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><head><title>Huge page</title></head><body>');
      const chunk = 'x'.repeat(64 * 1024);
      const timer = setInterval(() => (res.writableEnded ? clearInterval(timer) : res.write(chunk)), 1);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Not found</title>');
  });
  t = await createTestApp(__filename, { WEBSITE_INFO_ALLOW_PRIVATE: 'on', REDDIT_BASE_URL: reddit.url, HN_SEARCH_BASE_URL: `${hn.url}/` });
  await Promise.all([LeadModel.init(), KeywordModel.init(), MentionModel.init(), OfferModel.init(), FeedbackModel.init(), SuggestionModel.init()]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([reddit?.close(), hn?.close(), site?.close()]);
});

const customer = async (email: string) => asUser(t.app, await signUp(t.app, email, { password: 'lead password 1', firstName: 'Lee' }));

// Before the workers start (in the BullMQ test below), so no background scan moves a project's last scan.
describe('the scan window and failing sources', () => {
  it('When a project is scanned again or gets a new keyword, then old keywords look back from the last scan and new ones a week; no keywords leave it unscanned', async () => {
    const founder = await customer('window@example.com');
    const project = (await founder.post('/api/projects', { name: 'Window', url: 'https://window.example' }).expect(201)).body.id;
    const asked: { phrase: string; daysBack: number }[] = [];
    const recording: DiscussionSource = {
      name: 'reddit',
      search: async (phrase, since) => {
        asked.push({ phrase, daysBack: Math.round((Date.now() - since.getTime()) / 86_400_000) });
        return [];
      },
    };
    await scanProject(t.platform, project, [recording]);
    expect((await founder.get(`/api/projects/${project}`).expect(200)).body.lastScanAt).toBeNull();
    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'alpha' }).expect(201);
    await scanProject(t.platform, project, [recording]);
    await scanProject(t.platform, project, [recording]);
    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'beta' }).expect(201);
    await scanProject(t.platform, project, [recording]);
    // Every scan also looks for the project's name and domain (mentions), always over the scan's window.
    expect(asked.filter((a) => ['Window', 'window.example'].includes(a.phrase))).toEqual([
      { phrase: 'Window', daysBack: 7 },
      { phrase: 'window.example', daysBack: 7 },
      { phrase: 'Window', daysBack: 7 },
      { phrase: 'window.example', daysBack: 7 },
      { phrase: 'Window', daysBack: 1 },
      { phrase: 'window.example', daysBack: 1 },
      { phrase: 'Window', daysBack: 1 },
      { phrase: 'window.example', daysBack: 1 },
    ]);
    expect(asked.filter((a) => !['Window', 'window.example'].includes(a.phrase))).toEqual([
      { phrase: 'alpha', daysBack: 7 },
      { phrase: 'alpha', daysBack: 1 },
      { phrase: 'alpha', daysBack: 1 },
      { phrase: 'beta', daysBack: 7 },
    ]);
  });

  it('When one source fails, then the other still brings leads and the failure is reported; when every source fails, the scan fails (and the job is retried)', async () => {
    const founder = await customer('failing@example.com');
    const project = (await founder.post('/api/projects', { name: 'Failing', url: 'https://failing.example' }).expect(201)).body.id;
    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'invoice' }).expect(201);
    const down: DiscussionSource = { name: 'hackernews', search: async () => Promise.reject(new Error('HTTP 503')) };
    const up: DiscussionSource = { name: 'reddit', search: async () => [{ source: 'reddit', sourceId: 't3_ok', url: 'https://www.reddit.com/r/x/comments/ok/', title: 'invoice help', body: '', author: null, community: 'r/x', postedAt: new Date() }] };
    expect(await scanProject(t.platform, project, [down, up])).toEqual({
      projectId: project,
      found: 1,
      added: 1,
      mentionsAdded: 0,
      failures: ['hackernews "invoice": HTTP 503', 'hackernews "Failing": HTTP 503', 'hackernews "failing.example": HTTP 503'],
    });
    await expect(scanProject(t.platform, project, [down])).rejects.toThrow(/every source failed/);
  });
});

describe('projects, keywords and leads', () => {
  let founder: Awaited<ReturnType<typeof customer>>;
  let projectId: string;

  beforeAll(async () => {
    founder = await customer('founder@example.com');
  });

  it("When a founder creates a project from a local site's URL, then title and description are prefilled from the page and a 15-minute scan is scheduled", async () => {
    const info = (await founder.get(`/api/projects/website-infos?url=${encodeURIComponent(`${site.url}/moved`)}`).expect(200)).body;
    expect(info).toEqual({
      url: `${site.url}/`,
      title: 'InvoiceFlow & Co — invoices in one click',
      description: 'Send invoices "fast" and get paid.',
      openGraph: { title: 'InvoiceFlow', description: null, image: `${site.url}/og.png`, siteName: 'InvoiceFlow', type: null },
      favicon: `${site.url}/static/icon.svg`,
    });
    const created = await founder.post('/api/projects', { name: info.title, url: info.url, description: info.description }).expect(201);
    projectId = created.body.id;
    expect(created.body).toMatchObject({ name: 'InvoiceFlow & Co — invoices in one click', url: `${site.url}/`, description: 'Send invoices "fast" and get paid.', keywordCount: 0, lastScanAt: null });
    expect((await founder.get('/api/projects/my').expect(200)).body.map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect((await founder.get(`/api/projects/${projectId}`).expect(200)).body.id).toBe(projectId);
    expect(await projectScanSchedule(t.platform, projectId)).toMatchObject({ every: 15 * 60_000 });
  });

  it('When keywords are added, then phrases are trimmed, a duplicate in another case is refused with 409, and the free plan caps them at 5 with error "limit"', async () => {
    const added = await founder.post(`/api/projects/${projectId}/keyword`, { phrase: '  invoice  ' }).expect(201);
    expect(added.body).toMatchObject({ phrase: 'invoice', wholeWord: false, negative: false });
    // A new keyword asks for a scan at once.
    const waiting = await t.queues.queue('leads-scan').getJobs(['waiting']);
    expect(waiting.filter((job) => job.id?.startsWith(`scan-now-${projectId}-`)).map((job) => job.data)).toEqual([{ projectId }]);
    await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'CRM', wholeWord: true }).expect(201);
    await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'hiring', negative: true }).expect(201);
    const duplicate = await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'INVOICE' });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, 'This keyword is already in the project']);
    const bad = await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'x' });
    expect([bad.status, bad.body.message]).toEqual([400, 'A keyword must be at least 2 characters']);
    expect((await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'billing', wholeWord: 'yes' })).status).toBe(400);
    const extra = await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'temporary' }).expect(201);
    await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'quote' }).expect(201);
    const over = await founder.post(`/api/projects/${projectId}/keyword`, { phrase: 'receipts' });
    expect([over.status, over.body.error]).toEqual([403, 'limit']);
    expect(over.body.message).toMatch(/5 keywords per project/);
    await founder.delete(`/api/projects/${projectId}/keyword/${extra.body.id}`).expect(200);
    await founder.delete(`/api/projects/${projectId}/keyword/${extra.body.id}`).expect(404);
    const keywords = (await founder.get(`/api/projects/${projectId}/keywords`).expect(200)).body;
    expect(keywords.map((k: { phrase: string }) => k.phrase)).toEqual(['invoice', 'CRM', 'hiring', 'quote']);
  });

  it('When a scan runs against the local Reddit and Hacker News, then only matching recent posts become leads, newest first with scores; a second scan adds none', async () => {
    const first = await runCommand(t.platform, ['leads:scan', projectId]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/scanned 1 project: \d+ posts found, 2 new leads/);
    expect(reddit.requests.some((u) => u.searchParams.get('q') === '"invoice"' && u.searchParams.get('sort') === 'new')).toBe(true);
    expect(hn.requests.some((u) => u.searchParams.get('query') === 'CRM' && /created_at_i>\d+/.test(u.searchParams.get('numericFilters') ?? ''))).toBe(true);
    // The negative keyword is never searched for.
    expect([...reddit.requests, ...hn.requests].some((u) => /hiring/.test(u.search))).toBe(false);

    const page = (await founder.get(`/api/projects/${projectId}/leads`).expect(200)).body;
    expect(page.total).toBe(2);
    expect(page.leads.map((l: { sourceId: string }) => l.sourceId)).toEqual(['4001', 't3_r1']);
    expect(page.leads[0]).toMatchObject({ source: 'hackernews', url: 'https://news.ycombinator.com/item?id=4001', community: 'Hacker News', matchedKeywords: ['CRM'], intentPhrases: ['struggling with'], score: 50, status: 'new' });
    expect(page.leads[0].excerpt).toBe("I'm struggling with follow-ups");
    expect(page.leads[1]).toMatchObject({ source: 'reddit', url: 'https://www.reddit.com/r/SaaS/comments/r1/post/', community: 'r/SaaS', author: 'maker1', matchedKeywords: ['invoice'], intentPhrases: ['looking for', 'any recommendations', 'recommend'], score: 75 });

    const second = await runCommand(t.platform, ['leads:scan', projectId]);
    expect(second.stdout).toMatch(/0 new leads/);
    expect((await founder.get(`/api/projects/${projectId}/leads`).expect(200)).body.total).toBe(2);
    expect(await LeadModel.countDocuments({ projectId })).toBe(2);
    expect((await founder.get(`/api/projects/${projectId}`).expect(200)).body.lastScanAt).toEqual(expect.any(String));
  });

  it('When leads:scan is given a bad or unknown project, then it refuses; without one it scans every project and restores a lost schedule', async () => {
    await expect(runCommand(t.platform, ['leads:scan', 'nope'])).rejects.toThrow(/not a project id: nope/);
    expect(await runCommand(t.platform, ['leads:scan', '0123456789abcdef01234567'])).toEqual({ code: 1, stdout: 'error: no project 0123456789abcdef01234567' });
    await t.queues.queue('leads-scan').removeJobScheduler(`project-${projectId}`);
    const all = await runCommand(t.platform, ['leads:scan', '--json']);
    expect(JSON.parse(all.stdout)).toEqual({ projects: await ProjectModel.countDocuments({}), found: expect.any(Number), added: expect.any(Number), mentions: expect.any(Number), failed: 0 });
    expect(await LeadModel.countDocuments({ projectId })).toBe(2);
    expect(await projectScanSchedule(t.platform, projectId)).toMatchObject({ every: 15 * 60_000 });
  });

  it('When leads are paged, filtered by date and status, and marked, then the list follows; bad values answer 400', async () => {
    const [newest, older] = (await founder.get(`/api/projects/${projectId}/leads`).expect(200)).body.leads;
    expect((await founder.get(`/api/projects/${projectId}/leads?page=2&limit=1`).expect(200)).body).toMatchObject({ total: 2, page: 2, limit: 1, leads: [{ id: older.id }] });
    const since = new Date(Date.now() - 3600_000).toISOString();
    expect((await founder.get(`/api/projects/${projectId}/leads?from=${encodeURIComponent(since)}`).expect(200)).body.leads.map((l: { id: string }) => l.id)).toEqual([newest.id]);
    expect((await founder.put(`/api/projects/${projectId}/leads/${older.id}`, { status: 'saved' }).expect(200)).body.status).toBe('saved');
    expect((await founder.get(`/api/projects/${projectId}/leads?status=saved`).expect(200)).body.leads.map((l: { id: string }) => l.id)).toEqual([older.id]);
    for (const query of ['limit=1000', 'page=0', 'from=yesterday', 'status=done', 'limit=abc']) {
      const answer = await founder.get(`/api/projects/${projectId}/leads?${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await founder.put(`/api/projects/${projectId}/leads/${older.id}`, { status: 'won' })).status).toBe(400);
  });

  it('When a scan is asked for through the API, then the BullMQ worker runs it', async () => {
    // Stopped with the app in afterAll.
    t.startWorkers();
    await LeadModel.deleteMany({ projectId });
    expect((await founder.post(`/api/projects/${projectId}/scan`).expect(202)).body).toMatchObject({ queued: true });
    await eventually(async () => (await founder.get(`/api/projects/${projectId}/leads`)).body.total === 2, 15_000);
  });

  it('When a project is created over the cap, updated with bad values or deleted, then the answers say so and its leads, keywords and schedule go', async () => {
    const over = await founder.post('/api/projects', { name: 'Second', url: 'https://second.example' });
    expect([over.status, over.body.error]).toEqual([403, 'limit']);
    for (const body of [{}, { name: 'X', url: 'not a url' }, { name: '', url: 'https://a.example' }, { name: 'X', url: 'javascript:alert(1)' }]) {
      const answer = await founder.put(`/api/projects/${projectId}`, body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await founder.put(`/api/projects/${projectId}`, { name: 'Renamed', url: 'https://invoiceflow.example' }).expect(200)).body).toMatchObject({ name: 'Renamed', description: '' });
    expect((await founder.get('/api/projects/month-replies').expect(200)).body).toEqual({ month: new Date().toISOString().slice(0, 7), used: 0, allowed: 20 });
    await founder.delete(`/api/projects/${projectId}`).expect(200);
    await founder.get(`/api/projects/${projectId}`).expect(404);
    expect(await LeadModel.countDocuments({ projectId })).toBe(0);
    expect(await KeywordModel.countDocuments({ projectId })).toBe(0);
    expect(await projectScanSchedule(t.platform, projectId)).toBeNull();
  });
});

describe("another user's ids", () => {
  it('When a customer uses the project, keyword, lead, mention, offer, feedback or suggestion ids of another, or malformed ids, then every workspace route answers 404 and nothing changes', async () => {
    const owner = await customer('owner@example.com');
    const other = await customer('other@example.com');
    const project = (await owner.post('/api/projects', { name: 'Owned', url: 'https://owned.example', description: 'Invoices for busy plumbers' }).expect(201)).body.id;
    const keyword = (await owner.post(`/api/projects/${project}/keyword`, { phrase: 'invoice' }).expect(201)).body.id;
    await runCommand(t.platform, ['leads:scan', project]);
    const lead = (await owner.get(`/api/projects/${project}/leads`).expect(200)).body.leads[0].id;
    const mention = String(
      (await MentionModel.create({ projectId: project, source: 'reddit', sourceId: 't3_owned', url: 'https://www.reddit.com/r/x/comments/owned/', title: 'Owned is great', postedAt: new Date(), matched: ['Owned'] }))._id,
    );
    await owner.get(`/api/posts/${mention}/generate`).expect(200);
    const offer = (await owner.post('/api/offers/add-update', { projectId: project, title: 'A month free' }).expect(200)).body.id;
    const feedback = (await owner.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: lead, status: 'irrelevant' }).expect(200)).body.id;
    const suggestion = (await owner.get(`/api/suggestions/${project}/project`).expect(200)).body.suggestions[0].id;
    const ownProject = (await other.post('/api/projects', { name: 'Mine', url: 'https://mine.example' }).expect(201)).body.id;
    const day = new Date().toISOString().slice(0, 10);

    const calls: [string, () => request.Test][] = [
      [`GET /projects/:id`, () => other.get(`/api/projects/${project}`)],
      [`PUT /projects/:id`, () => other.put(`/api/projects/${project}`, { name: 'Stolen', url: 'https://x.example' })],
      [`DELETE /projects/:id`, () => other.delete(`/api/projects/${project}`)],
      [`GET /projects/:id/keywords`, () => other.get(`/api/projects/${project}/keywords`)],
      [`POST /projects/:id/keyword`, () => other.post(`/api/projects/${project}/keyword`, { phrase: 'stolen' })],
      [`DELETE /projects/:id/keyword/:keywordId`, () => other.delete(`/api/projects/${project}/keyword/${keyword}`)],
      [`DELETE own project, other's keyword`, () => other.delete(`/api/projects/${ownProject}/keyword/${keyword}`)],
      [`GET /projects/:id/leads`, () => other.get(`/api/projects/${project}/leads`)],
      [`PUT /projects/:id/leads/:leadId`, () => other.put(`/api/projects/${project}/leads/${lead}`, { status: 'ignored' })],
      [`PUT own project, other's lead`, () => other.put(`/api/projects/${ownProject}/leads/${lead}`, { status: 'ignored' })],
      [`POST /projects/:id/scan`, () => other.post(`/api/projects/${project}/scan`)],
      [`GET /projects/:id/dm`, () => other.get(`/api/projects/${project}/dm`)],
      [`PUT /projects/:id/dm`, () => other.put(`/api/projects/${project}/dm`, { dm: 'Hi {author}, a message of mine' })],
      [`GET /projects/:id/generate-dm`, () => other.get(`/api/projects/${project}/generate-dm?leadId=${lead}`)],
      [`GET own project's generate-dm, other's lead`, () => other.get(`/api/projects/${ownProject}/generate-dm?leadId=${lead}`)],
      [`GET /projects/:id/exports`, () => other.get(`/api/projects/${project}/exports`)],
      [`GET /posts/:id/mentions`, () => other.get(`/api/posts/${project}/mentions`)],
      [`GET /posts/:id/generate`, () => other.get(`/api/posts/${mention}/generate`)],
      [`GET /posts/:id/reply`, () => other.get(`/api/posts/${mention}/reply`)],
      [`DELETE /posts/:id/mention`, () => other.delete(`/api/posts/${mention}/mention`)],
      [`GET /offers/:id`, () => other.get(`/api/offers/${offer}`)],
      [`GET /offers/:projectId/project`, () => other.get(`/api/offers/${project}/project`)],
      [`POST /offers/add-update`, () => other.post('/api/offers/add-update', { projectId: project, title: 'Stolen offer' })],
      [`POST /feedback/save`, () => other.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: lead, status: 'relevant' })],
      [`POST /feedback/save own project, other's lead`, () => other.post('/api/feedback/save', { projectId: ownProject, mode: 'leads', itemId: lead, status: 'relevant' })],
      [`POST /feedback/save own project, other's mention`, () => other.post('/api/feedback/save', { projectId: ownProject, mode: 'mentions', itemId: mention, status: 'relevant' })],
      [`GET /feedbacks/list`, () => other.get(`/api/feedbacks/list?projectId=${project}&mode=leads`)],
      [`GET /feedbacks/stats`, () => other.get(`/api/feedbacks/stats?projectId=${project}&mode=leads&from=${day}&to=${day}`)],
      [`GET /feedbacks/:id`, () => other.get(`/api/feedbacks/${feedback}`)],
      [`DELETE /feedbacks/:id`, () => other.delete(`/api/feedbacks/${feedback}`)],
      [`GET /suggestions/:projectId/project`, () => other.get(`/api/suggestions/${project}/project`)],
      [`GET /suggestions/:id`, () => other.get(`/api/suggestions/${suggestion}`)],
      [`DELETE /suggestions/:id`, () => other.delete(`/api/suggestions/${suggestion}`)],
      [`GET /projects/:id (not an id)`, () => other.get('/api/projects/%24ne')],
      [`GET /posts/:id/mentions (not an id)`, () => other.get('/api/posts/%24ne/mentions')],
      [`GET /posts/:id/reply (not an id)`, () => other.get('/api/posts/nope/reply')],
      [`GET /offers/:id (not an id)`, () => other.get('/api/offers/%24ne')],
      [`GET /offers/:projectId/project (not an id)`, () => other.get('/api/offers/nope/project')],
      [`GET /feedbacks/:id (not an id)`, () => other.get('/api/feedbacks/nope')],
      [`DELETE /feedbacks/:id (not an id)`, () => other.delete('/api/feedbacks/nope')],
      [`GET /suggestions/:id (not an id)`, () => other.get('/api/suggestions/%24ne')],
      [`DELETE /suggestions/:id (not an id)`, () => other.delete('/api/suggestions/nope')],
    ];
    for (const [name, call] of calls) {
      const answer = await call();
      expect([name, answer.status]).toEqual([name, 404]);
    }
    expect((await owner.get(`/api/projects/${project}`).expect(200)).body.name).toBe('Owned');
    expect((await owner.get(`/api/projects/${project}/keywords`).expect(200)).body).toHaveLength(1);
    // The owner's own irrelevant mark ignored it; the other user's marks changed nothing.
    expect((await owner.get(`/api/projects/${project}/leads`).expect(200)).body.leads[0].status).toBe('ignored');
    expect((await other.get('/api/projects/my').expect(200)).body.map((p: { id: string }) => p.id)).toEqual([ownProject]);
    expect((await owner.get(`/api/posts/${mention}/reply`).expect(200)).body.reply).toEqual(expect.any(String));
    expect((await owner.get(`/api/offers/${offer}`).expect(200)).body.title).toBe('A month free');
    expect((await owner.get(`/api/feedbacks/${feedback}`).expect(200)).body.status).toBe('irrelevant');
    await owner.get(`/api/suggestions/${suggestion}`).expect(200);
    expect((await other.get('/api/projects/month-replies').expect(200)).body.used).toBe(0);
    expect(await UsageModel.countDocuments({ quota: 'exports' })).toBe(0);

    // Deleting the project deletes its mentions, offer, feedback and suggestions with it.
    await owner.delete(`/api/projects/${project}`).expect(200);
    const own = { projectId: project };
    const counts = await Promise.all([MentionModel.countDocuments(own), OfferModel.countDocuments(own), FeedbackModel.countDocuments(own), SuggestionModel.countDocuments(own)]);
    expect(counts).toEqual([0, 0, 0, 0]);
  });
});

describe('website-infos', () => {
  let founder: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    founder = await customer('reader@example.com');
  });
  const read = (url: string) => founder.get(`/api/projects/website-infos?url=${encodeURIComponent(url)}`);

  it('When the address is link-local or cloud metadata, even with private addresses allowed and even after a redirect, then it answers 400', async () => {
    for (const url of ['http://169.254.169.254/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:169.254.169.254]/', 'http://[fd00:ec2::254]/', 'http://2852039166/', `${site.url}/to-metadata`]) {
      const answer = await read(url);
      expect([url, answer.status, answer.body.message]).toEqual([url, 400, 'This address cannot be read: it points to a private or reserved network']);
    }
  });

  it('When the page is not HTML, missing, a redirect loop, huge, or the URL is not http(s), then it answers 400 quickly with a clear message', async () => {
    expect((await read(`${site.url}/data.json`)).body).toMatchObject({ message: 'This address is not a web page' });
    expect((await read(`${site.url}/nowhere`)).body.message).toMatch(/HTTP 404/);
    expect((await read(`${site.url}/loop`)).body.message).toMatch(/more than 3 redirects/);
    const started = Date.now();
    expect((await read(`${site.url}/huge`).expect(200)).body.title).toBe('Huge page');
    expect(Date.now() - started).toBeLessThan(5000);
    for (const url of ['ftp://example.com/', 'not a url', '']) expect((await read(url)).status).toBe(400);
    // A host name is resolved and its address checked when connecting; loopback is allowed here by the setting.
    expect((await read(`http://localhost:${site.port}/moved`).expect(200)).body.url).toBe(`http://localhost:${site.port}/`);
    expect((await founder.get('/api/projects/website-infos')).status).toBe(400);
  });
});

describe('the API description', () => {
  type Operation = { 'x-access'?: string; responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };

  it('When /api/openapi.json is read, then it documents every workspace route the API registers, each for a signed-in customer or the owner of its records', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const workspacePath = /^\/(projects|posts|offers|feedbacks?|suggestions)(\/|$)/;
    const documented = Object.entries(doc.paths)
      .filter(([path]) => workspacePath.test(path))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`, access: operation['x-access'] })));
    const registered = registeredRoutes(t.app.router as never)
      .filter((route) => workspacePath.test(route.path.replace(/^\/api/, '')))
      .map((route) => `${route.method} ${route.path}`);
    expect(registered.length).toBeGreaterThanOrEqual(32);
    expect(documented.map((d) => d.route).sort()).toEqual(registered.sort());
    expect(documented.filter((d) => d.access !== 'owner' && d.access !== 'signed-in')).toEqual([]);
    // The answers are described field by field: the records the workspace shows.
    const fields = (path: string, method = 'get', status = '200') => Object.keys(doc.paths[path][method].responses[status].content?.['application/json']?.schema?.properties ?? {});
    expect(fields('/projects/{id}')).toEqual(expect.arrayContaining(['id', 'name', 'url', 'keywordCount', 'lastScanAt']));
    expect(fields('/projects/{id}/keyword', 'post', '201')).toEqual(expect.arrayContaining(['phrase', 'wholeWord', 'negative']));
    expect(fields('/projects/{id}/leads')).toEqual(['leads', 'total', 'page', 'limit']);
    expect(fields('/posts/{id}/mentions')).toEqual(['mentions', 'total', 'page', 'limit']);
    expect(fields('/offers/{id}')).toEqual(expect.arrayContaining(['title', 'details', 'code', 'url']));
    expect(fields('/feedbacks/{id}')).toEqual(expect.arrayContaining(['mode', 'itemId', 'itemTitle', 'status']));
    expect(fields('/feedbacks/stats')).toEqual(expect.arrayContaining(['days', 'totals']));
    expect(fields('/suggestions/{id}')).toEqual(expect.arrayContaining(['phrase', 'source', 'reason']));
  });
});
