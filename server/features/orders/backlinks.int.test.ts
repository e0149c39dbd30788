import request from 'supertest';
import { startLocalServer, type LocalServer } from '../../../test/support/discussionFakes';
import { runCommand } from '../../../test/support/cli';
import { asUser, createAdmin, signUp } from '../../../test/support/session';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { backlinkLostSubject } from './emails';
import { BACKLINK_SCHEDULER_ID } from './linkCheck';
import { OrderModel } from './model';
import { ordersService } from './service';

const HOST_DELAY_MS = 40;
const CUSTOMER = 'otter@example.com';

let t: TestApp;
let smtp: TestSmtp;
let directory: LocalServer;
let customer: string;
let admin: string;
/** When each request reached the directory (milliseconds), to show the checker's pace. */
const arrivals: number[] = [];

const link = (attributes: string, inner: string) => `<a ${attributes}>${inner}</a>`;
const page = (body: string, head = '') => `<!doctype html><html><head><title>Listing</title>${head}</head><body><h1>Otter Notes</h1>${body}</body></html>`;
/** The directories' listing pages, changed between checks. */
const pages: Record<string, string | null> = {
  '/plain': page(`<p>${link('href="https://otter.example.com/"', 'Otter Notes')}</p>`),
  '/nofollow': page(link('rel="nofollow" href="http://otter.example.com/pricing"', 'Otter pricing')),
  '/ugc': page(link('rel="ugc sponsored" href="https://www.otter.example.com/deep/page?ref=dir"', '<img src="/logo.png" alt="Otter logo">')),
  '/none': page(link('href="https://someone-else.example.org/"', 'Someone else')),
  '/noindex': page(link('href="/out?url=https%3A%2F%2Fotter.example.com%2F"', 'Visit Otter'), '<meta name="robots" content="noindex, follow">'),
  '/gone': null,
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  directory = await startLocalServer((url, _req, res) => {
    arrivals.push(Date.now());
    const html = pages[url.pathname];
    if (!html) return res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, WEBSITE_INFO_ALLOW_PRIVATE: 'on', BACKLINK_HOST_DELAY_MS: String(HOST_DELAY_MS), BACKLINK_CHECK_EVERY_HOURS: '24' });
  t.startWorkers();
  customer = await signUp(t.app, CUSTOMER);
  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), directory?.close()]);
});

const lostEmails = (directoryName: string) => smtp.messages.filter((m) => m.envelopeTo.includes(CUSTOMER) && m.subject === backlinkLostSubject(directoryName));
const checkNow = async (orderId: string) => (await runCommand(t.platform, ['orders:check-links', orderId])).stdout.trim();

interface ItemAnswer {
  directory: string;
  backlink: { status: string; rel: string | null; anchor: string | null; indexable: boolean | null; httpStatus: number | null; lostAt: string | null } | null;
}
const byDirectory = (items: ItemAnswer[]) => Object.fromEntries(items.map((item) => [item.directory, item.backlink]));

