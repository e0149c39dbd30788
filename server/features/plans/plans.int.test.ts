import request from 'supertest';
import { runCommand } from '../../../test/support/cli';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { PlanModel } from './model';
import { defaultPlans } from './seedData';
import { plansService } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(__filename, { PROMO_CODE: 'SPRING20' });
});
afterAll(() => t.close());

describe('plans', () => {
  it('When `npm run cli -- seed` runs twice, then the plans are stored once each, with checkout links carrying the promo code', async () => {
    // In this process, parsed as `npm run cli` parses it (test/fault/cliOutage.fault.test.ts runs the real entry point).
    expect((await runCommand(t.platform, ['seed'])).stdout).toContain('plans: 6 inserted, 0 already present');
    expect((await runCommand(t.platform, ['seed'])).stdout).toContain('plans: 0 inserted, 6 already present');
    expect(await PlanModel.countDocuments()).toBe(6);
    const starter = await PlanModel.findById('starter').lean<{ url: string; price: number; strokePrice: number }>();
    expect(starter).toMatchObject({ price: 99, strokePrice: 124 });
    expect(new URL(starter!.url).searchParams.get('prefilled_promo_code')).toBe('SPRING20');
  });

  it('When GET /api/plans/all is called, then every plan comes back sorted by position with every field of the spec', async () => {
    const res = await request(t.app).get('/api/plans/all').expect(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(['starter', 'publisher', 'growth-partner', 'influencer-growth', 'growth-partner-yearly', 'influencer-growth-yearly']);
    const byId = Object.fromEntries(res.body.map((p: { id: string }) => [p.id, p]));
    expect(byId.starter).toMatchObject({ label: 'Starter', type: 'onetime', price: 99, strokePrice: 124, devise: '$', stripePlanId: '', active: true, popular: false });
    expect(byId.publisher).toMatchObject({ label: 'Publisher', type: 'onetime', price: 299, strokePrice: 373.75, popular: true });
    expect(byId['growth-partner']).toMatchObject({ label: 'Growth Partner', type: 'monthly', price: 690, strokePrice: 862.5 });
    expect(byId['influencer-growth']).toMatchObject({ label: 'Influencer Growth', type: 'monthly', price: 249, strokePrice: 311.25 });
    expect(byId['growth-partner'].features).toContainEqual({ text: '30 SEO blog posts a month', points: ['1 post a day', '5 backlinks in each post'] });
    expect(Object.keys(byId.starter).sort()).toEqual(
      ['active', 'description', 'devise', 'features', 'headline', 'id', 'label', 'nofeatures', 'popular', 'position', 'price', 'strokePrice', 'stripePlanId', 'type', 'url'].sort(),
    );
  });

  it('When a plan is switched off through the service, then ?active=true leaves it out, ?active=false lists it, and each change is announced on the bus', async () => {
    const calls: string[] = [];
    const stop = t.platform.bus.on(['plans'], () => calls.push('changed'));
    const { save: savePlan, remove: deletePlan } = plansService(t.platform);
    const [starter] = defaultPlans('SPRING20');
    await savePlan({ ...starter, active: false });
    expect(calls).toEqual(['changed']);
    const active = await request(t.app).get('/api/plans/all?active=true').expect(200);
    expect(active.body.map((p: { id: string }) => p.id)).not.toContain('starter');
    const inactive = await request(t.app).get('/api/plans/all?active=false').expect(200);
    expect(inactive.body.map((p: { id: string }) => p.id)).toEqual(['starter']);
    await savePlan({ ...starter, active: true });
    await savePlan({ ...starter, id: 'temporary', position: 99 });
    await deletePlan('temporary');
    expect(calls).toHaveLength(4);
    stop();
    await savePlan(starter);
    expect(calls).toHaveLength(4);
  });

  it('When the query is not understood, then it answers 400 instead of ignoring it', async () => {
    expect((await request(t.app).get('/api/plans/all?active=maybe')).status).toBe(400);
    expect((await request(t.app).get('/api/plans/all?active[$ne]=x')).status).toBe(400);
  });

  it('When one plan is requested by id, then it is returned; an unknown or malformed id answers a JSON 404, never a 500', async () => {
    const res = await request(t.app).get('/api/plans/publisher').expect(200);
    expect(res.body).toMatchObject({ id: 'publisher', price: 299 });
    for (const id of ['nope', '%24ne', 'UPPER', 'a'.repeat(300), '..%2F..%2Fetc', '%7B%22%24gt%22%3A%22%22%7D']) {
      const missing = await request(t.app).get(`/api/plans/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Plan not found' });
    }
  });
});
