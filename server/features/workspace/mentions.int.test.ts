import { runCommand } from '../../../test/support/cli';
import { asUser, signUp, type SignedInRequests } from '../../../test/support/session';
import type { TestApp } from '../../../test/support/testApp';
import { workspaceTestApp } from '../../../test/support/workspaceApp';
import { FREE_LIMITS } from '../../../domain/workspace/limits';
import { MentionModel } from './model';

let t: TestApp;

beforeAll(async () => {
  t = await workspaceTestApp(__filename, {
    reddit: [
      { id: 'm1', title: 'Has anyone tried crumbcrm?', body: 'Thinking about it for the shop.', author: 'shopper', hoursAgo: 1 },
      { id: 'm2', title: 'Bakery tools I use', body: 'Mostly https://www.crumb.example and a till.', author: 'baker_al', hoursAgo: 2 },
      { id: 'm3', title: 'CrumbCRMs everywhere', body: 'Not a mention: a longer word.', author: 'x', hoursAgo: 3 },
      { id: 'm4', title: 'Looking for a CRM for my bakery', body: 'Any recommendations?', author: 'baker_jo', hoursAgo: 4 },
    ],
    hn: [{ id: '5001', title: 'Show HN: CrumbCRM, a CRM for bakeries', body: 'Feedback welcome', author: 'founder', hoursAgo: 5 }],
  });
}, 60_000);
afterAll(() => t?.close());

const customer = async (email: string) => asUser(t.app, await signUp(t.app, email, { password: 'mention password 1', firstName: 'Mo' }));

async function scannedProject(founder: SignedInRequests) {
  const project = (await founder.post('/api/projects', { name: 'CrumbCRM', url: 'https://www.crumb.example/', description: 'A CRM for small food shops' }).expect(201)).body.id as string;
  await founder.post(`/api/projects/${project}/keyword`, { phrase: 'bakery' }).expect(201);
  const scan = await runCommand(t.platform, ['leads:scan', project]);
  return { project, scan };
}

describe('mentions', () => {
  it('When a scan searches the local Reddit and Hacker News, then posts naming the project (whole-word name, any case, or the domain without www) become mentions, newest first; a rescan adds none', async () => {
    const founder = await customer('mentioned@example.com');
    const { project, scan } = await scannedProject(founder);
    expect(scan.stdout).toMatch(/, 3 new mentions$/);
    const page = (await founder.get(`/api/posts/${project}/mentions`).expect(200)).body;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.mentions.map((m: { sourceId: string; matched: string[] }) => [m.sourceId, m.matched])).toEqual([
      ['t3_m1', ['CrumbCRM']],
      ['t3_m2', ['crumb.example']],
      ['5001', ['CrumbCRM']],
    ]);
    expect(page.mentions[0]).toMatchObject({ projectId: project, source: 'reddit', url: 'https://www.reddit.com/r/SaaS/comments/m1/post/', author: 'shopper', community: 'r/SaaS', reply: null });

    const again = await runCommand(t.platform, ['leads:scan', project]);
    expect(again.stdout).toMatch(/, 0 new mentions$/);
    expect(await MentionModel.countDocuments({ projectId: project })).toBe(3);

    const since = new Date(Date.now() - 90 * 60_000).toISOString();
    expect((await founder.get(`/api/posts/${project}/mentions?from=${encodeURIComponent(since)}`).expect(200)).body.total).toBe(1);
    expect((await founder.get(`/api/posts/${project}/mentions?page=2&limit=2`).expect(200)).body.mentions).toHaveLength(1);
    for (const query of ['filter=old', 'limit=0', 'from=later']) expect([query, (await founder.get(`/api/posts/${project}/mentions?${query}`)).status]).toEqual([query, 400]);
  });

  it('When the founder generates replies, then each is a draft (with the offer once there is one) kept on the mention, filtered as drafted; replies and DMs share the monthly cap, then 403 "limit"', async () => {
    const founder = await customer('replier@example.com');
    const { project } = await scannedProject(founder);
    const [first, second] = (await founder.get(`/api/posts/${project}/mentions`).expect(200)).body.mentions;
    expect((await founder.get(`/api/posts/${first.id}/reply`).expect(200)).body).toEqual({ mentionId: first.id, reply: null });

    const generated = (await founder.get(`/api/posts/${first.id}/generate`).expect(200)).body;
    expect(generated).toEqual({
      mentionId: first.id,
      reply: 'Thanks for mentioning CrumbCRM, shopper! I am the founder (https://www.crumb.example/). A CRM for small food shops. If you have questions or ideas about it, I am happy to help right here.',
      used: 1,
      allowed: FREE_LIMITS.repliesPerMonth,
    });
    expect((await founder.get(`/api/posts/${first.id}/reply`).expect(200)).body).toEqual({ mentionId: first.id, reply: generated.reply });
    expect((await founder.get(`/api/posts/${project}/mentions?filter=drafted`).expect(200)).body.mentions.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect((await founder.get(`/api/posts/${project}/mentions?filter=new`).expect(200)).body.total).toBe(2);

    await founder.post('/api/offers/add-update', { projectId: project, title: '3 months free', details: 'For bakeries only', code: 'CRUMB3' }).expect(200);
    const withOffer = (await founder.get(`/api/posts/${second.id}/generate`).expect(200)).body;
    expect(withOffer.reply).toMatch(/ My offer for you: 3 months free\. For bakeries only\. Use the code CRUMB3 at https:\/\/www\.crumb\.example\/$/);
    expect(withOffer.used).toBe(2);
    // DMs spend the same allowance.
    const lead = (await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads[0].id;
    const dm = (await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`).expect(200)).body;
    expect(dm.used).toBe(3);
    expect(dm.dm).toMatch(/My offer for you: 3 months free/);

    for (let i = 4; i <= FREE_LIMITS.repliesPerMonth; i++) await founder.get(`/api/posts/${first.id}/generate`).expect(200);
    for (const over of [await founder.get(`/api/posts/${first.id}/generate`), await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`)]) {
      expect([over.status, over.body.error, over.body.message]).toEqual([403, 'limit', `Your plan allows ${FREE_LIMITS.repliesPerMonth} generated drafts a month. Upgrade your plan or wait for next month.`]);
    }
    expect((await founder.get('/api/projects/month-replies').expect(200)).body).toMatchObject({ used: FREE_LIMITS.repliesPerMonth, allowed: FREE_LIMITS.repliesPerMonth });
  });

  it('When a mention is deleted, then it is gone from the list and every call, and a rescan does not bring it back', async () => {
    const founder = await customer('deleter@example.com');
    const { project } = await scannedProject(founder);
    const [first] = (await founder.get(`/api/posts/${project}/mentions`).expect(200)).body.mentions;
    expect((await founder.delete(`/api/posts/${first.id}/mention`).expect(200)).body).toEqual({ deleted: true });
    for (const path of [`/api/posts/${first.id}/reply`, `/api/posts/${first.id}/generate`]) expect((await founder.get(path)).status).toBe(404);
    expect((await founder.delete(`/api/posts/${first.id}/mention`)).status).toBe(404);
    await runCommand(t.platform, ['leads:scan', project]);
    const page = (await founder.get(`/api/posts/${project}/mentions`).expect(200)).body;
    expect([page.total, page.mentions.some((m: { id: string }) => m.id === first.id)]).toEqual([2, false]);
    expect((await founder.get('/api/projects/month-replies').expect(200)).body.used).toBe(0);
  });
});
