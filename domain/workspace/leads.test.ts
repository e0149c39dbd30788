import { keywordMatches } from './keywords';
import { matchLead } from './leads';

describe('keyword matching', () => {
  it('When a keyword is plain, then it matches inside words and ignores case and spacing', () => {
    expect(keywordMatches({ phrase: 'Invoice', wholeWord: false }, 'Best INVOICES tool?')).toBe(true);
    expect(keywordMatches({ phrase: 'cold  email', wholeWord: false }, 'any cold\nemail tips')).toBe(true);
    expect(keywordMatches({ phrase: 'crm', wholeWord: false }, 'a spreadsheet')).toBe(false);
  });

  it('When a keyword is whole-word, then it does not match inside a longer word, and special characters are literal', () => {
    expect(keywordMatches({ phrase: 'app', wholeWord: true }, 'I love apple pie')).toBe(false);
    expect(keywordMatches({ phrase: 'app', wholeWord: true }, 'Which app, though?')).toBe(true);
    expect(keywordMatches({ phrase: 'c++', wholeWord: false }, 'learning C++ now')).toBe(true);
    expect(keywordMatches({ phrase: 'a.b', wholeWord: false }, 'axb')).toBe(false);
  });
});

describe('lead scoring', () => {
  const keywords = [
    { phrase: 'invoice', wholeWord: false, negative: false },
    { phrase: 'freelance', wholeWord: false, negative: false },
    { phrase: 'hiring', wholeWord: true, negative: true },
  ];

  it('When a post has no keyword or a negative keyword, then it is not a lead', () => {
    expect(matchLead('What is your favourite pizza?', keywords)).toBeNull();
    expect(matchLead('We are hiring someone to send invoices', keywords)).toBeNull();
  });

  it('When a post asks for a product with keywords, then intent phrases and keywords raise the score up to 100', () => {
    expect(matchLead('My invoice template', keywords)).toEqual({ matchedKeywords: ['invoice'], intentPhrases: [], score: 25 });
    const strong = matchLead('Looking for an invoice app for freelance work, any recommendations?', keywords)!;
    expect(strong.matchedKeywords).toEqual(['invoice', 'freelance']);
    expect(strong.intentPhrases).toEqual(['looking for', 'any recommendations', 'recommend']);
    expect(strong.score).toBe(100);
  });
});
