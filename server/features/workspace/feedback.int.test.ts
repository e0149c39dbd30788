import { runCommand } from '../../../test/support/cli';
import { asUser, signUp, type SignedInRequests } from '../../../test/support/session';
import type { TestApp } from '../../../test/support/testApp';
import { workspaceTestApp } from '../../../test/support/workspaceApp';
import { LeadModel } from './model';

let t: TestApp;

beforeAll(async () => {
  t = await workspaceTestApp(__filename, {
    reddit: [
      { id: 'f1', title: 'Looking for a cold email tool for my agency', body: 'Need cold email outreach that works.', author: 'ag1', hoursAgo: 1 },
      { id: 'f2', title: 'Best cold email software?', body: 'Cold email outreach for agencies.', author: 'ag2', hoursAgo: 2 },
      { id: 'f3', title: 'Email newsletter tips', body: 'How do you grow a newsletter list?', author: 'writer', hoursAgo: 3 },
    ],
  });
}, 60_000);
afterAll(() => t?.close());

const customer = async (email: string) => asUser(t.app, await signUp(t.app, email, { password: 'feedback password 1', firstName: 'Fay' }));
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Lead {
  id: string;
  sourceId: string;
  status: string;
  score: number;
}

async function projectWithLeads(founder: SignedInRequests) {
  const project = (await founder.post('/api/projects', { name: 'ReachOut', url: 'https://reachout.example', description: 'Cold outreach for small agencies. Cold outreach that books meetings.' }).expect(201)).body.id as string;
  for (const phrase of ['email', 'newsletter']) await founder.post(`/api/projects/${project}/keyword`, { phrase }).expect(201);
  await runCommand(t.platform, ['leads:scan', project]);
  const leads = (await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads as Lead[];
  const bySource = Object.fromEntries(leads.map((lead) => [lead.sourceId, lead]));
  return { project, f1: bySource.t3_f1, f2: bySource.t3_f2, f3: bySource.t3_f3 };
}

const phrasesOf = async (founder: SignedInRequests, project: string) => ((await founder.get(`/api/suggestions/${project}/project`).expect(200)).body.suggestions as { phrase: string; source: string }[]).map((s) => `${s.source}:${s.phrase}`);

describe('feedback', () => {
  it('When leads are marked, then their statuses follow, the daily stats count the marks with zero days, and a mark saved again replaces the old one', async () => {
    const founder = await customer('marker@example.com');
    const { project, f1, f2, f3 } = await projectWithLeads(founder);
    const stats = async (from = daysAgo(2), to = today()) => (await founder.get(`/api/feedbacks/stats?projectId=${project}&mode=leads&from=${from}&to=${to}`).expect(200)).body;
    expect((await stats()).totals).toEqual({ relevant: 0, irrelevant: 0 });

    const saved = (await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f1.id, status: 'relevant', note: ' good fit ' }).expect(200)).body;
    expect(saved).toMatchObject({ projectId: project, mode: 'leads', itemId: f1.id, itemTitle: 'Looking for a cold email tool for my agency', status: 'relevant', note: 'good fit' });
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f2.id, status: 'relevant' }).expect(200);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f3.id, status: 'irrelevant' }).expect(200);
    const listed = (await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads as (Lead & { feedback: string | null })[];
    expect(Object.fromEntries(listed.map((l) => [l.sourceId, l.status]))).toEqual({ t3_f1: 'saved', t3_f2: 'saved', t3_f3: 'ignored' });
    // Each lead carries the customer's mark, so the inbox shows it pressed on the next visit.
    expect(Object.fromEntries(listed.map((l) => [l.sourceId, l.feedback]))).toEqual({ t3_f1: 'relevant', t3_f2: 'relevant', t3_f3: 'irrelevant' });

    expect(await stats()).toEqual({
      projectId: project,
      mode: 'leads',
      from: daysAgo(2),
      to: today(),
      days: [
        { day: daysAgo(2), relevant: 0, irrelevant: 0 },
        { day: daysAgo(1), relevant: 0, irrelevant: 0 },
        { day: today(), relevant: 2, irrelevant: 1 },
      ],
      totals: { relevant: 2, irrelevant: 1 },
    });
    const again = (await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f3.id, status: 'relevant' }).expect(200)).body;
    expect((await stats()).totals).toEqual({ relevant: 3, irrelevant: 0 });
    expect((await stats(today(), today())).days).toEqual([{ day: today(), relevant: 3, irrelevant: 0 }]);
    expect((await stats(daysAgo(30), daysAgo(10))).totals).toEqual({ relevant: 0, irrelevant: 0 });

    const list = (await founder.get(`/api/feedbacks/list?projectId=${project}&mode=leads`).expect(200)).body;
    expect([list.total, list.feedbacks[0].id, list.feedbacks.length]).toEqual([3, again.id, 3]);
    expect((await founder.get(`/api/feedbacks/list?projectId=${project}&mode=leads&status=irrelevant`).expect(200)).body.total).toBe(0);
    expect((await founder.get(`/api/feedbacks/list?projectId=${project}&mode=mentions`).expect(200)).body.total).toBe(0);
    expect((await founder.get(`/api/feedbacks/${saved.id}`).expect(200)).body).toMatchObject({ id: saved.id, itemTitle: 'Looking for a cold email tool for my agency' });
    await founder.delete(`/api/feedbacks/${saved.id}`).expect(200, { deleted: true });
    await founder.get(`/api/feedbacks/${saved.id}`).expect(404);
    expect((await stats()).totals).toEqual({ relevant: 2, irrelevant: 0 });
  });

  it('When the stats range or a mark is wrong, then it answers 400 with a clear message, or 404 for an item that is not the project\'s', async () => {
    const founder = await customer('wrong@example.com');
    const { project, f1 } = await projectWithLeads(founder);
    const stats = (query: string) => founder.get(`/api/feedbacks/stats?projectId=${project}&mode=leads&${query}`);
    expect((await stats(`from=${today()}&to=${daysAgo(1)}`)).body).toMatchObject({ success: false, message: 'from must be on or before to' });
    expect((await stats('from=2025-01-01&to=2026-01-02')).body.message).toBe('The range can be at most 366 days');
    expect((await stats('from=2025-01-01&to=2026-01-01')).status).toBe(200);
    expect((await stats('from=yesterday&to=2026-01-01')).body.message).toBe('from: dates must look like 2026-01-31');
    expect((await founder.get(`/api/feedbacks/stats?projectId=${project}&mode=posts&from=2026-01-01&to=2026-01-02`)).status).toBe(400);
    const mark = (body: object) => founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f1.id, status: 'relevant', ...body });
    expect((await mark({ status: 'maybe' })).status).toBe(400);
    expect((await mark({ note: 'x'.repeat(501) })).status).toBe(400);
    // A lead's id is not a mention's; an unknown or malformed id is not found.
    for (const body of [{ mode: 'mentions' }, { itemId: '0123456789abcdef01234567' }, { itemId: 'nope' }]) expect([JSON.stringify(body), (await mark(body)).status]).toEqual([JSON.stringify(body), 404]);
    expect((await founder.get(`/api/feedbacks/list?projectId=${project}&mode=leads`).expect(200)).body.total).toBe(0);
  });

  it('When a keyword\'s leads were marked irrelevant more often than relevant, then the next scan scores its posts with that keyword counting half', async () => {
    const founder = await customer('scorer@example.com');
    const { project, f1, f2, f3 } = await projectWithLeads(founder);
    expect(f3.score).toBe(75);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f1.id, status: 'relevant' }).expect(200);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f2.id, status: 'relevant' }).expect(200);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f3.id, status: 'irrelevant' }).expect(200);
    // "email" stays whole (2 relevant, 1 irrelevant); "newsletter" (1 irrelevant) counts half.
    await LeadModel.deleteMany({ projectId: project });
    await runCommand(t.platform, ['leads:scan', project]);
    const scores = Object.fromEntries(((await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads as Lead[]).map((l) => [l.sourceId, l.score]));
    expect(scores).toEqual({ t3_f1: f1.score, t3_f2: f2.score, t3_f3: 63 });
  });
});

