import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { cliContextFor, runCommand } from '../../../test/support/cli';
import { captureLogs } from '../../../test/support/logs';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { SUBMIT_SUCCESS_MESSAGE } from '../../../domain/directory/submission';
import type { CliContext } from '../command';
import { directoryCommands } from './commands';
import { confirmationSubject } from './emails';
import { ProductModel } from './model';


let t: TestApp;
let smtp: TestSmtp;
// Every log line the server writes during this file (access log included), to check that no private token leaks.
const logs = captureLogs('info');
let logo: Buffer;
let screenshot: Buffer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, ADMIN_EMAIL: 'ops@launchboost.test' }, { logger: logs.logger });
  await ProductModel.init();
  t.startWorkers();
  [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(2000, 1200, true)]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function submit(fields: Record<string, string>, files: { logo?: Buffer; screenshot?: Buffer } = { logo, screenshot }) {
  let req = request(t.app).post('/api/products');
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  if (files.logo) req = req.attach('logo', files.logo, { filename: 'logo.png', contentType: 'image/png' });
  if (files.screenshot) req = req.attach('screenshot', files.screenshot, { filename: 'shot.jpg', contentType: 'image/jpeg' });
  return req;
}

const product = (overrides: Record<string, string> = {}) => ({
  name: 'Rocket Launch Kit',
  headline: 'Launch your startup in a weekend',
  description: 'Everything you need to launch.\nSecond line <b>not bold</b>.',
  website_url: 'https://www.rocketkit.example/home?ref=x#top',
  category: 'developer-tools',
  email: 'Founder@RocketKit.example',
  firstname: 'Ada',
  ...overrides,
});

/** A command's run function in this process, sharing the test's connections. */
async function command(name: string, positionals: string[], values: Record<string, string> = {}) {
  const lines: string[] = [];
  const ctx: CliContext = cliContextFor(t.platform, lines);
  const code = (await directoryCommands.find((c) => c.name === name)!.run({ positionals, values }, ctx)) ?? 0;
  return { code, lines };
}

