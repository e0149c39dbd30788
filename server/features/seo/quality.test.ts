import type { SeoFamilyId } from '../../../domain/seo/types';
import { sitePages } from './pages';
import { judgeFamily, mainSentences, maskSentences, median, pairOverlap, splitSentences, type MeasuredPage } from './quality';
import { generatedUrls } from './sitemap';

const SITE = 'LaunchBoost';
const pages = sitePages(SITE);
const FAMILIES = [...new Set(pages.cat.all.map((p) => p.family))];
const familyPages = (family: SeoFamilyId) => pages.cat.all.filter((p) => p.family === family);
const indexed = (family: SeoFamilyId) => familyPages(family).filter((p) => pages.quality.get(p.path)!.status === 'indexed');

describe('main-content overlap of every generated page (issue 15, "Done when")', () => {
  // Measured here from the sentences themselves, pair by pair, so the guard's own bookkeeping is not what is tested.
  it('When the indexed pages of each family are compared pair by pair with entity words masked, then no pair shares more than 80% of its sentences, and no two /page pages more than 50%', () => {
    for (const family of FAMILIES) {
      const sets = indexed(family).map((p) => pages.measured.get(p.path)!.sentences);
      let max = 0;
      for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) max = Math.max(max, pairOverlap(sets[i], sets[j]));
      expect({ family, over: max > (family === 'keyword' ? 0.5 : 0.8) }).toEqual({ family, over: false });
    }
  });

  it('When the share of each page\'s sentences found on no other page of its family is taken, then its median over the indexed pages of every family is at least 40%', () => {
    for (const family of FAMILIES.filter((f) => f !== 'default')) {
      const members = familyPages(family).filter((p) => p.canonicalPath === p.path);
      const sets = members.map((p) => pages.measured.get(p.path)!.sentences);
      const counts = new Map<string, number>();
      for (const set of sets) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
      const own = members
        .map((p, i) => ({ p, share: [...sets[i]].filter((s) => counts.get(s) === 1).length / sets[i].size }))
        .filter(({ p }) => pages.quality.get(p.path)!.status === 'indexed')
        .map(({ share }) => share);
      expect({ family, medianAtLeast40: median(own) >= 0.4 }).toEqual({ family, medianAtLeast40: true });
    }
  });

  it('When the guard has judged the pages, then it keeps the families in the index: every /page page but the synonym, every audience page and the 60 countries with curated directories', () => {
    expect(indexed('keyword')).toHaveLength(familyPages('keyword').length - 1);
    for (const family of ['niche-listing', 'niche-link-building', 'niche-backlinks', 'type-quality-backlinks', 'type-submission-backlinks', 'type-free-traffic'] as const) {
      expect({ family, indexed: indexed(family).length }).toEqual({ family, indexed: familyPages(family).length });
    }
    expect(indexed('country-seo').length).toBeGreaterThanOrEqual(60);
    expect(indexed('country-business').length).toBeGreaterThanOrEqual(60);
  });

  it('When a page is noindex or defers to another page, then its robots say so and the sitemap leaves it out', () => {
    const inSitemap = new Set(generatedUrls(SITE).map((u) => u.path));
    for (const page of pages.cat.all) {
      const { status } = pages.quality.get(page.path)!;
      const data = pages.data.get(page.path)!;
      expect({ path: page.path, robots: data.robots, inSitemap: inSitemap.has(page.path) }).toEqual({
        path: page.path,
        robots: status === 'noindex' ? 'noindex, follow' : 'index, follow',
        inSitemap: status === 'indexed',
      });
      if (status === 'canonical') expect(data.canonicalPath).not.toBe(page.path);
    }
  });
});

