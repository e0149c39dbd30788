import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { gifImage, jpegScreenshot, noisyPng, pngLogo } from '../../../test/support/images';
import { ProductModel } from './model';

let t: TestApp;
let logo: Buffer;
let screenshot: Buffer;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await ProductModel.init();
  [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot()]);
});
afterAll(() => t.close());

const valid = {
  name: 'Acme Analytics',
  headline: 'Numbers that matter',
  description: 'Dashboards for everyone.',
  website_url: 'https://acme-analytics.example',
  category: 'analytics',
  email: 'wile@acme.example',
  firstname: 'Wile',
};

type FilePart = { data: Buffer; filename: string; contentType: string } | null;

function submit(fields: Record<string, string | undefined>, files: { logo?: FilePart; screenshot?: FilePart } = {}) {
  const chosen = { logo: { data: logo, filename: 'logo.png', contentType: 'image/png' }, screenshot: { data: screenshot, filename: 'shot.jpg', contentType: 'image/jpeg' }, ...files };
  let req = request(t.app).post('/api/products');
  for (const [key, value] of Object.entries({ ...valid, ...fields })) if (value !== undefined) req = req.field(key, value);
  for (const [field, part] of Object.entries(chosen)) if (part) req = req.attach(field, part.data, { filename: part.filename, contentType: part.contentType });
  return req;
}

