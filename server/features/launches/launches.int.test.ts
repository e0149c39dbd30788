import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { badgeEmbed } from '../../../domain/launches/badges';
import { dayAfter, launchToday } from '../../../domain/launches/days';
import { runCommand } from '../../../test/support/cli';
import { asUser } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { authService } from '../auth/service';
import { productBySlug } from '../directory/findProduct';
import { directoryService } from '../directory/service';
import { statusToken } from '../directory/statusLink';
import { DIRECTORY_EMAILS } from '../directory/emails';
import { longDate } from '../../../domain/common/dates';
import { OutboxMessageModel } from '../../core/jobs/outboxModel';
import { ProductModel } from '../directory/model';
import { sendLiveNotices } from './notices';
import { recordOwner } from '../listings/owners';
import { bookLaunchDay } from './launchDays';
import { votesOf } from './votes';
import { Types } from 'mongoose';

let t: TestApp;
let logo: Buffer;
let screenshot: Buffer;
/** The founder's website of the link-back product: its home page is whatever the test puts here. */
let founderSite: Server;
let founderHome = '<!doctype html><title>Linkback</title><p>Our product.</p>';
const today = launchToday();

const fields = (name: string, category: string, website: string, email = `founder@${name.toLowerCase()}.example`) => ({
  name,
  headline: `${name} does one thing well`,
  description: `${name} helps small teams.`,
  website_url: website,
  category,
  email,
  firstname: 'Pat',
});

/** A listed product launching today (made through the service, so it takes no place of a day). */
const listProduct = (name: string, category: string, website = `https://${name.toLowerCase()}.example`) =>
  directoryService(t.platform).create({ fields: fields(name, category, website), logo, screenshot, status: 'approved' });

/** A submission through the API, with or without a launch date. */
function submit(name: string, launchDate?: string) {
  const form = request(t.app).post('/api/products');
  for (const [key, value] of Object.entries(fields(name, 'productivity', `https://${name.toLowerCase()}.example`))) form.field(key, value);
  if (launchDate) form.field('launch_date', launchDate);
  return form.attach('logo', logo, 'logo.png').attach('screenshot', screenshot, 'screenshot.jpg');
}

/** Signed-in accounts, made through the service (the API's sign-up is limited per address). */
const accounts = (prefix: string, n: number) =>
  Promise.all(Array.from({ length: n }, async (_, i) => (await authService(t.platform).signUp({ email: `${prefix}${i}@voters.example`, password: 'voter password 1', firstName: 'Vo' })).accessToken));

/** The rel of the product page's link to the website. */
const websiteRelOn = async (slug: string) => /<a href="[^"]*"[^>]*target="_blank" rel="([^"]*)"[^>]*>Visit Website/.exec((await request(t.app).get(`/product/${slug}`).expect(200)).text)?.[1];

beforeAll(async () => {
  founderSite = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(founderHome));
  await new Promise<void>((resolve) => founderSite.listen(0, '127.0.0.1', resolve));
  t = await createTestApp(__filename, { LAUNCHES_PER_DAY: '2', DIRECTORY_MODERATION: 'off', WEBSITE_INFO_ALLOW_PRIVATE: 'on' });
  [logo, screenshot] = await Promise.all([
    sharp({ create: { width: 256, height: 256, channels: 3, background: '#f97316' } }).png().toBuffer(),
    sharp({ create: { width: 800, height: 500, channels: 3, background: '#0ea5e9' } }).jpeg().toBuffer(),
  ]);
  for (const name of ['Voteable', 'Quanta', 'Ranger', 'Sigma']) await listProduct(name, 'analytics');
  await listProduct('Linkback', 'gaming', `http://127.0.0.1:${(founderSite.address() as AddressInfo).port}/`);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => founderSite?.close(resolve));
});

describe('launch days', () => {
  it('When a day holds 2 launches, then two submissions for it are accepted, a third is refused naming the next day, and one without a date is accepted', async () => {
    const day = dayAfter(today, 5);
    await submit('Alpha', day).expect(201);
    await submit('Bravo', day).expect(201);
    const third = await submit('Charlie', day).expect(409);
    expect(third.body).toMatchObject({ field: 'launch_date' });
    expect(third.body.message).toContain(dayAfter(day, 1));
    await submit('Delta').expect(201);

    // The founder's status page says the day (the status API answers what the page shows).
    const statusOf = async (slug: string) => (await request(t.app).get(`/api/launches/status/${statusToken(t.config, (await productBySlug(slug))!._id)}`).expect(200)).body;
    expect((await statusOf('alpha')).launch_date).toBe(day);
    const emailContext = { siteName: t.config.SITE_NAME, publicUrl: t.config.PUBLIC_URL, config: t.config };
    const confirmation = await DIRECTORY_EMAILS['product-submitted'].render({ productId: (await productBySlug('alpha'))!._id.toHexString() }, emailContext);
    expect(confirmation?.text).toContain(`Your launch day is ${longDate(day)}`);
    expect((await statusOf('delta')).launch_date).toBe(today);
    expect(await productBySlug('charlie')).toBeNull();
  });

  it('When ten submissions book the same day at once, then exactly two get it and the others are refused naming the next day', async () => {
    const day = dayAfter(today, 20);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => bookLaunchDay(t.platform, new Types.ObjectId(), day)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => (outcome as PromiseFulfilledResult<string>).value)).toEqual([day, day]);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) expect((outcome as PromiseRejectedResult).reason.message).toContain(dayAfter(day, 1));
  });

  it('When a launch date is in the past or too far ahead, then the submission is refused with 400 and the rule', async () => {
    expect((await submit('Echo', dayAfter(today, -1)).expect(400)).body.message).toBe('The launch date must be today or later');
    expect((await submit('Foxtrot', dayAfter(today, 91)).expect(400)).body.message).toBe('The launch date must be at most 90 days ahead');
  });
});

