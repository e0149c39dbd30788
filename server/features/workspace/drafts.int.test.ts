import { runCommand } from '../../../test/support/cli';
import type { TestApp } from '../../../test/support/testApp';
import { workspaceTestApp } from '../../../test/support/workspaceApp';
import { DEFAULT_DM_TEMPLATE } from '../../../domain/workspace/drafts';
import { FREE_LIMITS } from '../../../domain/workspace/limits';
import { asUser, signUp, type SignedInRequests } from '../../../test/support/session';

let t: TestApp;

beforeAll(async () => {
  t = await workspaceTestApp(__filename, { reddit: [{ id: 'd1', title: 'Looking for a CRM for my bakery', body: 'Any recommendations?', author: 'baker_jo', hoursAgo: 1 }] });
}, 60_000);
afterAll(() => t?.close());

const customer = async (email: string) => asUser(t.app, await signUp(t.app, email, { password: 'draft password 1', firstName: 'Dee' }));

async function projectWithLead(founder: SignedInRequests) {
  const project = (await founder.post('/api/projects', { name: 'CrumbCRM', url: 'https://crumb.example', description: 'A CRM for small food shops' }).expect(201)).body.id;
  await founder.post(`/api/projects/${project}/keyword`, { phrase: 'crm' }).expect(201);
  await runCommand(t.platform, ['leads:scan', project]);
  const lead = (await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads[0].id as string;
  return { project, lead };
}

describe('DM drafts', () => {
  it('When a founder generates DMs, then each is the template filled from the project and the lead, counted in month-replies, and the draft after the plan cap answers "limit"', async () => {
    const founder = await customer('drafter@example.com');
    const { project, lead } = await projectWithLead(founder);
    expect((await founder.get(`/api/projects/${project}/dm`).expect(200)).body).toEqual({ dm: DEFAULT_DM_TEMPLATE, custom: false });

    const first = (await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`).expect(200)).body;
    expect(first).toEqual({
      leadId: lead,
      dm: 'Hi baker_jo, I saw your post "Looking for a CRM for my bakery" in r/SaaS. I am building CrumbCRM (https://crumb.example): A CRM for small food shops. It might help with what you described. Happy to give you free access if you want to try it, no pressure either way.',
      used: 1,
      allowed: FREE_LIMITS.repliesPerMonth,
    });

    await founder.put(`/api/projects/${project}/dm`, { dm: 'Hey {author}! Saw "{title}". {product} might help: {url}' }).expect(200, { dm: 'Hey {author}! Saw "{title}". {product} might help: {url}', custom: true });
    const custom = (await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`).expect(200)).body;
    expect(custom).toMatchObject({ dm: 'Hey baker_jo! Saw "Looking for a CRM for my bakery". CrumbCRM might help: https://crumb.example', used: 2 });

    for (let i = 3; i <= FREE_LIMITS.repliesPerMonth; i++) await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`).expect(200);
    const over = await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`);
    expect([over.status, over.body.error, over.body.message]).toEqual([403, 'limit', `Your plan allows ${FREE_LIMITS.repliesPerMonth} generated drafts a month. Upgrade your plan or wait for next month.`]);
    expect((await founder.get('/api/projects/month-replies').expect(200)).body).toMatchObject({ used: FREE_LIMITS.repliesPerMonth, allowed: FREE_LIMITS.repliesPerMonth });
  });

  it('When the template or the lead is wrong, or the ids are another user\'s, then it answers 400 or 404 and spends nothing', async () => {
    const owner = await customer('dm-owner@example.com');
    const other = await customer('dm-other@example.com');
    const { project, lead } = await projectWithLead(owner);
    const unknown = await owner.put(`/api/projects/${project}/dm`, { dm: 'Hello {name}, try our product today!' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Unknown placeholder {name}: use {author}, {title}, {community}, {product}, {url}, {description}']);
    expect((await owner.put(`/api/projects/${project}/dm`, { dm: 'short' })).status).toBe(400);
    expect((await owner.get(`/api/projects/${project}/generate-dm`)).status).toBe(400);
    expect((await owner.get(`/api/projects/${project}/generate-dm?leadId=0123456789abcdef01234567`)).status).toBe(404);
    for (const call of [
      () => other.get(`/api/projects/${project}/dm`),
      () => other.put(`/api/projects/${project}/dm`, { dm: 'Hi {author}, a message of mine' }),
      () => other.get(`/api/projects/${project}/generate-dm?leadId=${lead}`),
    ])
      expect((await call()).status).toBe(404);
    expect((await owner.get('/api/projects/month-replies').expect(200)).body.used).toBe(0);
    expect((await other.get('/api/projects/month-replies').expect(200)).body.used).toBe(0);
    expect((await owner.get(`/api/projects/${project}/dm`).expect(200)).body.custom).toBe(false);
  });
});
