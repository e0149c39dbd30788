import request from 'supertest';
import { TOO_MANY_SUBMISSIONS_MESSAGE } from '../../../domain/directory/submission';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { ProductModel } from './model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { SUBMISSIONS_PER_HOUR: '2' });
  await ProductModel.init();
});
afterAll(() => t.close());

let images: [Buffer, Buffer];
beforeAll(async () => {
  images = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
});

function submitValid(n: number) {
  const [logo, screenshot] = images;
  return request(t.app)
    .post('/api/products')
    .field('name', `Limited ${n}`)
    .field('headline', 'Counted')
    .field('description', 'One of the allowed submissions.')
    .field('website_url', `https://limited-${n}.example`)
    .field('category', 'other')
    .field('email', `maker${n}@limited.example`)
    .field('firstname', 'Lim')
    .attach('logo', logo, 'logo.png')
    .attach('screenshot', screenshot, 'shot.jpg');
}

it('When one address submits, then refused forms give their place back, and past SUBMISSIONS_PER_HOUR accepted ones the next answers 429 with a JSON message and is not processed', async () => {
  // Three mistyped forms: answered 400, and they do not use up the limit.
  for (let i = 0; i < 3; i++) {
    const res = await request(t.app).post('/api/products').field('name', '');
    expect(res.status).toBe(400);
  }
  await submitValid(1).expect(201);
  await submitValid(2).expect(201);
  const limited = await submitValid(3);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ success: false, message: TOO_MANY_SUBMISSIONS_MESSAGE });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  expect(limited.headers['ratelimit-policy']).toMatch(/q=2; w=3600/);
  expect(await ProductModel.countDocuments()).toBe(2);

  // Reading the directory is not limited by it.
  await request(t.app).get('/api/products').expect(200);
});