describe('votes', () => {
  it('When 30 accounts vote for a product at once, then it counts 30; a second vote changes nothing, DELETE takes one back (29) and the founder and the verified owner are refused', async () => {
    const tokens = await accounts('voter', 30);
    const answers = await Promise.all(tokens.map((token) => asUser(t.app, token).post('/api/products/voteable/vote')));
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    expect((await request(t.app).get('/api/products/voteable').expect(200)).body.data.votes).toBe(30);

    expect((await asUser(t.app, tokens[0]).post('/api/products/voteable/vote').expect(200)).body).toEqual({ votes: 30, voted: true });
    expect((await asUser(t.app, tokens[0]).delete('/api/products/voteable/vote').expect(200)).body).toEqual({ votes: 29, voted: false });
    expect((await asUser(t.app, tokens[1]).get('/api/launches/products/voteable/votes').expect(200)).body).toEqual({ votes: 29, voted: true });

    const founder = (await authService(t.platform).signUp({ email: 'founder@voteable.example', password: 'founder password 1', firstName: 'Pat' })).accessToken;
    expect((await asUser(t.app, founder).post('/api/products/voteable/vote').expect(403)).body.message).toBe('You cannot vote for your own product.');
    // The listing's verified owner (a claim) is a founder too.
    const claimant = await authService(t.platform).signUp({ email: 'owner@elsewhere.example', password: 'owner password 1', firstName: 'Oz' });
    await recordOwner((await productBySlug('voteable'))!._id, claimant.account.userId);
    await asUser(t.app, claimant.accessToken).post('/api/products/voteable/vote').expect(403);
    await request(t.app).post('/api/products/voteable/vote').expect(401);
    expect((await request(t.app).get('/api/products/voteable').expect(200)).body.data.votes).toBe(29);
  });

  it('When a page asks for votes from two endpoints at once (its product, its related products), then one Redis round trip answers both, each its own counts', async () => {
    const voteable = (await productBySlug('voteable'))!._id.toHexString();
    const other = new Types.ObjectId().toHexString();
    const pipelines = jest.spyOn(t.platform.redis, 'pipeline');
    try {
      const [own, related] = await Promise.all([votesOf(t.platform, [voteable]), votesOf(t.platform, [other, voteable])]);
      expect([own, related]).toEqual([[29], [0, 29]]);
      expect(pipelines).toHaveBeenCalledTimes(1);
    } finally {
      pipelines.mockRestore();
    }
  });

  it('When launches of a day have votes, then /launches/{date} lists them most voted first, and /launches answers 200', async () => {
    const [a, b] = await accounts('ranker', 2);
    await asUser(t.app, a).post('/api/products/ranger/vote').expect(200);
    await asUser(t.app, b).post('/api/products/ranger/vote').expect(200);
    await asUser(t.app, a).post('/api/products/sigma/vote').expect(200);

    const day = (await request(t.app).get(`/api/launches/${today}`).expect(200)).body;
    const order = day.launches.map((launch: { slug: string }) => launch.slug);
    expect(order.slice(0, 3)).toEqual(['voteable', 'ranger', 'sigma']);
    const page = (await request(t.app).get(`/launches/${today}`).expect(200)).text;
    const shown = ['Voteable', 'Ranger', 'Sigma', 'Quanta'].map((name) => page.indexOf(`>${name}</a>`));
    expect(shown.every((at) => at > 0)).toBe(true);
    expect([...shown].sort((x, y) => x - y)).toEqual(shown);

    expect((await request(t.app).get('/launches').expect(200)).text).toContain('>Voteable</a>');
    await request(t.app).get(`/launches/${dayAfter(today, 1)}`).expect(404);
  });
});