describe('submitting, moderating and reading a product', () => {
  let slug: string;
  let token: string;

  it('When a founder submits a PNG logo and a JPEG screenshot, then the answer is the spec success message and the product is pending, not listed', async () => {
    const res = await submit(product()).expect(201);
    expect(res.body).toEqual({ success: true, message: SUBMIT_SUCCESS_MESSAGE });

    const saved = await ProductModel.findOne({ website_host: 'rocketkit.example' }).lean();
    expect(saved).toMatchObject({ status: 'pending', slug: 'rocket-launch-kit', website_url: 'https://www.rocketkit.example/home?ref=x', email: 'founder@rocketkit.example' });
    slug = saved!.slug;

    const list = await request(t.app).get('/api/products').expect(200);
    expect(list.body.data.products).toEqual([]);
    expect(list.body.data.pagination).toEqual({ page: 1, limit: 12, totalPages: 0, totalItems: 0, hasNextPage: false, hasPrevPage: false });
    await request(t.app).get(`/api/products/${slug}`).expect(404, { success: false, message: 'Product not found' });
  });

  it('When it is submitted, then the founder gets a confirmation with a private status link and the pricing upsell, and the operator is notified', async () => {
    const founder = await smtp.waitFor('founder@rocketkit.example', new RegExp(confirmationSubject('pending', t.config.SITE_NAME)));
    const match = new RegExp(`${t.config.PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/directories/status/([A-Za-z0-9_-]{43})`).exec(founder.text ?? '');
    expect(match).toBeTruthy();
    token = match![1];
    expect(founder.text).toContain('200+ directories');
    expect(founder.text).toContain(`${t.config.PUBLIC_URL}/#pricing`);
    expect(founder.html).toContain(`href="${t.config.PUBLIC_URL}/directories/status/${token}"`);

    const operator = await smtp.waitFor('ops@launchboost.test', /New directory submission: Rocket Launch Kit/);
    expect(operator.text).toContain('founder@rocketkit.example');
    expect(operator.text).toContain(`products:approve ${slug}`);

    const status = await request(t.app).get(`/api/products/status/${token}`).expect(200);
    expect(status.body).toEqual({ success: true, data: { name: 'Rocket Launch Kit', slug, status: 'pending', reason: null, submittedAt: expect.any(String), stats: expect.objectContaining({ views: 0, clicks: 0 }) } });
  });

  it('When the operator approves it with the CLI, then it is listed, readable without its email, its logo is a 256×256 WebP and the founder gets the live link', async () => {
    // In this process, parsed as `npm run cli` parses it (test/fault/cliOutage.fault.test.ts runs the real entry point).
    const pending = await runCommand(t.platform, ['products:list', '--status', 'pending']);
    expect(pending.stdout).toMatch(new RegExp(`^${slug}\\tpending\\t`, 'm'));

    const approved = await runCommand(t.platform, ['products:approve', slug]);
    expect(approved.stdout).toContain(`approved ${slug}`);

    const list = await request(t.app).get('/api/products').expect(200);
    expect(list.body.data.products).toEqual([
      { slug, name: 'Rocket Launch Kit', headline: 'Launch your startup in a weekend', category: 'developer-tools', logo_url: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{24}\/logo\.webp$/), createdAt: expect.any(String), votes: 0 },
    ]);
    expect(list.body.data.pagination).toMatchObject({ totalItems: 1, totalPages: 1 });

    const detail = await request(t.app).get(`/api/products/${slug}`).expect(200);
    expect(detail.body.success).toBe(true);
    expect(detail.body.data).toMatchObject({
      slug,
      name: 'Rocket Launch Kit',
      description: 'Everything you need to launch.\nSecond line <b>not bold</b>.',
      website_url: 'https://www.rocketkit.example/home?ref=x',
      firstname: 'Ada',
      screenshot_url: expect.stringMatching(/\/screenshot\.webp$/),
      screenshot_thumb_url: expect.stringMatching(/\/screenshot-640\.webp$/),
    });
    expect(JSON.stringify(detail.body)).not.toMatch(/rocketkit\.example"?[^/]*@|founder@/i);
    expect(JSON.stringify(list.body)).not.toContain('founder@');

    const logoRes = await request(t.app).get(detail.body.data.logo_url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(logoRes.status).toBe(200);
    expect(logoRes.headers['content-type']).toBe('image/webp');
    expect(logoRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(logoRes.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const shot = await request(t.app).get(detail.body.data.screenshot_url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const shotMeta = await sharp(shot.body as Buffer).metadata();
    // The 2000×1200 JPEG has EXIF orientation 6: it is turned upright (1200×2000) and its EXIF (camera make) is dropped.
    expect([shotMeta.format, shotMeta.width, shotMeta.height]).toEqual(['webp', 1200, 2000]);
    expect(shotMeta.exif).toBeUndefined();
    expect(shotMeta.orientation).toBeUndefined();

    const mail = await smtp.waitFor('founder@rocketkit.example', /is now live/);
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/product/${slug}`);

    const status = await request(t.app).get(`/api/products/status/${token}`).expect(200);
    expect(status.body.data.status).toBe('approved');
  });

  it('When the same website is submitted again, even as http without www, then it is refused as already listed', async () => {
    const res = await submit(product({ name: 'Rocket Kit Again', website_url: 'http://RocketKit.example/' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'This website is already listed', field: 'website_url' });
  });

  it('When two products share a name, then the second gets the slug with -2', async () => {
    await submit(product({ website_url: 'https://other-rocket.example' })).expect(201);
    expect(await ProductModel.exists({ slug: 'rocket-launch-kit-2' })).toBeTruthy();
  });

  it('When the operator rejects a product with a reason, then it stays hidden, the founder gets the reason and the website may be submitted again', async () => {
    const { code, lines } = await command('products:reject', ['rocket-launch-kit-2'], { reason: 'The website does not load.' });
    expect(code).toBe(0);
    expect(lines).toEqual(['rejected rocket-launch-kit-2']);
    const mail = await smtp.waitFor('founder@rocketkit.example', /was not approved/);
    expect(mail.text).toContain('Reason: The website does not load.');
    await request(t.app).get('/api/products/rocket-launch-kit-2').expect(404);

    const listed = await command('products:list', [], { status: 'rejected', limit: '10' });
    expect(listed.lines[0]).toMatch(/^rocket-launch-kit-2\trejected\t.*reason: The website does not load\.$/);

    await submit(product({ name: 'Rocket Retry', website_url: 'https://other-rocket.example/' })).expect(201);
  });

  it('When the reject command has no reason or an unknown slug, then it refuses with a usage error or exit code 1', async () => {
    await expect(command('products:reject', ['rocket-retry'], {})).rejects.toThrow('--reason is required');
    const unknown = await command('products:approve', ['no-such-product']);
    expect(unknown).toEqual({ code: 1, lines: ['error: Product not found'] });
  });

  it('When a rejected product is approved while its website is listed again, then approval is refused', async () => {
    await command('products:approve', ['rocket-retry']);
    const res = await command('products:approve', ['rocket-launch-kit-2']);
    expect(res).toEqual({ code: 1, lines: ['error: This website is already listed'] });
  });

  it('When a status token is unknown or malformed, then it answers 404', async () => {
    await request(t.app).get(`/api/products/status/${'A'.repeat(43)}`).expect(404, { success: false, message: 'Submission not found' });
    await request(t.app).get('/api/products/status/short').expect(404);
  });

  it('When the honeypot field is filled, then the bot gets the success answer but nothing is saved, stored or sent', async () => {
    const before = await ProductModel.countDocuments();
    const files = readdirSync(path.join(t.config.UPLOADS_DIR, 'products')).length;
    const res = await submit(product({ website_url: 'https://bot.example', company_website: 'https://spam.example' })).expect(201);
    expect(res.body.message).toBe(SUBMIT_SUCCESS_MESSAGE);
    expect(await ProductModel.countDocuments()).toBe(before);
    expect(readdirSync(path.join(t.config.UPLOADS_DIR, 'products')).length).toBe(files);
  });

  it('When an uploaded file does not exist, then it answers 404', async () => {
    await request(t.app).get('/uploads/products/000000000000000000000000/logo.webp').expect(404);
    const escape = await request(t.app).get('/uploads/..%2Fpackage.json');
    expect([403, 404]).toContain(escape.status);
    expect(escape.text).not.toContain('"dependencies"');
  });

  it('When a resubmitted product is approved, then its founder gets the live link of that product', async () => {
    await eventually(() => smtp.messages.some((m) => /Rocket Retry is now live/.test(m.subject ?? '') && (m.text ?? '').includes('/product/rocket-retry')));
  });

  it('When the status pages were visited, then no log line written during this file holds a status token (the access log shows [redacted])', async () => {
    // The status page itself, as a founder opens it from the email.
    await request(t.app).get(`/directories/status/${token}`).expect(200);
    const tokens = smtp.messages.flatMap((m) => [...(m.text ?? '').matchAll(/\/directories\/status\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1]));
    expect(tokens.length).toBeGreaterThan(0);
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const secret of new Set(tokens)) expect(logs.lines.filter((line) => line.includes(secret))).toEqual([]);
    expect(logs.lines.some((line) => line.includes('/status/[redacted]'))).toBe(true);
  });
});

describe('confirmations to an address nobody confirmed', () => {
  const PHISHING = 'Your account is locked verify now';
  const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

  it('When a submission is named like a phishing email, then its confirmation has a fixed subject, quotes the texts as plain text and links only to this site', async () => {
    const [small, shot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(800, 500)]);
    await submit(product({ name: PHISHING, headline: 'Sign in at https://evil-login.example/verify today', website_url: 'https://evil-login.example/verify', email: 'victim@mailbox.example' }), { logo: small, screenshot: shot }).expect(201);
    const mail = await smtp.waitFor('victim@mailbox.example');
    expect(words(mail.subject ?? '').filter((word) => words(PHISHING).includes(word))).toEqual([]);
    expect(mail.text).toMatch(/^Name: Your account is locked verify now$/m);
    for (const body of [mail.html as string, mail.text ?? '']) expect(body).not.toMatch(/evil-login\.example|https:\/\/evil/);
    const links = [...(mail.html as string).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toContainEqual(expect.stringMatching(/\/directories\/status\/[A-Za-z0-9_-]{43}$/));
    for (const link of links) expect(link.startsWith(t.config.PUBLIC_URL)).toBe(true);
    // The operator reviews the submission, so their notice links to the website.
    const operator = await smtp.waitFor('ops@launchboost.test', new RegExp(`New directory submission: ${PHISHING}`));
    expect(operator.html).toContain('href="https://evil-login.example/verify"');
  });

  it('When one address is given with four submissions in a day, then it gets three confirmations, while all four are saved and the operator hears of each', async () => {
    const [small, shot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(800, 500)]);
    for (const [i, email] of ['often@mailbox.example', 'Often@Mailbox.example', ' often@mailbox.example', 'OFTEN@MAILBOX.EXAMPLE'].entries()) {
      await submit(product({ name: `Often ${i + 1}`, website_url: `https://often-${i + 1}.example`, email }), { logo: small, screenshot: shot }).expect(201);
    }
    for (const i of [1, 2, 3, 4]) await smtp.waitFor('ops@launchboost.test', new RegExp(`New directory submission: Often ${i}$`));
    await t.jobsSettled();
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('often@mailbox.example')).map((m) => /^Name: (.*)$/m.exec(m.text ?? '')?.[1]).sort()).toEqual(['Often 1', 'Often 2', 'Often 3']);
    expect(await ProductModel.countDocuments({ name: /^Often / })).toBe(4);
  });
});
