import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { ProductModel } from './model';
import { TOO_MANY_SUBMISSIONS_MESSAGE } from './router';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { SUBMISSIONS_PER_HOUR: '2', API_WRITES_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

it('When one address submits more than SUBMISSIONS_PER_HOUR times, then the next submission answers 429 with a JSON message and is not processed', async () => {
  for (let i = 0; i < 2; i++) {
    const res = await request(t.app).post('/api/products').field('name', '');
    expect(res.status).toBe(400);
  }
  const limited = await request(t.app).post('/api/products').field('name', 'Third try');
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ success: false, message: TOO_MANY_SUBMISSIONS_MESSAGE });
  expect(limited.headers['ratelimit-policy']).toMatch(/q=2; w=3600/);
  expect(await ProductModel.countDocuments()).toBe(0);

  // Reading the directory is not limited by it.
  await request(t.app).get('/api/products').expect(200);
});
