import mongoose from 'mongoose';
import { testConfig } from '../../../test/support/testApp';
import { EMAIL_TEMPLATES } from '../registry';
import type { EmailContext } from '../mail/template';
import { DIRECTORY_EMAILS } from './emails';
import { ProductModel } from './model';
import { hashStatusToken, statusLink, statusToken } from './statusLink';

const config = testConfig(__filename, { PUBLIC_URL: 'https://launchboost.test' });
const ctx: EmailContext = { siteName: 'LaunchBoost', publicUrl: config.PUBLIC_URL, config };
const image = { key: 'products/x/logo.webp', contentType: 'image/webp', width: 1, height: 1, bytes: 1 };

beforeAll(() => mongoose.connect(config.MONGODB_URI));
afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

async function product(status: 'pending' | 'approved' | 'rejected') {
  const doc = new ProductModel({
    name: 'Rocket <script>',
    slug: `rocket-script-${status}`,
    headline: 'Fast',
    description: 'Goes fast.',
    website_url: `https://rocket-${status}.example`,
    website_host: `rocket-${status}.example`,
    host_lock: `rocket-${status}.example`,
    category: 'ai-mcp',
    firstname: 'Ada',
    email: 'ada@example.com',
    logo: { webp: image, png: image },
    screenshot: { webp: image, thumb: image },
    status,
  });
  doc.status_token_hash = hashStatusToken(statusToken(config, doc._id));
  await doc.save();
  return doc;
}

describe('directory emails', () => {
  it('When every template is registered, then the email queue knows them by name', () => {
    for (const name of Object.keys(DIRECTORY_EMAILS)) expect(EMAIL_TEMPLATES[name as keyof typeof EMAIL_TEMPLATES]).toBe(DIRECTORY_EMAILS[name as keyof typeof DIRECTORY_EMAILS]);
  });

  it('When the founder confirmation is rendered from the product id, then it goes to the founder under a fixed subject with the status link (whose hash is stored), the category label, the pricing upsell, and escaped HTML', async () => {
    const p = await product('pending');
    const mail = (await DIRECTORY_EMAILS['product-submitted'].render({ productId: p.id }, ctx))!;
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Submission received by the LaunchBoost directory');
    const link = statusLink(config, p._id);
    expect(link).toMatch(/^https:\/\/launchboost\.test\/directories\/status\/[A-Za-z0-9_-]{43}$/);
    expect(hashStatusToken(link.split('/').pop()!)).toBe(p.status_token_hash);
    expect(mail.text).toContain(link);
    // The founder's summary: labelled fields, each on a line of its own.
    expect(mail.text).toMatch(/^Name: Rocket <script>$/m);
    expect(mail.text).toMatch(/^Headline: Fast$/m);
    expect(mail.text).toMatch(/^Website: rocket-pending\[\.\]example$/m);
    expect(mail.text).toMatch(/^Category: AI MCP$/m);
    expect(mail.text).toContain('200+ directories');
    expect(mail.text).toContain('https://launchboost.test/#pricing');
    expect(mail.text).toContain('will email you as soon as it is live');
    expect(mail.html).toContain('Rocket &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('When the product is already approved (moderation off), then the confirmation says it is listed and links to its page', async () => {
    const p = await product('approved');
    const mail = (await DIRECTORY_EMAILS['product-submitted'].render({ productId: p.id }, ctx))!;
    expect(mail.subject).toBe('Submission listed in the LaunchBoost directory');
    expect(mail.text).toContain('https://launchboost.test/product/rocket-script-approved');
  });

  it('When a product is rejected, then the email gives the reason and links to the status page; the operator notice goes to ADMIN_EMAIL', async () => {
    const p = await product('rejected');
    const rejected = (await DIRECTORY_EMAILS['product-rejected'].render({ productId: p.id, reason: 'Broken link' }, ctx))!;
    expect(rejected.text).toContain('Reason: Broken link');
    expect(rejected.text).toContain(statusLink(config, p._id));
    const operator = (await DIRECTORY_EMAILS['product-submitted-operator'].render({ productId: p.id }, ctx))!;
    expect(operator.to).toBe(config.ADMIN_EMAIL);
  });

  it('When the product is gone, then there is nothing to send; when job data is malformed, the schema refuses it', async () => {
    expect(await DIRECTORY_EMAILS['product-approved'].render({ productId: new mongoose.Types.ObjectId().toHexString() }, ctx)).toBeNull();
    expect(DIRECTORY_EMAILS['product-rejected'].schema.safeParse({ productId: 'nope', reason: 'x' }).success).toBe(false);
    expect(DIRECTORY_EMAILS['product-submitted'].schema.safeParse({ token: 'T'.repeat(43) }).success).toBe(false);
  });
});
