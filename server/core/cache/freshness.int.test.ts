import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { SUBMIT_SUCCESS_MESSAGE } from '../../../domain/directory/submission';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { loadConfig } from '../config';
import { confirmationSubject } from '../../features/directory/emails';
import { ProductModel } from '../../features/directory/model';
import { directoryService } from '../../features/directory/service';
import { PlanModel } from '../../features/plans/model';
import { defaultPlans } from '../../features/plans/seedData';
import { plansService } from '../../features/plans/service';
import { entryArgs } from '../../../test/support/entries';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const TTL_SECONDS = 3;

let t: TestApp;
let smtp: TestSmtp;
let images: [Buffer, Buffer];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, CACHE_TTL_SECONDS: String(TTL_SECONDS), DIRECTORY_MODERATION: 'off' });
  await ProductModel.init();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  images = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
  t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const fields = (name: string) => ({ name, headline: `${name} headline`, description: 'Listed for the freshness tests.', website_url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`, category: 'productivity', email: 'maker@fresh.example', firstname: 'Fay' });

describe('one freshness rule for every cache', () => {
  // Asked of the listening server, as visitors do: cached answers there come from the fast path (server/http/fastAnswers.ts).
  it('When the default settings are read, then no cache keeps data longer than 60 s after a lost announcement', () => {
    expect(loadConfig({}).CACHE_TTL_SECONDS).toBeLessThanOrEqual(60);
  });

  it('When an operator rejects a listed product from the CLI (another process), then the list, the directory page and the product sitemap of the running server drop it within 2 s', async () => {
    const [logo, screenshot] = images;
    const product = await directoryService(t.platform).create({ fields: fields('Cli Gone'), logo, screenshot, status: 'approved' });
    // Every cache holds the product first.
    expect((await request(t.url).get('/api/products').expect(200)).body.data.products.map((p: { slug: string }) => p.slug)).toContain(product.slug);
    expect((await request(t.url).get('/directories').expect(200)).text).toContain('Cli Gone');
    expect((await request(t.url).get('/sitemaps/products-1.xml').expect(200)).text).toContain(`/product/${product.slug}`);

    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: t.config.MONGODB_URI, REDIS_URL: t.config.REDIS_URL, QUEUE_PREFIX: t.config.QUEUE_PREFIX, JWT_SECRET: t.config.JWT_SECRET, DATA_DIR: t.config.DATA_DIR, UPLOADS_DIR: t.config.UPLOADS_DIR };
    const { stdout } = await run(process.execPath, [...entryArgs('scripts/cli.ts'), 'products:reject', product.slug, '--reason', 'Gone for the test'], { cwd: ROOT, env });
    expect(stdout).toContain(`rejected ${product.slug}`);
    const rejectedAt = Date.now();

    await eventually(async () => {
      const [list, page, sitemap] = await Promise.all([request(t.url).get('/api/products'), request(t.url).get('/directories'), request(t.url).get('/sitemaps/products-1.xml')]);
      const listed = list.body.data.products.some((p: { slug: string }) => p.slug === product.slug);
      return !listed && !page.text.includes('Cli Gone') && (sitemap.status === 404 || !sitemap.text.includes(`/product/${product.slug}`));
    }, 2000, 50);
    expect(Date.now() - rejectedAt).toBeLessThan(2000);
  }, 60_000);

  it('When a price is changed by a raw collection write that announces nothing, then / and a cached /g/ page show it within the cache TTL', async () => {
    const page = '/g/directory-listing-saas';
    const price = (html: string) => /data-plan="starter"[\s\S]*?data-testid="price">\$(\d+)</.exec(html.replaceAll('<!-- -->', ''))?.[1];
    expect(price((await request(t.url).get('/').expect(200)).text)).toBe('99');
    expect(price((await request(t.url).get(page).expect(200)).text)).toBe('99');

    await PlanModel.collection.updateOne({ _id: 'starter' as never }, { $set: { price: 89 } });
    const writtenAt = Date.now();
    await eventually(async () => {
      const [home, generated] = await Promise.all([request(t.url).get('/'), request(t.url).get(page)]);
      return price(home.text) === '89' && price(generated.text) === '89';
    }, (TTL_SECONDS + 5) * 1000, 100);
    expect(Date.now() - writtenAt).toBeLessThanOrEqual(TTL_SECONDS * 1000);
  });

  it('When a price is saved (the change announced), then the plans kept in memory are read again before the pages drop: the next / shows it', async () => {
    const price = (html: string) => /data-plan="starter"[\s\S]*?data-testid="price">\$(\d+)</.exec(html.replaceAll('<!-- -->', ''))?.[1];
    const starter = defaultPlans('LAUNCH20').find((plan) => plan.id === 'starter')!;
    await request(t.url).get('/').expect(200);

    await plansService(t.platform).save({ ...starter, price: 111 });
    expect(price((await request(t.url).get('/').expect(200)).text)).toBe('111');
  });

  it('When an operator edits a listed product, then its page rendered again shows the edit at once (the product kept in memory is dropped by the change naming it)', async () => {
    const [logo, screenshot] = images;
    const product = await directoryService(t.platform).create({ fields: fields('Kept Record'), logo, screenshot, status: 'approved' });
    expect((await request(t.url).get(`/product/${product.slug}`).expect(200)).text).toContain('Kept Record headline');

    await directoryService(t.platform).edit(product.slug, { name: 'Kept Record', headline: 'An edited headline', description: 'Edited for the freshness tests.', category: 'productivity' });
    expect((await request(t.url).get(`/product/${product.slug}`).expect(200)).text).toContain('An edited headline');
  });

  it('When the change announcement fails during a submission, then the founder gets the normal success, the images stay and the emails arrive', async () => {
    // Fault injection: Redis refuses the PUBLISH of the announcement (everything else keeps working).
    const publish = jest.spyOn(t.platform.redis, 'publish').mockRejectedValue(new Error('injected: publish refused'));
    try {
      const [logo, screenshot] = images;
      const f = fields('Announce Fails');
      let req = request(t.url).post('/api/products');
      for (const [key, value] of Object.entries(f)) req = req.field(key, value);
      const res = await req.attach('logo', logo, 'logo.png').attach('screenshot', screenshot, 'shot.jpg');
      expect([res.status, res.body]).toEqual([201, { success: true, message: SUBMIT_SUCCESS_MESSAGE }]);
      expect(publish).toHaveBeenCalled();

      const saved = await ProductModel.findOne({ slug: 'announce-fails' }).lean();
      for (const key of [saved!.logo.webp.key, saved!.logo.png.key, saved!.screenshot.webp.key, saved!.screenshot.thumb.key]) {
        expect(existsSync(path.join(t.config.UPLOADS_DIR, key))).toBe(true);
      }
      await smtp.waitFor('maker@fresh.example', new RegExp(confirmationSubject('approved', t.config.SITE_NAME)));
      await smtp.waitFor(t.config.ADMIN_EMAIL, /New directory submission: Announce Fails/);
      // This process heard its own change at once: the list already shows it.
      expect((await request(t.url).get('/api/products').expect(200)).body.data.products.map((p: { slug: string }) => p.slug)).toContain('announce-fails');
    } finally {
      publish.mockRestore();
    }
  });
});