describe('suggestions', () => {
  it('When a project is created, then phrases of its name and description are suggested; adding one as a keyword removes it, and a deleted one never comes back', async () => {
    const founder = await customer('suggested@example.com');
    const { project, f1, f2, f3 } = await projectWithLeads(founder);
    const website = await phrasesOf(founder, project);
    expect(website.slice(0, 3)).toEqual(['website:cold outreach', 'website:cold', 'website:outreach']);
    expect(website).toEqual(expect.arrayContaining(['website:small agencies', 'website:books meetings']));
    expect(website.some((p) => /\b(for|that)\b|reachout/.test(p))).toBe(false);
    const page = (await founder.get(`/api/suggestions/${project}/project?limit=2`).expect(200)).body;
    expect([page.total, page.suggestions.length, page.limit]).toEqual([website.length, 2, 2]);
    expect(page.suggestions[0]).toMatchObject({ projectId: project, phrase: 'cold outreach', source: 'website', reason: "From your project's name and description" });
    expect((await founder.get(`/api/suggestions/${page.suggestions[0].id}`).expect(200)).body.phrase).toBe('cold outreach');

    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'Cold  Outreach' }).expect(201);
    expect(await phrasesOf(founder, project)).not.toContain('website:cold outreach');
    await founder.get(`/api/suggestions/${page.suggestions[0].id}`).expect(404);

    // Leads marked relevant bring the phrases that recur in them.
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f1.id, status: 'relevant' }).expect(200);
    expect((await phrasesOf(founder, project)).filter((p) => p.startsWith('leads:'))).toEqual([]);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f2.id, status: 'relevant' }).expect(200);
    const fromLeads = ((await founder.get(`/api/suggestions/${project}/project?limit=100`).expect(200)).body.suggestions as { id: string; phrase: string; source: string; reason: string }[]).filter((s) => s.source === 'leads');
    expect(fromLeads.map((s) => s.phrase)).toEqual(['cold email', 'email outreach']);
    expect(fromLeads[0].reason).toBe('In 2 leads you marked relevant');

    await founder.delete(`/api/suggestions/${fromLeads[0].id}`).expect(200, { deleted: true });
    await founder.get(`/api/suggestions/${fromLeads[0].id}`).expect(404);
    await founder.delete(`/api/suggestions/${fromLeads[0].id}`).expect(404);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f3.id, status: 'relevant' }).expect(200);
    await founder.post('/api/feedback/save', { projectId: project, mode: 'leads', itemId: f1.id, status: 'relevant' }).expect(200);
    expect(await phrasesOf(founder, project)).not.toContain('leads:cold email');
  });
});

