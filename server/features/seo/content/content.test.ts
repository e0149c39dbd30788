import { businessTypes } from '../data/businessTypes';
import { countries } from '../data/countries';
import { curatedDirectoriesFor } from '../data/directories';
import { keywordPageContent } from '../data/keywordContent';
import { keywords } from '../data/keywords';
import { nicheProfile } from '../data/nicheProfiles';
import { niches } from '../data/niches';
import { typeProfile } from '../data/typeProfiles';
import { sitePages } from '../pages';
import { pairOverlap } from '../quality';
import { MIN_CURATED_DIRECTORIES } from './country';

const pages = sitePages('LaunchBoost');
const data = (path: string) => pages.data.get(path)!;
const HOST = /^(?!www\.)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/\S*)?$/;

describe('country pages', () => {
  it('When country facts are read, then they come from the world-countries dataset for all 193 countries', () => {
    const france = countries().find((c) => c.slug === 'france')!;
    expect(france).toMatchObject({ officialName: 'French Republic', capital: 'Paris', tld: '.fr', callingCodes: ['+33'], languages: ['French'], currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }] });
    expect(france.neighbours).toEqual(expect.arrayContaining(['germany', 'spain', 'belgium']));
    expect(countries().find((c) => c.slug === 'usa')!.callingCodes).toEqual(['+1']);
    expect(countries().find((c) => c.slug === 'uk')!.tld).toBe('.uk');
    expect(countries().every((c) => c.officialName && c.capital && c.region && c.tld.startsWith('.'))).toBe(true);
  });

  it('When a country has curated directories, then both of its pages list every one of them with its own address, and at least 60 countries have 5 or more', () => {
    let curated = 0;
    for (const country of countries()) {
      const { directories } = curatedDirectoriesFor(country.slug);
      if (directories.length < MIN_CURATED_DIRECTORIES) continue;
      curated++;
      for (const path of [`/g/directory-submission-list-seo-${country.slug}`, `/g/${country.slug}-business-directories-list`]) {
        const rows = data(path).blocks.flatMap((b) => b.table?.rows ?? []);
        expect({ path, urls: directories.map((d) => rows.find((r) => r.name === d.name)?.url) }).toEqual({ path, urls: directories.map((d) => `https://${d.domain}`) });
      }
    }
    expect(curated).toBeGreaterThanOrEqual(60);
  });

  it('When the SEO list and the business list of one country are compared, then they have different sections and share at most a quarter of their sentences', () => {
    for (const country of countries()) {
      const seoPath = `/g/directory-submission-list-seo-${country.slug}`;
      const businessPath = `/g/${country.slug}-business-directories-list`;
      const seoIds = data(seoPath).blocks.map((b) => b.id);
      const businessIds = data(businessPath).blocks.map((b) => b.id);
      expect({ country: country.slug, commonSections: seoIds.filter((id) => businessIds.includes(id)) }).toEqual({ country: country.slug, commonSections: [] });
      const overlap = pairOverlap(pages.measured.get(seoPath)!.sentences, pages.measured.get(businessPath)!.sentences);
      expect({ country: country.slug, overQuarter: overlap > 0.25 }).toEqual({ country: country.slug, overQuarter: false });
    }
    expect(data('/g/directory-submission-list-seo-germany').blocks.map((b) => b.id)).toEqual(['submission-plan', 'checked-directories', 'international', 'neighbouring-markets']);
    expect(data('/g/germany-business-directories-list').blocks.map((b) => b.id)).toEqual(['business-directories', 'consistent-details']);
  });
});

describe('audience pages', () => {
  it('When niches and business types are read, then each has a profile with typical buyers, three or more named directories and a tip, and no two business types share one', () => {
    const profiles = [...niches().map((n) => nicheProfile(n.slug)), ...businessTypes().map((t) => typeProfile(t.slug))];
    for (const profile of profiles) {
      expect(profile).toBeDefined();
      expect(profile!.buyers.length).toBeGreaterThanOrEqual(3);
      expect(profile!.platforms.length).toBeGreaterThanOrEqual(3);
      for (const p of profile!.platforms) expect({ name: p.name, address: HOST.test(p.address) }).toEqual({ name: p.name, address: true });
      expect(profile!.tip.length).toBeGreaterThan(20);
    }
    const typeProfiles = businessTypes().map((t) => typeProfile(t.slug));
    expect(new Set(typeProfiles).size).toBe(typeProfiles.length);
    expect(new Set(niches().map((n) => nicheProfile(n.slug))).size).toBe(niches().length);
  });

  it('When the three pages of one niche are read, then each family answers with its own sections and its own questions', () => {
    const listing = data('/g/directory-listing-law-firms');
    const linkBuilding = data('/g/directory-link-building-law-firms');
    const backlinks = data('/g/directory-backlinks-list-law-firms');
    expect(listing.points).toContain('Avvo: Lawyer profiles with ratings and client reviews.');
    expect(new Set([listing, linkBuilding, backlinks].map((p) => p.blocks.map((b) => b.id).join()))).toHaveProperty('size', 3);
    const questions = [listing, linkBuilding, backlinks].flatMap((p) => p.faq.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
    expect(listing.exampleCategories).toEqual([]);
    expect(data('/g/directory-listing-saas').exampleCategories).toEqual(['saas']);
  });
});

describe('keyword pages', () => {
  it('When every /page slug is read, then it has content of its own (intent, answer, three points, examples, questions) or names the page it means the same as', () => {
    const own = keywords().filter((k) => !('canonicalTo' in keywordPageContent(k.slug)!));
    for (const k of keywords()) {
      const content = keywordPageContent(k.slug)!;
      expect({ slug: k.slug, has: Boolean(content) }).toEqual({ slug: k.slug, has: true });
      if ('canonicalTo' in content) {
        expect(keywordPageContent(content.canonicalTo)).not.toHaveProperty('canonicalTo');
        expect(data(`/page/${k.slug}`).canonicalPath).toBe(`/page/${content.canonicalTo}`);
        continue;
      }
      expect(content.points).toHaveLength(3);
      expect(content.examples.items.length).toBeGreaterThanOrEqual(3);
      expect(content.faq.length).toBeGreaterThanOrEqual(2);
    }
    expect(own.length).toBe(keywords().length - 1);
    const questions = own.flatMap((k) => (keywordPageContent(k.slug) as { faq: { question: string }[] }).faq.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
    // The synonym keeps its own title and h1 (spec) but shows the content of the page it defers to.
    const generator = data('/page/ai-backlink-generator');
    expect(generator.entry.metaTitle).toBe('AI Backlink Generator - Automated Submissions to 200+ Directories');
    expect(generator.intro).toEqual(data('/page/ai-backlink-maker').intro);
  });
});
