import { CATEGORIES, isCategory } from './categories';
import { MAX_IMAGE_BYTES, checkSubmission as check, detectImageType, type ImageFacts, type SubmissionFields } from './submission';

/** The first failure's message, as the form and the API show it. */
const checkSubmission = (fields: Partial<Record<keyof SubmissionFields, unknown>>, files: { logo?: ImageFacts | null; screenshot?: ImageFacts | null }) =>
  check({ ...fields, ...files })?.message ?? null;

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const GIF_HEAD = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00');
const TEXT_HEAD = new TextEncoder().encode('hello, I am text');

const validFields: SubmissionFields = {
  name: 'Acme Rockets',
  headline: 'Rockets for everyone',
  description: 'We build rockets.\nCheap ones.',
  website_url: 'https://acme.example',
  category: 'saas',
  email: 'wile@acme.example',
  firstname: 'Wile',
};
const logo: ImageFacts = { size: 2000, head: PNG_HEAD };
const screenshot: ImageFacts = { size: 40000, head: JPEG_HEAD };

describe('checkSubmission', () => {
  it('When every field and both images are valid, then nothing is reported', () => {
    expect(checkSubmission(validFields, { logo, screenshot })).toBeNull();
  });

  // Each case breaks exactly one rule, with every earlier rule satisfied.
  const cases: [string, Partial<Record<keyof SubmissionFields, unknown>>, { logo?: ImageFacts | null; screenshot?: ImageFacts | null }, string][] = [
    ['the name is blank', { name: '   ' }, {}, 'Product name is required'],
    ['the headline is missing', { headline: undefined }, {}, 'Headline is required'],
    ['the description is empty', { description: '' }, {}, 'Description is required'],
    ['the website is empty', { website_url: ' ' }, {}, 'Website URL is required'],
    ['the website is not an address', { website_url: 'acme dot com' }, {}, 'Please enter a valid website URL'],
    ['the website is not http or https', { website_url: 'javascript:alert(1)' }, {}, 'Please enter a valid website URL'],
    ['the website is an ftp address', { website_url: 'ftp://acme.example' }, {}, 'Please enter a valid website URL'],
    ['no category is chosen', { category: '' }, {}, 'Please select a category'],
    ['the category is not one of the options', { category: 'weapons' }, {}, 'Please select a category'],
    ['the email is empty', { email: '' }, {}, 'Email address is required'],
    ['the email has a space', { email: 'wile e@acme.example' }, {}, 'Please enter a valid email address'],
    ['the email has no dot after the @', { email: 'wile@acme' }, {}, 'Please enter a valid email address'],
    ['the first name is empty', { firstname: '' }, {}, 'First name is required'],
    ['there is no logo', {}, { logo: null }, 'Logo file is required'],
    ['there is no screenshot', {}, { screenshot: undefined }, 'Screenshot file is required'],
    ['the logo is over 5MB', {}, { logo: { size: MAX_IMAGE_BYTES + 1, head: PNG_HEAD } }, 'Logo file size must not exceed 5MB'],
    ['the logo is not an image', {}, { logo: { size: 16, head: TEXT_HEAD } }, 'Please select a valid image file for the logo (JPG, PNG, GIF)'],
    ['the screenshot is over 5MB', {}, { screenshot: { size: MAX_IMAGE_BYTES + 1, head: JPEG_HEAD } }, 'Screenshot file size must not exceed 5MB'],
    ['the screenshot is not an image', {}, { screenshot: { size: 16, head: TEXT_HEAD } }, 'Please select a valid image file for the screenshot (JPG, PNG, GIF)'],
    ['the name is a number instead of text', { name: 42 }, {}, 'Product name is required'],
    ['the name is too long', { name: 'x'.repeat(101) }, {}, 'Product name must be at most 100 characters'],
  ];
  it.each(cases)('When %s, then the message says so', (_label, fieldChanges, fileChanges, message) => {
    expect(checkSubmission({ ...validFields, ...fieldChanges }, { logo, screenshot, ...fileChanges })).toBe(message);
  });

  it('When several rules fail, then only the first in the spec order is reported', () => {
    expect(checkSubmission({ ...validFields, headline: '', email: 'bad' }, { logo: null, screenshot: null })).toBe('Headline is required');
    expect(checkSubmission({}, {})).toBe('Product name is required');
  });

  it('When a rule fails, then the field it is about is named, so the form can mark it', () => {
    expect(check({ ...validFields, website_url: 'nope', logo, screenshot })).toEqual({ field: 'website_url', message: 'Please enter a valid website URL' });
    expect(check({ ...validFields, logo: { size: 16, head: TEXT_HEAD }, screenshot })).toEqual({ field: 'logo', message: 'Please select a valid image file for the logo (JPG, PNG, GIF)' });
  });

  it('When the email names several mailboxes or carries control characters, then it is refused', () => {
    for (const email of ['a@x.co,b@x.co', 'a@x.co;b@x.co', 'g:a@x.co,b@x.co;', 'Ann <a@x.co>', 'a@x.co\u0000', 'a\u0007b@x.co', '"a b"@x.co', 'a@x.co (me)']) {
      expect(checkSubmission({ ...validFields, email }, { logo, screenshot })).toBe('Please enter a valid email address');
    }
  });

  it('When a file is exactly 5MB, then its size is accepted', () => {
    expect(checkSubmission(validFields, { logo: { size: MAX_IMAGE_BYTES, head: GIF_HEAD }, screenshot })).toBeNull();
  });
});

describe('detectImageType', () => {
  it('When given the first bytes of JPEG, PNG and GIF files, then each type is recognised', () => {
    expect(detectImageType(JPEG_HEAD)).toBe('jpeg');
    expect(detectImageType(PNG_HEAD)).toBe('png');
    expect(detectImageType(GIF_HEAD)).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a'))).toBe('gif');
  });

  it('When given text, WebP or too few bytes, then no type is recognised', () => {
    expect(detectImageType(TEXT_HEAD)).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(detectImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('CATEGORIES', () => {
  it('When listed, then the values are the spec options in the spec order, each with a label', () => {
    expect(CATEGORIES.map((c) => c.value)).toEqual([
      'saas', 'fintech', 'healthcare', 'edtech', 'ecommerce', 'directory', 'ai-tool', 'ai-agent', 'ai-mcp', 'Boilerplate',
      'marketing', 'productivity', 'real-estate', 'design', 'developer-tools', 'social-media', 'automation', 'analytics', 'crm',
      'project-management', 'no-code', 'blockchain', 'cybersecurity', 'iot', 'travel', 'gaming', 'entertainment', 'finance',
      'legaltech', 'hr-tech', 'foodtech', 'marketplace', 'subscription', 'mobile-app', 'tools', 'content-creation',
      'customer-support', 'email-marketing', 'video', 'event-management', 'other',
    ]);
    expect(CATEGORIES.every((c) => c.label.trim().length > 0)).toBe(true);
    expect(isCategory('Boilerplate')).toBe(true);
    expect(isCategory('boilerplate')).toBe(false);
    expect(isCategory({ $ne: 'x' })).toBe(false);
  });
});
