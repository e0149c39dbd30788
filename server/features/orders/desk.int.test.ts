import type { Directory } from '../../../domain/catalogue/directories';
import { LONG_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX, TAGLINE_MAX } from '../../../domain/orders/copy';
import type { AdminOrder, DeskItem } from '../../../domain/orders/types';
import { startLocalServer, type LocalServer } from '../../../test/support/discussionFakes';
import { asUser, createAdmin, signUp, type SignedInRequests } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import request from 'supertest';
import { catalogueSeeder } from '../catalogue/seed';
import { plansSeeder } from '../plans/seed';
import { ordersService } from './service';

let t: TestApp;
let admin: SignedInRequests;
let listings: LocalServer;
let catalogue: Map<string, Directory>;

const FINTECH = {
  name: 'Ledgerly',
  website: 'https://ledgerly.example.com/?ref=launch',
  category: 'fintech',
  description: `Ledgerly keeps the books of small companies. ${'It reconciles bank feeds, sends invoices and files taxes on time. '.repeat(30)}`,
};

beforeAll(async () => {
  // The directories' listing pages: /listing/<anything> links to Ledgerly's site, as a directory would.
  listings = await startLocalServer((url, _req, res) => {
    if (!url.pathname.startsWith('/listing/')) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><html><head><title>Ledgerly</title></head><body><a href="https://ledgerly.example.com/?utm_source=x">Ledgerly</a></body></html>');
  });
  t = await createTestApp(__filename, { WEBSITE_INFO_ALLOW_PRIVATE: 'on', BACKLINK_HOST_DELAY_MS: '0' });
  t.startWorkers();
  await plansSeeder.run(t.platform, { demo: false });
  await catalogueSeeder.run(t.platform, { demo: false });
  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  admin = asUser(t.app, (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken);
  const all: Directory[] = [];
  for (let page = 1; ; page++) {
    const body = (await admin.get(`/api/admin/directories?limit=100&page=${page}`).expect(200)).body;
    all.push(...body.directories);
    if (all.length >= body.total) break;
  }
  catalogue = new Map(all.map((d) => [d.id, d]));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await listings?.close();
});

/** A paid order of a plan for a new customer, as the payment webhook makes it; answers the customer's requests and the order's id. */
async function paidOrder(email: string, planId = 'starter') {
  const token = await signUp(t.app, email);
  const customer = asUser(t.app, token);
  const userId: string = (await customer.get('/api/users/me').expect(200)).body.id;
  await ordersService(t.platform).createForPurchase({ checkoutId: `cs_${email}`, userId, planId });
  const [order] = (await customer.get('/api/orders').expect(200)).body;
  return { customer, orderId: order.id as string };
}

const adminOrder = async (orderId: string): Promise<AdminOrder> => (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
const accepts = (d: Directory, category: string) => d.status === 'active' && (d.categories.includes('any') || d.categories.includes(category)) && d.countries.includes('global');

describe('orders planned from the catalogue, and the desk', () => {
  let orderId: string;
  let first: DeskItem;

  it('When a paid Starter order for a fintech product is described, then it gets 60 items from the catalogue, each active and accepting fintech or any, highest rating first', async () => {
    const paid = await paidOrder('founder@ledgerly.example.com');
    orderId = paid.orderId;
    const tooLong = await paid.customer.put(`/api/orders/${orderId}/product`, { ...FINTECH, tagline: 'x'.repeat(TAGLINE_MAX + 1) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Tagline must be at most 60 characters']);
    await paid.customer.put(`/api/orders/${orderId}/product`, FINTECH).expect(200);

    const order = await adminOrder(orderId);
    expect(order.items).toHaveLength(60);
    expect(order.missingDirectories).toBe(0);
    const planned = order.items.map((item) => catalogue.get(item.directoryId!)!);
    for (const directory of planned) expect(accepts(directory, 'fintech')).toBe(true);
    const ratings = planned.map((d) => d.domainRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // The 60 best rated of those that accept it: none better was left out.
    const leftOut = [...catalogue.values()].filter((d) => accepts(d, 'fintech') && !planned.includes(d));
    expect(Math.max(...leftOut.map((d) => d.domainRating ?? -1))).toBeLessThanOrEqual(Math.min(...ratings));

    // The customer's report shows each directory's rating and link policy.
    const report = (await paid.customer.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(report.items[0]).toMatchObject({ status: 'queued', domainRating: planned[0].domainRating, linkPolicy: planned[0].linkPolicy });
  });

  it('When an operator opens the desk, then the next item comes with its submit address, the copy within the lengths and the website tagged with the directory; a skip puts it last', async () => {
    const { items } = (await admin.get('/api/admin/desk').expect(200)).body as { items: DeskItem[] };
    first = items[0];
    const directory = catalogue.get(first.directory.id)!;
    expect(first).toMatchObject({ orderId, directory: { submitUrl: directory.submitUrl, domain: directory.domain, requirements: directory.requirements } });
    expect(first.product.name).toBe('Ledgerly');
    expect(first.product.tagline).toBe('Ledgerly keeps the books of small companies');
    expect(first.product.tagline.length).toBeLessThanOrEqual(TAGLINE_MAX);
    expect(first.product.shortDescription.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX);
    expect(first.product.longDescription.length).toBeLessThanOrEqual(LONG_DESCRIPTION_MAX);
    expect(first.product.longDescription.length).toBeGreaterThan(SHORT_DESCRIPTION_MAX);
    expect(first.product.category).toBe('Fintech');
    expect(first.product.website).toBe(`https://ledgerly.example.com/?ref=launch&utm_source=${directory.domain}&utm_medium=directory`);

    await admin.post(`/api/admin/desk/${first.id}`, { status: 'skipped' }).expect(200);
    const after = (await admin.get('/api/admin/desk').expect(200)).body.items as DeskItem[];
    expect(after[0].id).toBe(items[1].id);
    expect(after.map((item) => item.id)).not.toContain(first.id);
  });

  it('When an item is posted submitted, then live with a listing that links to the site, then its row gets a found verdict; a live listing without its URL is refused', async () => {
    expect((await admin.post(`/api/admin/desk/${first.id}`, { status: 'live' }).expect(400)).body.message).toBe('A live directory needs the listing URL (http or https)');
    expect((await admin.post(`/api/admin/desk/${first.id}`, { status: 'submitted' }).expect(200)).body).toMatchObject({ status: 'submitted', backlink: null });
    await admin.post(`/api/admin/desk/${first.id}`, { status: 'live', liveUrl: `${listings.url}/listing/ledgerly` }).expect(200);
    const row = await eventually(async () => {
      const answer = (await admin.get(`/api/admin/desk/${first.id}`).expect(200)).body;
      return answer.backlink ? answer : null;
    }, 60_000);
    expect(row).toMatchObject({ status: 'live', backlink: { status: 'found', rel: 'dofollow', indexable: true } });
  });

  it("When one directory's item went live (verified, followed) and another's was rejected, then their records read live 1 and dofollowShare 1, rejected 1 and acceptanceRate 0", async () => {
    const rejected = (await admin.get('/api/admin/desk').expect(200)).body.items[0] as DeskItem;
    expect((await admin.post(`/api/admin/desk/${rejected.id}`, { status: 'rejected' }).expect(400)).body.message).toBe('A rejected directory needs its reason');
    await admin.post(`/api/admin/desk/${rejected.id}`, { status: 'rejected', reason: 'Fintech needs a licence here' }).expect(200);

    const live = (await admin.get(`/api/admin/directories/${first.directory.id}`).expect(200)).body as Directory;
    expect(live.record).toMatchObject({ submitted: 1, live: 1, rejected: 0, acceptanceRate: 1, dofollowShare: 1, indexableShare: 1, lostLinks: 0, medianDaysToLive: 0, lastVerifiedAt: expect.any(String) });
    const refused = (await admin.get(`/api/admin/directories/${rejected.directory.id}`).expect(200)).body as Directory;
    expect(refused.record).toMatchObject({ submitted: 1, live: 0, rejected: 1, acceptanceRate: 0, dofollowShare: 0 });
    const listed = (await admin.get(`/api/admin/directories?q=${first.directory.domain}`).expect(200)).body.directories as Directory[];
    expect(listed.find((d) => d.id === first.directory.id)?.record.live).toBe(1);
  });

  it('When a directory is dead, then the next order leaves it out, and a later order of the same product leaves out the directory it is already listed on', async () => {
    const order = await adminOrder(orderId);
    const queued = order.items.filter((item) => item.status === 'queued');
    const dead = catalogue.get(queued[0].directoryId!)!;
    const { record: _record, id: _id, consecutiveFailures: _f, lastCheckedAt: _c, lastCheckDetail: _d, createdAt: _a, updatedAt: _u, ...fields } = dead;
    await admin.put(`/api/admin/directories/${dead.id}`, { ...fields, status: 'dead' }).expect(200);

    const again = await paidOrder('second@ledgerly.example.com');
    await again.customer.put(`/api/orders/${again.orderId}/product`, FINTECH).expect(200);
    const planned = (await adminOrder(again.orderId)).items.map((item) => item.directoryId);
    expect(planned).toHaveLength(60);
    expect(planned).not.toContain(dead.id);
    expect(planned).not.toContain(first.directory.id);
    // The next order's items come after the older order's on the desk.
    expect(((await admin.get('/api/admin/desk').expect(200)).body.items as DeskItem[]).every((item) => item.orderId === orderId)).toBe(true);
  });

  it('When an operator swaps a queued item, then it names the new directory in the same place; a submitted item or a directory already in the order is refused', async () => {
    const order = await adminOrder(orderId);
    const queued = order.items.find((item) => item.status === 'queued')!;
    const submitted = order.items.find((item) => item.status === 'live')!;
    const [replacement] = order.alternatives;
    const swapped = (await admin.put(`/api/admin/orders/${orderId}/items/${queued.id}/directory`, { directoryId: replacement.id }).expect(200)).body as AdminOrder;
    expect(swapped.items.findIndex((item) => item.id === queued.id)).toBe(order.items.findIndex((item) => item.id === queued.id));
    expect(swapped.items.find((item) => item.id === queued.id)).toMatchObject({ directoryId: replacement.id, directory: replacement.name, status: 'queued' });
    expect((await admin.put(`/api/admin/orders/${orderId}/items/${submitted.id}/directory`, { directoryId: order.alternatives[1].id }).expect(409)).body.message).toMatch(/Only a queued directory/);
    expect((await admin.put(`/api/admin/orders/${orderId}/items/${queued.id}/directory`, { directoryId: submitted.directoryId }).expect(409)).body.message).toBe('This directory is already in the order');
  });

  it('When the catalogue has too few directories for the product, then the order says how many are missing', async () => {
    const few = await paidOrder('local@bakery.example.com', 'publisher');
    await few.customer.put(`/api/orders/${few.orderId}/product`, { ...FINTECH, website: 'https://bakery.example.com', category: 'foodtech', country: 'de' }).expect(200);
    const order = await adminOrder(few.orderId);
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.missingDirectories).toBe(200 - order.items.length);
    expect(order.items.map((item) => catalogue.get(item.directoryId!)!).every((d) => d.countries.includes('global') || d.countries.includes('DE'))).toBe(true);
  });
});