describe('products of the day', () => {
  it('When a day is over, then its most voted launch is #1 Product of the Day on its page, its product page and its badge, and its founder is emailed once', async () => {
    const yesterday = dayAfter(today, -1);
    const [winner, runnerUp] = await Promise.all(['Yesterwin', 'Yesterrun'].map((name) => directoryService(t.platform).create({ fields: fields(name, 'travel', `https://${name.toLowerCase()}.example`), logo, screenshot, status: 'approved', launchDate: yesterday })));
    const [a, b] = await accounts('judge', 2);
    for (const token of [a, b]) await asUser(t.app, token).post('/api/products/yesterwin/vote').expect(200);
    await asUser(t.app, a).post('/api/products/yesterrun/vote').expect(200);

    const day = (await request(t.app).get(`/api/launches/${yesterday}`).expect(200)).body;
    expect(day.finished).toBe(true);
    expect(day.launches.map((launch: { slug: string; rank: number | null }) => [launch.slug, launch.rank])).toEqual([['yesterwin', 1], ['yesterrun', 2]]);
    // Decided once: a vote after the day changes the count, not the ranks.
    await asUser(t.app, b).post('/api/products/yesterrun/vote').expect(200);
    expect((await request(t.app).get(`/api/launches/${yesterday}`).expect(200)).body.launches.map((launch: { slug: string; rank: number }) => [launch.slug, launch.rank])).toEqual([['yesterwin', 1], ['yesterrun', 2]]);

    expect((await request(t.app).get('/product/yesterwin').expect(200)).text).toContain('#1 Product of the Day');
    expect(Buffer.from((await request(t.app).get('/badges/yesterwin.svg').expect(200)).body).toString('utf8')).toContain('#1 PRODUCT OF THE DAY');
    expect(await OutboxMessageModel.exists({ _id: `launch-result-${winner._id.toHexString()}-${yesterday}` })).toBeTruthy();
    expect(await OutboxMessageModel.exists({ _id: `launch-result-${runnerUp._id.toHexString()}-${yesterday}` })).toBeTruthy();
  });

  it("When a booked product's launch day comes, then its founder is told they are live today, once", async () => {
    await submit('Golf', today).expect(201);
    const booked = await productBySlug('golf');
    // Booked before the day began (a submission on its launch day itself is told by its confirmation).
    await ProductModel.collection.updateOne({ _id: booked!._id }, { $set: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });
    expect(await sendLiveNotices(t.platform, today)).toBe(1);
    expect(await sendLiveNotices(t.platform, today)).toBe(0);
    expect(await OutboxMessageModel.exists({ _id: `launch-live-${booked!._id.toHexString()}-${today}` })).toBeTruthy();
  });
});

describe('the product page', () => {
  it('When a product has others in its category, then its page links to at least three of them, and shows its votes without JavaScript', async () => {
    const page = (await request(t.app).get('/product/voteable').expect(200)).text;
    expect(page).toContain('data-testid="vote-count">29</span>');
    const related = [...page.matchAll(/data-testid="related-product"[^>]*href="\/product\/([a-z-]+)"|href="\/product\/([a-z-]+)"[^>]*data-testid="related-product"/g)].map((m) => m[1] ?? m[2]);
    expect(new Set(related)).toEqual(new Set(['quanta', 'ranger', 'sigma']));
  });
});

describe('badges', () => {
  it('When a listed product badge is asked for, then it is an SVG any site may show, and the dark one differs from the light one', async () => {
    const light = await request(t.app).get('/badges/voteable.svg').expect(200);
    const dark = await request(t.app).get('/badges/voteable.svg?theme=dark').expect(200);
    expect(light.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(light.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const [lightSvg, darkSvg] = [light, dark].map((answer) => Buffer.from(answer.body).toString('utf8'));
    expect(lightSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(lightSvg).toContain('LaunchBoost');
    expect(darkSvg).not.toBe(lightSvg);
    await request(t.app).get('/badges/no-such-product.svg').expect(404);
  });

  it("When the founder's home page links back to its product page and badges:check runs, then the website link is followed, and nofollow again once the link goes", async () => {
    expect(await websiteRelOn('linkback')).toBe('noopener nofollow ugc');

    const { html } = badgeEmbed({ publicUrl: t.config.PUBLIC_URL, slug: 'linkback', name: 'Linkback', siteName: t.config.SITE_NAME, rank: null });
    founderHome = `<!doctype html><title>Linkback</title><p>Our product.</p><footer>${html}</footer>`;
    expect(await runCommand(t.platform, ['badges:check', 'linkback'])).toEqual({ code: 0, stdout: 'linkback: followed' });
    expect(await websiteRelOn('linkback')).toBe('noopener');

    founderHome = '<!doctype html><title>Linkback</title><p>Our product, no badge.</p>';
    expect(await runCommand(t.platform, ['badges:check', 'linkback'])).toEqual({ code: 0, stdout: 'linkback: missing' });
    expect(await websiteRelOn('linkback')).toBe('noopener nofollow ugc');

    // The founder asks from the status page (its form works without JavaScript).
    founderHome = `<!doctype html><title>Linkback</title>${html}`;
    const statusPage = `/directories/status/${statusToken(t.config, (await productBySlug('linkback'))!._id)}`;
    expect((await request(t.app).get(statusPage).expect(200)).text).toContain('data-testid="badge-html"');
    const checked = (await request(t.app).post(statusPage).type('form').send({}).expect(200)).text;
    expect(checked).toContain('Checked just now.');
    expect(checked).toContain('>Followed link<');
    expect(await websiteRelOn('linkback')).toBe('noopener');
  });
});
