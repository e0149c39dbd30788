import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_EMAILS } from './emails';
import { escapeRegex, normaliseWebsite } from './service';
import { localDiskStorage } from '../uploads/storage';
import { EMAIL_TEMPLATES } from '../../../jobs/emails/templates';

describe('normaliseWebsite', () => {
  it('When addresses differ only in case, www, trailing slash, credentials or fragment, then they share one host', () => {
    expect(normaliseWebsite('HTTPS://User:Pw@WWW.Acme.Example/#top')).toEqual({ url: 'https://www.acme.example', host: 'acme.example' });
    expect(normaliseWebsite(' http://acme.example/pricing?plan=pro ')).toEqual({ url: 'http://acme.example/pricing?plan=pro', host: 'acme.example' });
    expect(normaliseWebsite('https://acme.example:8443/')).toEqual({ url: 'https://acme.example:8443', host: 'acme.example' });
    expect(normaliseWebsite('https://bücher.example').host).toBe('xn--bcher-kva.example');
  });
});

describe('escapeRegex', () => {
  it('When user text holds regex metacharacters, then each is escaped to match itself', () => {
    const text = 'a.b*c+(d)?[e]{f}|^$\\';
    expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});

describe('localDiskStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lb-storage-'));
  const storage = localDiskStorage(root);

  it('When a file is stored and deleted, then it appears under the key, is served at /uploads/<key>, and its empty folder goes too', async () => {
    await storage.put('products/abc123/logo.webp', Buffer.from('RIFF'), 'image/webp');
    expect(readFileSync(path.join(root, 'products/abc123/logo.webp'), 'utf8')).toBe('RIFF');
    expect(storage.url('products/abc123/logo.webp')).toBe('/uploads/products/abc123/logo.webp');
    await storage.delete('products/abc123/logo.webp');
    expect(existsSync(path.join(root, 'products/abc123'))).toBe(false);
    await expect(storage.delete('products/abc123/logo.webp')).resolves.toBeUndefined();
  });

  it('When a key could leave the folder, then it is refused', async () => {
    for (const key of ['../x.webp', 'products/../../x', '/etc/passwd', 'products/a/.hidden', 'Products/A.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('directory emails', () => {
  const ctx = { siteName: 'LaunchBoost', publicUrl: 'https://launchboost.test' };
  const submitted = {
    firstname: 'Ada',
    name: 'Rocket <script>',
    headline: 'Fast',
    website_url: 'https://rocket.example',
    category: 'ai-mcp',
    token: 'T'.repeat(43),
    published: false,
    slug: 'rocket-script',
  };

  it('When every template is registered, then the email queue knows them by name', () => {
    for (const name of Object.keys(PRODUCT_EMAILS)) expect(EMAIL_TEMPLATES[name]).toBe(PRODUCT_EMAILS[name as keyof typeof PRODUCT_EMAILS]);
  });

  it('When the founder confirmation is rendered, then it has the status link, the category label, the pricing upsell, and user text is escaped in HTML', () => {
    const mail = PRODUCT_EMAILS['product-submitted'].render(submitted, ctx);
    expect(mail.subject).toBe('We received Rocket <script>');
    expect(mail.text).toContain(`https://launchboost.test/directories/status/${'T'.repeat(43)}`);
    expect(mail.text).toContain('category: AI MCP');
    expect(mail.text).toContain('200+ directories');
    expect(mail.text).toContain('https://launchboost.test/#pricing');
    expect(mail.text).toContain('will email you as soon as it is live');
    expect(mail.html).toContain('Rocket &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('When moderation is off, then the confirmation says the product is live and links to it', () => {
    const mail = PRODUCT_EMAILS['product-submitted'].render({ ...submitted, published: true }, ctx);
    expect(mail.subject).toBe('Rocket <script> is live in the LaunchBoost directory');
    expect(mail.text).toContain('https://launchboost.test/product/rocket-script');
  });

  it('When job data is malformed, then the template schema refuses it', () => {
    expect(PRODUCT_EMAILS['product-rejected'].schema.safeParse({ firstname: 'Ada', name: 'X', reason: '' }).success).toBe(false);
    expect(PRODUCT_EMAILS['product-submitted'].schema.safeParse({ ...submitted, token: undefined }).success).toBe(false);
  });
});
