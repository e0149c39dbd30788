import { frequentPhrases } from './suggestions';

describe('suggested phrases', () => {
  it('When a description is read, then its meaningful one- and two-word phrases come out, stop words and numbers removed, most frequent first', () => {
    const phrases = frequentPhrases(['Invoicing for freelancers. Send invoices in 2 clicks: invoicing for freelancers and small agencies, without spreadsheets.']).map((p) => p.phrase);
    expect(phrases.slice(0, 3)).toEqual(['invoicing', 'freelancers', 'send invoices']);
    expect(phrases).toEqual(expect.arrayContaining(['small agencies', 'spreadsheets', 'clicks']));
    expect(phrases.some((p) => /\b(for|in|and|without|2)\b/.test(p))).toBe(false);
    // Never across punctuation.
    expect(phrases).not.toContain('freelancers send');
  });

  it('When phrases must recur across texts, then a phrase counts once per text and those in fewer texts, or excluded, are left out', () => {
    const texts = ['Need a CRM for my bakery, cold email is hard', 'cold email tools for a bakery? cold email!', 'Cold Email outreach help'];
    const found = frequentPhrases(texts, { minTexts: 2, exclude: ['CRM', ' Bakery '] });
    expect(found[0]).toEqual({ phrase: 'cold email', texts: 3, occurrences: 4 });
    expect(found.map((p) => p.phrase)).toEqual(['cold email', 'cold', 'email']);
  });

  it('When words carry inner punctuation or other scripts, then they stay one word; max caps the answer', () => {
    expect(frequentPhrases(['node.js and c++ for e-mail café owners']).map((p) => p.phrase)).toEqual(['e-mail café', 'café owners', 'node.js', 'c++', 'e-mail', 'café', 'owners']);
    expect(frequentPhrases(['alpha beta gamma delta'], { max: 2 })).toHaveLength(2);
    expect(frequentPhrases([''])).toEqual([]);
  });
});
