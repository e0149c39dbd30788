import request from 'supertest';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { confirmationSubject } from './emails';
import { ProductModel } from './model';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { DIRECTORY_MODERATION: 'off', SMTP_URL: smtp.url });
  await ProductModel.init();
  t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('When DIRECTORY_MODERATION=off, then a submitted product is listed at once and the founder is told it is live', async () => {
  const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(800, 500)]);
  await request(t.app)
    .post('/api/products')
    .field('name', 'Instant Listing')
    .field('headline', 'No waiting')
    .field('description', 'Published without review.')
    .field('website_url', 'https://instant.example')
    .field('category', 'other')
    .field('email', 'me@instant.example')
    .field('firstname', 'Linus')
    .attach('logo', logo, 'logo.png')
    .attach('screenshot', screenshot, 'shot.jpg')
    .expect(201);

  const list = await request(t.app).get('/api/products').expect(200);
  expect(list.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['instant-listing']);
  const detail = await request(t.app).get('/api/products/instant-listing').expect(200);
  expect(detail.body.data.screenshot_url).toMatch(/\/screenshot\.webp$/);
  const mail = await smtp.waitFor('me@instant.example', new RegExp(confirmationSubject('approved', t.config.SITE_NAME)));
  expect(mail.text).toContain(`${t.config.PUBLIC_URL}/product/instant-listing`);
});
