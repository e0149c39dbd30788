import request from 'supertest';
import { htmlErrors } from '../../test/support/nuChecker';
import { jpegScreenshot, pngLogo } from '../../test/support/images';
import { asUser, createAdmin, signUp } from '../../test/support/session';
import { createTestApp, type TestApp } from '../../test/support/testApp';
import { ACCESS_TOKEN_COOKIE } from '../../domain/auth/session';
import { blogService } from '../features/blog/service';
import { directoryService } from '../features/directory/service';
import { statusToken } from '../features/directory/statusLink';
import { unsubscribeUrl } from '../features/mail/suppression';
import { ordersService } from '../features/orders/service';
import { defaultPlans } from '../features/plans/seedData';
import { plansService } from '../features/plans/service';
import { catalogueSeeder } from '../features/catalogue/seed';

let t: TestApp;
let customer: string;
let admin: string;
let statusPath: string;
let orderPath: string;
let projectPaths: string[];
let postEditorPath: string;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await catalogueSeeder.run(t.platform, { demo: false });
  const product = await directoryService(t.platform).create({
    fields: { name: 'Valid Markup', headline: 'A product page checked by the Nu Html Checker', description: 'Invoices, fast and simple.', website_url: 'https://validmarkup.example', category: 'fintech', email: 'founder@example.com', firstname: 'Pat' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 500),
    status: 'approved',
  });
  statusPath = `/directories/status/${statusToken(t.config, product._id)}`;
  const post = await blogService(t.platform).create({
    title: 'Checked for valid markup',
    content: '<h2>A heading</h2><p>A paragraph with <a href="https://example.com">a link</a>.</p><ul><li>One</li><li>Two</li></ul><table><tbody><tr><td>A cell</td></tr></tbody></table>',
    status: 'published',
    metaTitle: '',
    metaDescription: '',
  });
  postEditorPath = `/admin/blog/${post.id}`;

  customer = await signUp(t.app, 'customer@example.com');
  const me = asUser(t.app, customer);
  const userId: string = (await me.get('/api/users/me').expect(200)).body.id;
  await ordersService(t.platform).createForPurchase({ checkoutId: 'cs_valid_markup', userId, planId: 'starter' });
  orderPath = `/account/orders/${(await me.get('/api/orders').expect(200)).body[0].id}`;
  const project: string = (await me.post('/api/projects', { name: 'Valid Markup', url: 'https://validmarkup.example', description: 'Invoices for small shops' }).expect(201)).body.id;
  projectPaths = ['leads', 'mentions', 'keywords', 'offer', 'stats'].map((page) => `/app/projects/${project}/${page}`);

  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
});
afterAll(() => t?.close());

/** One page of every public type: the landing area, the directory, the blog, the programmatic pages, accounts. */
const PUBLIC_PAGES = [
  '/',
  '/?payment=success',
  '/growth-partner',
  '/influencer-outreach',
  '/list-of-directories-with-reciprocal-links',
  '/terms',
  '/privacy',
  '/gdpr',
  '/waitlist',
  '/directories',
  '/directories?q=nothing-matches-this',
  '/directories/submit',
  '/product/valid-markup',
  '/product/no-such-product',
  '/page/ai-backlink-maker',
  '/page/white-hat-backlinks',
  '/g/directory-submission-list-seo-france',
  '/g/directory-listing-saas',
  '/g/quality-backlinks-fintech',
  '/c/best-seo-sites-germany',
  '/directory-lists',
  '/directory-lists/countries',
  '/directory-lists/niches',
  '/blog',
  '/blog/checked-for-valid-markup',
  '/auth/login',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password?token=not-a-real-token',
  '/404',
  '/api/docs',
];

/** Pages that answer 404 on purpose, with their own not-found content. */
const NOT_FOUND = new Set(['/404', '/product/no-such-product']);

/** The pages behind a sign-in: the account, the workspace, and (for an admin) the admin area. */
const customerPages = () => ['/account', '/account?billing=none', '/account/confirmation', orderPath, '/app', '/app/new', ...projectPaths];
const ADMIN_PAGES = ['/admin', '/admin/products', '/admin/plans', '/admin/waitlist', '/admin/users', '/admin/blog', '/admin/blog/new', '/admin/directories', '/admin/orders', '/admin/subscriptions', '/admin/emails'];

async function pageHtml(path: string, token?: string): Promise<string> {
  const call = request(t.app).get(path);
  if (token) call.set('Cookie', `${ACCESS_TOKEN_COOKIE}=${token}`);
  const res = await call;
  expect([path, res.status]).toEqual([path, NOT_FOUND.has(path) ? 404 : 200]);
  return res.text;
}

describe('valid HTML (the W3C Nu Html Checker)', () => {
  it('When every type of page is rendered, signed out, as a customer and as an admin, then the Nu checker finds no error in any', async () => {
    const documents: Record<string, string> = {};
    const unsubscribePath = new URL(unsubscribeUrl(t.config, 'reader@example.com')).pathname;
    for (const path of [...PUBLIC_PAGES, statusPath, unsubscribePath]) documents[path] = await pageHtml(path);
    for (const path of ['/', '/directories', '/product/valid-markup', '/blog/checked-for-valid-markup', '/page/ai-backlink-maker', ...customerPages()]) documents[`${path} (customer)`] = await pageHtml(path, customer);
    for (const path of [...ADMIN_PAGES, postEditorPath]) documents[`${path} (admin)`] = await pageHtml(path, admin);
    // Forms posted without JavaScript answer with their page and its messages.
    documents['/directories/submit (refused)'] = (await request(t.app).post('/directories/submit').field('name', 'Half a form').expect(400)).text;
    documents['/unsubscribe (done)'] = (await request(t.app).post(unsubscribePath).type('form').send('List-Unsubscribe=One-Click').expect(200)).text;
    documents['/waitlist (joined)'] = (await request(t.app).post('/waitlist').type('form').send({ email: 'visitor@example.com' }).expect(200)).text;
    expect(await htmlErrors(documents)).toEqual([]);
  }, 120_000);
});
