import request from 'supertest';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { HOME_FAQ } from '../../../domain/site/faq';
import { PlanModel } from '../plans/model';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';
import { catalogueSeeder } from '../catalogue/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { SUPPORT_EMAIL: 'help@launch.example', FOUNDER_NAME: 'Jamie Rivera', LAUNCH_OFFER_LEFT: '4', CACHE_TTL_SECONDS: '1' });
  await plansService(t.platform).insertMissing(defaultPlans(t.config.PROMO_CODE));
  await catalogueSeeder.run(t.platform, { demo: false });
});
afterAll(() => t.close());

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const text = (html: string) => decode(html.replace(/<!-- -->/g, ''));

describe('landing page', () => {
  it('When / is requested, then the server HTML has every section in order, the 10-row table, #pricing and #faq', async () => {
    const html = text((await request(t.app).get('/').expect(200)).text);
    const order = [
      '20% OFF Launch Offer - 4 left',
      '<h1',
      'We submit your product to the directories',
      'id="directories-sample"',
      'id="benefits"',
      'id="screenshots"',
      'id="results"',
      'Jamie Rivera',
      'id="pricing"',
      'id="faq"',
      'id="waitlist"',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

    const table = /<table[\s\S]*?<\/table>/.exec(html)![0];
    expect(table.match(/<tr/g)).toHaveLength(11);
    expect(table).toContain('Domain rating');
    expect(table).toContain('Monthly visits');
    expect(table).toContain('Product Hunt');
    expect(html).toContain('/images/screenshot-report.svg" alt="Submission report listing directories with their status and domain rating" width="960" height="600"');
  });

  it('When / is requested, then the four plans show their prices and struck-through prices read from MongoDB, with the yearly ones hidden', async () => {
    const html = text((await request(t.app).get('/').expect(200)).text);
    for (const [id, price, stroke] of [
      ['starter', '$99', '$124'],
      ['publisher', '$299', '$373.75'],
      ['growth-partner', '$690', '$862.50'],
      ['influencer-growth', '$249', '$311.25'],
    ]) {
      const card = new RegExp(`data-plan="${id}"[\\s\\S]*?</article>`).exec(html)?.[0];
      expect(card).toBeDefined();
      expect(card).toContain(`data-testid="price">${price}</span>`);
      expect(card).toMatch(new RegExp(`<s [^>]*data-testid="stroke-price"><span class="sr-only">Regular price </span>\\${stroke}</s>`));
      expect(card).toContain('prefilled_promo_code=LAUNCH20');
    }
    expect(html).not.toContain('data-plan="growth-partner-yearly"');
    expect(html).toContain('Most popular');
    expect(html).toContain('Not included: </span>');
    expect(html).toContain('role="switch" aria-checked="false"');
  });

  it('When a price is changed directly in MongoDB (announcing nothing), then / shows it once the cache TTL has passed', async () => {
    await request(t.app).get('/').expect(200);
    await PlanModel.collection.updateOne({ _id: 'starter' as never }, { $set: { price: 89, strokePrice: 111.25 } });
    const card = await eventually(async () => {
      const html = text((await request(t.app).get('/').expect(200)).text);
      const starter = /data-plan="starter"[\s\S]*?<\/article>/.exec(html)![0];
      return starter.includes('$89</span>') ? starter : undefined;
    }, 5000);
    expect(card).toContain('data-testid="price">$89</span>');
    expect(card).toContain('$111.25</s>');
    await PlanModel.collection.updateOne({ _id: 'starter' as never }, { $set: { price: 99, strokePrice: 124 } });
    await t.platform.bus.announce('plans');
  });

  it('When / is requested, then the FAQ answers are in the HTML and described as FAQPage structured data', async () => {
    const raw = (await request(t.app).get('/').expect(200)).text;
    const html = text(raw);
    for (const item of HOME_FAQ) expect(html).toContain(item.answer);
    const ld = [...raw.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const faq = ld.find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(HOME_FAQ.length);
    expect(faq.mainEntity[0]).toEqual({ '@type': 'Question', name: HOME_FAQ[0].question, acceptedAnswer: { '@type': 'Answer', text: HOME_FAQ[0].answer } });
  });

  it('When the checkout returns with ?payment=success or failed, then the server HTML carries the matching message', async () => {
    expect(text((await request(t.app).get('/?payment=success').expect(200)).text)).toContain('Your payment has been successfully processed');
    expect(text((await request(t.app).get('/?payment=failed').expect(200)).text)).toContain('Your payment attempt has failed');
    const plain = text((await request(t.app).get('/').expect(200)).text);
    expect(plain).not.toContain('Your payment has been successfully processed');
    expect(plain).not.toContain('Your payment attempt has failed');
  });

  it('When any page is requested, then the support email is not in the HTML as plain text (only behind "click to show email")', async () => {
    for (const path of ['/', '/terms', '/privacy', '/gdpr']) {
      const html = (await request(t.app).get(path).expect(200)).text;
      expect(html).toContain('click to show email');
      expect(html).not.toContain('help@launch.example');
    }
  });
});

describe('offer and legal pages', () => {
  it('When /growth-partner is requested, then it has the launch badge, 6 what-you-get items, 3 reasons and the "Grow your product" buy button', async () => {
    const html = text((await request(t.app).get('/growth-partner').expect(200)).text);
    expect(html).toContain('20% OFF Launch Offer - 4 left');
    const whatYouGet = /id="what-you-get"[\s\S]*?<\/section>/.exec(html)![0];
    expect(whatYouGet.match(/<h3/g)).toHaveLength(6);
    const why = /id="why"[\s\S]*?<\/section>/.exec(html)![0];
    expect(why.match(/<h3/g)).toHaveLength(3);
    expect(html).toMatch(/data-plan="growth-partner"[\s\S]*?>Grow your product<\/a>/);
    expect(html).toContain('$690');
  });

  it('When /influencer-outreach is requested, then it has its anchors, hero, 3 features, 3 steps, 4 use cases, pricing and a final call to action', async () => {
    const html = text((await request(t.app).get('/influencer-outreach').expect(200)).text);
    for (const anchor of ['/influencer-outreach#features', '/influencer-outreach#how-it-works', '/influencer-outreach#pricing']) expect(html).toContain(`href="${anchor}"`);
    expect(html).toMatch(/<h1[^>]*>Done-for-you <span[^>]*>Influencer Outreach<\/span><\/h1>/);
    for (const platform of ['Youtube', 'Tiktok', 'X(Twitter)', 'Instagram']) expect(html).toContain(platform);
    expect(/id="features"[\s\S]*?<\/section>/.exec(html)![0].match(/<h3/g)).toHaveLength(3);
    expect(/id="how-it-works"[\s\S]*?<\/section>/.exec(html)![0].match(/<h3/g)).toHaveLength(3);
    expect(/id="use-cases"[\s\S]*?<\/section>/.exec(html)![0].match(/<h3/g)).toHaveLength(4);
    expect(html).toContain('data-plan="influencer-growth"');
    expect(html).not.toContain('data-plan="starter"');
    expect(html).toContain('id="waitlist"');
  });

  it('When the reciprocal-links page is requested, then at least 45 directories open in a new tab with rel="noopener", followed by why, pricing, FAQ and call to action', async () => {
    const html = text((await request(t.app).get('/list-of-directories-with-reciprocal-links').expect(200)).text);
    const outbound = [...html.matchAll(/<a href="(https:\/\/[^"]+)" target="_blank" rel="noopener"/g)].map((m) => m[1]);
    // Spec: about 50 reciprocal-link directories, every one a link of its own.
    expect(outbound.length).toBeGreaterThanOrEqual(45);
    expect(outbound.length).toBeLessThanOrEqual(60);
    expect(new Set(outbound).size).toBe(outbound.length);
    const order = ['id="list"', 'id="why"', 'id="pricing"', 'id="faq"', 'id="waitlist"', '<footer'].map((m) => html.indexOf(m));
    expect(order.every((p) => p >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(/id="why"[\s\S]*?<\/section>/.exec(html)![0].match(/<h3/g)).toHaveLength(3);
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/gdpr', 'GDPR'],
  ])('When %s is requested, then it is dated 28 October 2024 and carries noindex, nofollow', async (path, title) => {
    const html = text((await request(t.app).get(path).expect(200)).text);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<h1 class="mt-2 text-4xl font-bold tracking-tight text-slate-900">${title}</h1>`);
    expect(html).toContain('28 October 2024');
  });

  it('When the terms are read, then the minimum age is 13 and fees are non-refundable', async () => {
    const html = text((await request(t.app).get('/terms').expect(200)).text);
    expect(html).toContain('at least 13 years old');
    expect(html).toContain('All fees are non-refundable.');
  });

  it('When every page of the marketing site is requested, then each has a unique title and description, its canonical URL and Open Graph tags', async () => {
    const paths = ['/', '/growth-partner', '/influencer-outreach', '/list-of-directories-with-reciprocal-links', '/terms', '/privacy', '/gdpr'];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const html = (await request(t.app).get(path).expect(200)).text;
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]);
      descriptions.add(/<meta name="description" content="([^"]+)">/.exec(html)![1]);
      expect(html).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}${path}">`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(text(html).match(/<h1[\s>]/g)).toHaveLength(1);
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  it("When not in production, then no analytics script is on the page and the CSP allows scripts only from this site and the page's own inline scripts", async () => {
    const res = await request(t.app).get('/').expect(200);
    expect(res.text).not.toContain('data-domain=');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  });
});