describe('backlink checks', () => {
  it('When the worker starts, then the backlink schedule is in Redis, every BACKLINK_CHECK_EVERY_HOURS', async () => {
    const schedule = await eventually(() => t.queues.queue('order-links').getJobScheduler(BACKLINK_SCHEDULER_ID));
    expect(Number(schedule.every)).toBe(24 * 3600_000);
    // Its first run (an empty database here) is done; its next one waits a day.
    await t.jobsSettled();
  });

  it('When live listings carry a plain, a nofollow, a ugc sponsored link, none, a link on a noindex page, or answer 404, then each backlink is recorded as such, on the report, its CSV and the admin screen', async () => {
    const userId: string = (await asUser(t.app, customer).get('/api/users/me').expect(200)).body.id;
    const order = await OrderModel.create({ checkoutId: 'cs_backlinks', userId, planId: 'six', planLabel: 'Six directories', directories: 6, status: 'in-progress', product: { name: 'Otter Notes', website: 'https://www.otter.example.com', category: 'saas', description: 'Notes.', logoUrl: null } });
    const orderId = String(order._id);
    const rows = Object.keys(pages).map((path, i) => `Directory ${path.slice(1)},live,${directory.url}${path},,https://dir${i}.example.net,${40 + i}`);
    arrivals.length = 0;
    await ordersService(t.platform).importCsv(orderId, ['directory,status,live_url,reason,directory_url,domain_rating', ...rows].join('\n'));
    // The import queued a check of the live URLs: the worker's job.
    await t.jobsSettled();

    const report = (await asUser(t.app, customer).get(`/api/orders/${orderId}`).expect(200)).body;
    const backlinks = byDirectory(report.items);
    expect(backlinks['Directory plain']).toMatchObject({ status: 'found', rel: 'dofollow', anchor: 'Otter Notes', indexable: true, httpStatus: 200, lostAt: null });
    expect(backlinks['Directory nofollow']).toMatchObject({ status: 'found', rel: 'nofollow', anchor: 'Otter pricing', indexable: true });
    expect(backlinks['Directory ugc']).toMatchObject({ status: 'found', rel: expect.stringMatching(/^(ugc|sponsored)$/), anchor: 'Otter logo', indexable: true });
    expect(backlinks['Directory none']).toMatchObject({ status: 'missing', rel: null, anchor: null, indexable: true, httpStatus: 200 });
    expect(backlinks['Directory noindex']).toMatchObject({ status: 'found', rel: 'dofollow', anchor: 'Visit Otter', indexable: false });
    expect(backlinks['Directory gone']).toMatchObject({ status: 'unreachable', rel: null, indexable: null, httpStatus: 404 });
    expect(report.backlinks).toEqual({ live: 6, dofollow: 2, nofollow: 2, missing: 1, unreachable: 1, notIndexable: 1, unchecked: 0, lost: 0, summary: '2 dofollow, 2 nofollow, 1 missing, 1 unreachable of 6 live (1 on pages search engines do not index)' });

    // One host, one page at a time, with the polite pause between them.
    expect(arrivals).toHaveLength(6);
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i] - arrivals[i - 1]).toBeGreaterThanOrEqual(HOST_DELAY_MS - 2);

    const csv = (await asUser(t.app, customer).get(`/api/orders/${orderId}/report.csv`).expect(200)).text.trim().split('\n');
    expect(csv[0]).toBe('directory,status,live_url,domain_rating,date,reason,backlink,rel,anchor,indexable,checked_at');
    expect(csv[1]).toMatch(new RegExp(`^Directory plain,live,${directory.url}/plain,40,\\d{4}-\\d{2}-\\d{2},,found,dofollow,Otter Notes,yes,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$`));
    expect(csv.find((line) => line.startsWith('Directory noindex'))).toMatch(/,found,dofollow,Visit Otter,no,/);
    expect(csv.find((line) => line.startsWith('Directory gone'))).toMatch(/,unreachable,,,,\d{4}-/);

    const customerPage = await request(t.app).get(`/account/orders/${orderId}`).set('Cookie', `lb_access=${customer}`).expect(200);
    expect(customerPage.text).toContain('2 dofollow, 2 nofollow, 1 missing, 1 unreachable of 6 live');
    expect(customerPage.text).toMatch(/Found, nofollow/);

    const adminOrder = (await asUser(t.app, admin).get(`/api/admin/orders/${orderId}`).expect(200)).body;
    expect(adminOrder.items.find((item: { directory: string }) => item.directory === 'Directory none')).toMatchObject({ link: 'ok', backlinkDetail: 'no link to otter.example.com' });
    expect(adminOrder.items.find((item: { directory: string }) => item.directory === 'Directory noindex').backlinkDetail).toBe('noindex in the robots meta tag');
    expect(adminOrder.backlinkChanges).toHaveLength(6);
    const adminPage = await request(t.app).get(`/admin/orders?order=${orderId}`).set('Cookie', `lb_access=${admin}`).expect(200);
    expect(adminPage.text).toMatch(/1 missing, 1 unreachable, 2 nofollow/);
    expect(adminPage.text).not.toContain('Lost backlinks to restore');
  });

  it('When a link disappears between two checks, then the customer gets exactly one email naming the directory and the page, and operators see it as lost; a third check sends none', async () => {
    const orderId = String((await OrderModel.findOne({ checkoutId: 'cs_backlinks' }).lean())!._id);
    pages['/plain'] = page('<p>Listing without its link</p>');
    expect(await checkNow(orderId)).toBe('checked 6 live URLs in 1 order: 1 dead; backlinks 3 found, 2 missing, 1 newly lost');
    const mail = await smtp.waitFor(CUSTOMER, new RegExp(backlinkLostSubject('Directory plain')));
    expect(mail.text).toContain(`${directory.url}/plain`);
    expect(mail.text).toContain('The page no longer links to https://www.otter.example.com.');
    expect(mail.text).toContain(`/account/orders/${orderId}`);

    expect(await checkNow(orderId)).toMatch(/, 0 newly lost$/);
    await t.jobsSettled();
    expect(lostEmails('Directory plain')).toHaveLength(1);

    const adminOrder = (await asUser(t.app, admin).get(`/api/admin/orders/${orderId}`).expect(200)).body;
    expect(adminOrder.backlinks.lost).toBe(1);
    expect(adminOrder.items.find((item: { directory: string }) => item.directory === 'Directory plain').backlink).toMatchObject({ status: 'missing', lostAt: expect.any(String) });
    expect(adminOrder.backlinkChanges[0]).toMatchObject({ directory: 'Directory plain', status: 'missing' });
    const adminPage = await request(t.app).get(`/admin/orders?order=${orderId}`).set('Cookie', `lb_access=${admin}`).expect(200);
    expect(adminPage.text).toContain('Lost backlinks to restore (1)');
    expect((await asUser(t.app, admin).get('/api/admin/orders').expect(200)).body[0].backlinks).toMatchObject({ lost: 1, missing: 2 });
  });

  it('When a page turns noindex, then that is a loss too (one email); when the link comes back and goes again, then that new loss is told again', async () => {
    const orderId = String((await OrderModel.findOne({ checkoutId: 'cs_backlinks' }).lean())!._id);
    pages['/ugc'] = page(link('rel="ugc sponsored" href="https://otter.example.com/"', 'Otter'), '<meta name="robots" content="noindex">');
    pages['/plain'] = page(link('href="https://otter.example.com/"', 'Otter Notes'));
    expect(await checkNow(orderId)).toMatch(/, 1 newly lost$/);
    const noindexMail = await smtp.waitFor(CUSTOMER, new RegExp(backlinkLostSubject('Directory ugc')));
    expect(noindexMail.text).toContain('tells search engines not to index it');
    const restored = byDirectory((await asUser(t.app, customer).get(`/api/orders/${orderId}`).expect(200)).body.items);
    expect(restored['Directory plain']).toMatchObject({ status: 'found', lostAt: null });

    pages['/plain'] = page('<p>Gone again</p>');
    expect(await checkNow(orderId)).toMatch(/, 1 newly lost$/);
    await eventually(() => lostEmails('Directory plain').length === 2);
    await t.jobsSettled();
    expect(lostEmails('Directory ugc')).toHaveLength(1);
  });
});