describe('the measure', () => {
  it('When two sentences differ only by the entity words of their own pages, then they become the same masked sentence; other words keep them apart', () => {
    const france = maskSentences(['Customers in France read listings in French.', 'PagesJaunes is in Paris.'], ['France', 'French', 'Paris']);
    const spain = maskSentences(['Customers in Spain read listings in Spanish.', 'Páginas Amarillas is in Madrid.'], ['Spain', 'Spanish', 'Madrid']);
    expect([...france][0]).toBe([...spain][0]);
    expect([...france][1]).not.toBe([...spain][1]);
    // Whole words only: masking "Chad" leaves "Chadwick" alone.
    expect([...maskSentences(['Chadwick lives in Chad.'], ['Chad'])]).toEqual(['chadwick lives in §']);
  });

  it('When a paragraph is split, then each sentence stands alone and domains or prices are not cut', () => {
    expect(splitSentences('Listings on gelbeseiten.de cost 0 EUR. Then 11880.com! Why? "Quoted" stays.')).toEqual(['Listings on gelbeseiten.de cost 0 EUR.', 'Then 11880.com!', 'Why?', '"Quoted" stays.']);
  });

  it('When a page is read, then its main content includes its headings, intro, points, aside, blocks, table rows and FAQ, not its related links', () => {
    const france = pages.data.get('/g/directory-submission-list-seo-france')!;
    const sentences = mainSentences(france);
    expect(sentences).toContain('Enhance SEO visibility with top directory submissions in FRANCE');
    expect(sentences).toContain('Why use directory submissions for SEO in FRANCE');
    expect(sentences.some((s) => s.startsWith('PagesJaunes |'))).toBe(true);
    expect(sentences).toContain('Which directories in France matter most for SEO?');
    expect(sentences.some((s) => france.related.some((g) => g.links.some((l) => s === l.label)))).toBe(false);
  });
});

describe('the thin-page guard', () => {
  const page = (path: string, sentences: string[], facts = 10, missingData?: string): MeasuredPage => ({ path, family: 'niche-listing', canonicalPath: path, sentences: new Set(sentences), facts, missingData });
  const own = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag} sentence ${i}`);

  it('When a page lacks its data, has too few facts or too few sentences of its own, then it is noindex with the reason', () => {
    const shared = own('shared', 8);
    const verdicts = judgeFamily([
      page('/a', [...shared, ...own('a', 8)]),
      page('/b', [...shared, ...own('b', 8)], 10, 'fewer than 5 curated directories'),
      page('/c', [...shared, ...own('c', 8)], 2),
      page('/d', [...shared, ...own('d', 2)]),
    ]);
    expect(verdicts.map((v) => [v.path, v.status])).toEqual([
      ['/a', 'indexed'],
      ['/b', 'noindex'],
      ['/c', 'noindex'],
      ['/d', 'noindex'],
    ]);
    expect(verdicts[1].reason).toBe('no data yet: fewer than 5 curated directories');
    expect(verdicts[2].reason).toBe('2 data-backed facts, fewer than 8');
    expect(verdicts[3].reason).toBe('20% of its sentences are its own, under 30%');
    expect(verdicts[0].uniqueShare).toBe(0.5);
  });

  it('When two pages overlap beyond the family limit, then the one with more facts stays indexed and the other leaves the index; a page that defers to another is marked canonical', () => {
    // On /page pages the limit is 50%: /thin has 6 of its 11 sentences on /rich (55%) yet 45% of its own.
    const keyword = (path: string, sentences: string[], facts: number): MeasuredPage => ({ ...page(path, sentences, facts), family: 'keyword' });
    const common = own('common', 6);
    const verdicts = judgeFamily([
      keyword('/thin', [...common, ...own('thin', 5)], 4),
      keyword('/rich', [...common, ...own('rich', 6)], 6),
      keyword('/other', own('other', 10), 4),
      { ...keyword('/synonym', common, 6), canonicalPath: '/rich' },
    ]);
    const byPath = Object.fromEntries(verdicts.map((v) => [v.path, v]));
    expect(byPath['/thin'].uniqueShare).toBeCloseTo(5 / 11);
    expect(byPath['/rich'].status).toBe('indexed');
    expect(byPath['/thin'].status).toBe('noindex');
    expect(byPath['/thin'].reason).toBe('shares over 50% of its sentences with /rich');
    expect(byPath['/other'].status).toBe('indexed');
    expect(byPath['/synonym'].status).toBe('canonical');
  });
});
