import { mainText, renderedSentences } from './mainText';
import { formatRendered, renderedFamilies } from './renderedReport';

const page = (main: string) => `<!doctype html><html><head><title>T</title><script>var x = "<main>";</script></head><body><header>Site menu</header><main id="m">${main}</main><footer>Footer text</footer></body></html>`;

describe('the text of a rendered page', () => {
  it('When a page is read, then only <main> counts: blocks are lines of their own, inline elements join their line, hidden elements and entities are handled', () => {
    const html = page('<h1>Directory Listing for <span class="text-orange-500">Law Firms</span></h1><p>Get listed &amp; found. <strong>Fast</strong>.</p><ul><li>One</li><li>Two</li></ul><svg><title>icon</title></svg><table><tr><td>G2</td><td>Reviews</td></tr></table><button>Join</button>');
    expect(mainText(html)).toBe('Directory Listing for Law Firms\nGet listed & found. Fast.\nOne\nTwo\nG2\nReviews\nJoin');
  });

  it("When sentences are taken, then they end at a stop before a capital (a line without one runs on), and the page's entity words are masked", () => {
    const html = page('<h2>Pricing</h2><p>Plans for Law Firms. Start with Avvo.</p><p>Questions about law firms?</p><p>Write to us</p>');
    expect([...renderedSentences(html, ['Law Firms', 'law firm'])]).toEqual(['pricing plans for §', 'start with avvo', 'questions about §', 'write to us']);
  });
});

describe('the rendered measure', () => {
  it('When pages of a family share sentences, then the report gives each family its median own share and worst pair, and says whether the goals are met', () => {
    const set = (...items: string[]) => new Set(items);
    const families = renderedFamilies([
      { path: '/page/a', family: 'keyword', sentences: set('shared', 'a1', 'a2', 'a3') },
      { path: '/page/b', family: 'keyword', sentences: set('shared', 'b1', 'b2', 'b3') },
      { path: '/g/x', family: 'niche-listing', sentences: set('shared', 'x1') },
      { path: '/g/y', family: 'niche-listing', sentences: set('shared', 'y1', 'y2') },
    ]);
    expect(families).toEqual([
      { family: 'keyword', pages: 2, medianSentences: 4, medianOwn: 0.75, worstPair: 0.25, worstPairPaths: ['/page/a', '/page/b'] },
      { family: 'niche-listing', pages: 2, medianSentences: 2.5, medianOwn: (1 / 2 + 2 / 3) / 2, worstPair: 0.5, worstPairPaths: ['/g/x', '/g/y'] },
    ]);
    const lines = formatRendered(families, { sampled: false });
    expect(lines).toContain('Goal: /page worst pair at most 50%: 25%, met');
    expect(lines).toContain("Goal: every family's median own share at least 40%: lowest 58% (niche-listing), met");
    expect(formatRendered([{ ...families[0], worstPair: 0.61 }], { sampled: true }).join('\n')).toMatch(/a sample[\s\S]*61%, NOT met/);
  });
});
