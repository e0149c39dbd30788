import { keywordMatches } from './keywords';
import { matchLead, weakKeywords } from './leads';

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

describe('feedback in the score', () => {
  const keywords = [
    { phrase: 'Invoice', wholeWord: false, negative: false },
    { phrase: 'crm', wholeWord: false, negative: false },
  ];

  it('When a keyword\'s leads were marked irrelevant more often than relevant, then it is weak; a tie or more relevant marks keep it whole', () => {
    const marks = [
      { keywords: ['Invoice'], status: 'irrelevant' as const },
      { keywords: ['invoice', 'crm'], status: 'irrelevant' as const },
      { keywords: ['crm'], status: 'relevant' as const },
      { keywords: ['billing'], status: 'relevant' as const },
    ];
    expect([...weakKeywords(marks)]).toEqual(['invoice']);
    expect([...weakKeywords([])]).toEqual([]);
  });

  it('When a weak keyword matches, then it counts half in the score, and the post is still a lead', () => {
    const weak = new Set(['invoice']);
    expect(matchLead('my invoice template', keywords, weak)).toEqual({ matchedKeywords: ['Invoice'], intentPhrases: [], score: 13 });
    expect(matchLead('invoice and crm', keywords, weak)?.score).toBe(38);
    expect(matchLead('invoice and crm', keywords)?.score).toBe(50);
    expect(matchLead('looking for a crm', keywords, weak)?.score).toBe(50);
  });
});
