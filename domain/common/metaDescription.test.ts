import { cutAtWord, metaDescription } from './metaDescription';

const SITE_SENTENCE = 'Listed in the LaunchBoost startup directory, with its website, a screenshot and what it does.';

describe('meta descriptions', () => {
  it('When the first part has 110 to 160 characters, then it is the description as written', () => {
    const text = `${'Invoices for small shops, sent in seconds and paid faster. '.repeat(2)}Try it`.trim();
    expect(text.length).toBeGreaterThanOrEqual(110);
    expect(metaDescription([text, 'Headline', SITE_SENTENCE])).toBe(text);
  });

  it('When the first part is short, then the next parts follow as sentences until it has 110 characters, and it stays within 160', () => {
    const description = metaDescription(['Invoices, fast and simple.', 'Send invoices in seconds', SITE_SENTENCE]);
    expect(description).toMatch(/^Invoices, fast and simple\. Send invoices in seconds\. Listed in the LaunchBoost/);
    expect(description.length).toBeGreaterThanOrEqual(110);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('When a part repeats one already used (the headline as the description), then it is left out', () => {
    expect(metaDescription(['Send invoices in seconds.', 'Send invoices in seconds', SITE_SENTENCE])).toBe(`Send invoices in seconds. ${SITE_SENTENCE}`);
  });

  it('When the text is over 160 characters, then it is cut at the last word that fits with "..." (never mid-word), at least 110 long', () => {
    const long = 'Directory submission for founders who would rather build than fill in forms all day long, with a report of every listing and its live link, '.repeat(2);
    const cut = cutAtWord(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.length).toBeGreaterThanOrEqual(110);
    expect(cut.endsWith('...')).toBe(true);
    expect(long.startsWith(cut.slice(0, -3))).toBe(true);
    expect(long[cut.length - 3]).toMatch(/[ ,]/);
  });

  it('When a word runs past the room, then the spec cut applies: 157 characters plus "..."', () => {
    expect(cutAtWord('a'.repeat(161))).toBe(`${'a'.repeat(157)}...`);
    expect(cutAtWord('a'.repeat(160))).toBe('a'.repeat(160));
  });
});