describe('offers', () => {
  it('When a founder saves the project\'s offer twice, then it is created, then replaced (one per project); bad values answer 400', async () => {
    const founder = await customer('offerer@example.com');
    const project = (await founder.post('/api/projects', { name: 'Offered', url: 'https://offered.example' }).expect(201)).body.id;
    expect((await founder.get(`/api/offers/${project}/project`).expect(200)).body).toEqual({ offer: null });
    const first = (await founder.post('/api/offers/add-update', { projectId: project, title: '3 months free', code: 'FREE3', url: 'https://offered.example/claim' }).expect(200)).body;
    expect(first).toEqual({ id: expect.any(String), projectId: project, title: '3 months free', details: '', code: 'FREE3', url: 'https://offered.example/claim', updatedAt: expect.any(String) });
    const second = (await founder.post('/api/offers/add-update', { projectId: project, title: '50% off the first year', details: 'Until June' }).expect(200)).body;
    expect(second).toMatchObject({ id: first.id, title: '50% off the first year', details: 'Until June', code: '', url: '' });
    expect((await founder.get(`/api/offers/${project}/project`).expect(200)).body).toEqual({ offer: second });
    expect((await founder.get(`/api/offers/${first.id}`).expect(200)).body).toEqual(second);
    for (const body of [{ projectId: project, title: 'x' }, { projectId: project, title: 'Good title', url: 'javascript:alert(1)' }, { title: 'No project' }]) {
      expect([JSON.stringify(body), (await founder.post('/api/offers/add-update', body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await founder.post('/api/offers/add-update', { projectId: '0123456789abcdef01234567', title: 'Nowhere' })).status).toBe(404);
    await founder.get('/api/offers/0123456789abcdef01234567').expect(404);
  });
});