function storedFiles(): string[] {
  const root = path.join(t.config.UPLOADS_DIR, 'products');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

describe('POST /api/products: the spec checks, in order, with their exact messages', () => {
  const textCases: [string, Record<string, string | undefined>, string][] = [
    ['the name is missing', { name: undefined }, 'Product name is required'],
    ['the headline is only spaces', { headline: '   ' }, 'Headline is required'],
    ['the description is empty', { description: '' }, 'Description is required'],
    ['the website URL is missing', { website_url: undefined }, 'Website URL is required'],
    ['the website URL is not an address', { website_url: 'not a url' }, 'Please enter a valid website URL'],
    ['the website URL is javascript:', { website_url: 'javascript:alert(1)' }, 'Please enter a valid website URL'],
    ['no category is chosen', { category: undefined }, 'Please select a category'],
    ['the category is unknown', { category: 'weapons' }, 'Please select a category'],
    ['the email is missing', { email: undefined }, 'Email address is required'],
    ['the email is malformed', { email: 'wile at acme' }, 'Please enter a valid email address'],
    ['the email is a list of addresses', { email: 'wile@acme.example,road@runner.example' }, 'Please enter a valid email address'],
    ['the first name is missing', { firstname: ' ' }, 'First name is required'],
  ];
  it.each(textCases)('When %s, then it answers 400 with that message, naming the field', async (_label, fields, message) => {
    const res = await submit(fields);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, field: Object.keys(fields)[0] });
  });

  it('When there is no logo, then it answers 400 "Logo file is required"', async () => {
    const res = await submit({}, { logo: null });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Logo file is required', field: 'logo' }]);
  });

  it('When there is no screenshot, then it answers 400 "Screenshot file is required"', async () => {
    const res = await submit({}, { screenshot: null });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Screenshot file is required', field: 'screenshot' }]);
  });

  it('When the logo is a 6 MB image, then it answers 400 with the logo size message', async () => {
    const big = await noisyPng(6 * 1024 * 1024);
    const res = await submit({}, { logo: { data: big, filename: 'logo.png', contentType: 'image/png' } });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Logo file size must not exceed 5MB', field: 'logo' }]);
  });

  it('When the screenshot is over 5MB, then it answers 400 with the screenshot size message', async () => {
    const big = await noisyPng(5242880 + 1);
    const res = await submit({}, { screenshot: { data: big, filename: 'shot.png', contentType: 'image/png' } });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Screenshot file size must not exceed 5MB', field: 'screenshot' }]);
  });

  it('When an oversized file comes with a missing name, then the earlier name check is reported first', async () => {
    const big = await noisyPng(6 * 1024 * 1024);
    const res = await submit({ name: '' }, { screenshot: { data: big, filename: 'shot.png', contentType: 'image/png' } });
    expect(res.body.message).toBe('Product name is required');
  });

  it('When the logo is a text file named logo.png declared as image/png, then it is refused as not an image', async () => {
    const text = Buffer.from('this is not an image, whatever the name says\n'.repeat(10));
    const res = await submit({}, { logo: { data: text, filename: 'logo.png', contentType: 'image/png' } });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Please select a valid image file for the logo (JPG, PNG, GIF)', field: 'logo' }]);
  });

  it('When the screenshot is an SVG, then it is refused as not a JPG, PNG or GIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const res = await submit({}, { screenshot: { data: svg, filename: 'shot.jpg', contentType: 'image/jpeg' } });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Please select a valid image file for the screenshot (JPG, PNG, GIF)', field: 'screenshot' }]);
  });

  it('When a file starts like a PNG but is corrupt, then sharp cannot decode it and it is refused with the same message', async () => {
    const broken = Buffer.concat([logo.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await submit({}, { logo: { data: broken, filename: 'logo.png', contentType: 'image/png' } });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Please select a valid image file for the logo (JPG, PNG, GIF)', field: 'logo' }]);
  });

  it('When an image declares more pixels than allowed (decompression bomb), then it is refused before decoding', async () => {
    // A tiny PNG whose header claims 20000×20000 pixels.
    const header = Buffer.from(logo.subarray(0, 33));
    header.writeUInt32BE(20000, 16);
    header.writeUInt32BE(20000, 20);
    const res = await submit({}, { logo: { data: Buffer.concat([header, logo.subarray(33)]), filename: 'logo.png', contentType: 'image/png' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/logo/);
  });

  it('When a GIF logo is sent, then it is accepted', async () => {
    const res = await submit({ website_url: 'https://gif-logo.example' }, { logo: { data: await gifImage(), filename: 'l.gif', contentType: 'image/gif' } });
    expect(res.status).toBe(201);
  });

  it('When a field is sent as an operator object (name[$ne]), then it is treated as missing, never as a query', async () => {
    const res = await request(t.app)
      .post('/api/products')
      .field('name[$ne]', 'x')
      .field('headline', 'h');
    expect([res.status, res.body.message]).toEqual([400, 'Product name is required']);
  });

  it('When a third file field is sent, then it answers 400 and nothing is stored', async () => {
    const before = storedFiles();
    const res = await submit({}).attach('avatar', logo, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only the logo and screenshot files are accepted');
    expect(storedFiles()).toEqual(before);
  });
});

describe('campaign attribution', () => {
  it("When a submission carries the form's attribution field, then its campaign is stored without click ids; an unreadable one is ignored", async () => {
    const attribution = JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'launch-week', fbclid: 'abc', referrer: 'news.example.org' });
    await submit({ website_url: 'https://attributed.example', attribution }).expect(201);
    expect((await ProductModel.findOne({ website_host: 'attributed.example' }).lean())?.attribution).toEqual({ utm_source: 'newsletter', utm_campaign: 'launch-week', referrer: 'news.example.org' });
    await submit({ website_url: 'https://unattributed.example', attribution: '{not json' }).expect(201);
    expect((await ProductModel.findOne({ website_host: 'unattributed.example' }).lean())?.attribution).toBeNull();
  });
});

describe('no orphan files', () => {
  it('When a submission fails after its images were processed (duplicate website), then no file is left behind', async () => {
    await submit({ website_url: 'https://taken.example' }).expect(201);
    const before = storedFiles();
    const res = await submit({ name: 'Another', website_url: 'https://www.taken.example/about' });
    expect(res.body).toEqual({ success: false, message: 'This website is already listed', field: 'website_url' });
    expect(storedFiles()).toEqual(before);
  });

  it('When the database refuses the product after the files were written, then they are deleted again', async () => {
    // Two submissions of one new website at the same time: the unique host lock lets only one through.
    const [a, b] = await Promise.all([submit({ website_url: 'https://race.example' }), submit({ website_url: 'https://race.example/' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const folders = new Set(storedFiles().filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
    expect(folders.size).toBe(await ProductModel.countDocuments());
    for (const folder of folders) expect(readdirSync(path.join(t.config.UPLOADS_DIR, 'products', folder)).sort()).toEqual(['logo.png', 'logo.webp', 'screenshot-640.webp', 'screenshot.webp']);
  });
});

describe('GET /api/products: validated, cast query', () => {
  it('When the query carries an operator key category[$ne], then it answers 400', async () => {
    const res = await request(t.app).get('/api/products?category[$ne]=x');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/category\[\$ne\]/);
  });

  it.each([
    ['page=abc', /^page: must be a positive whole number$/],
    ['page=0', /^page: must be a positive whole number$/],
    ['page=1.5', /^page: must be a positive whole number$/],
    ['page=-1', /^page: must be a positive whole number$/],
    ['page=1&page=2', /^page: must be a positive whole number$/],
    ['limit=51', /^limit: must be at most 50$/],
    ['limit=0', /^limit: must be a positive whole number$/],
    ['category=weapons', /^category: must be one of the category values$/],
    [`q=${'x'.repeat(101)}`, /^q: must be at most 100 characters$/],
  ])('When the query is %s, then it answers 400 with a clear message', async (query, message) => {
    const res = await request(t.app).get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('When the slug is not slug-shaped, then it answers 404, not 400 or 500', async () => {
    await request(t.app).get('/api/products/..%2F..%2Fetc').expect(404);
    await request(t.app).get(`/api/products/${'a'.repeat(200)}`).expect(404);
  });
});
