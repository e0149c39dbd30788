import { slugify } from '../../../domain/common/slugify';
import { catalog, HUB_PATHS } from './catalog';
import { countries } from './data/countries';
import { hubData } from './hubs';
import { pageData } from './pages';
import { countryPage, generatedPage, keywordPage } from './service';

const SITE = 'LaunchBoost';
const cat = catalog(SITE);
const count = (prefix: RegExp) => cat.all.filter((p) => prefix.test(p.path)).length;

describe('programmatic SEO catalog', () => {
  it('When the families are generated, then there are at least 370 country, 190 niche, 170 business-type and 40 /page slugs, all distinct', () => {
    expect(count(/^\/g\/(directory-submission-list-seo-|.*-business-directories-list$)/)).toBeGreaterThanOrEqual(370);
    expect(count(/^\/g\/(directory-listing-|directory-link-building-|directory-backlinks-list-)/)).toBeGreaterThanOrEqual(190);
    expect(count(/^\/g\/(quality-backlinks-|directory-submission-backlinks-|free-directory-traffic-)/)).toBeGreaterThanOrEqual(170);
    expect(count(/^\/page\//)).toBeGreaterThanOrEqual(40);
    const paths = cat.all.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('When every generated page is listed, then no two share a title or a meta description', () => {
    const titles = cat.all.map((p) => p.entry.metaTitle);
    const descriptions = cat.all.map((p) => p.entry.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of cat.all) {
      expect(page.entry.metaDescription.length).toBeLessThanOrEqual(160);
      expect(page.entry.h1).toMatch(/^[^<]*<span class="[^"]*text-orange-500[^"]*hover:text-orange-600[^"]*">[^<]+<\/span>[^<]*$/);
      expect(page.entry.h2).not.toBe('');
      expect(page.entry.h3).not.toBe('');
    }
  });

  it('When a slug is generated, then it is already in slug form', () => {
    for (const page of cat.all) expect(slugify(page.entry.slug)).toBe(page.entry.slug);
  });

  it("When the spec's country templates are applied to France, then titles, description and headings are word for word", () => {
    const seo = generatedPage(SITE, 'directory-submission-list-seo-france')!;
    expect(seo.entry.metaTitle).toBe('Directory Submission List for SEO in FRANCE - High Authority Listings');
    expect(seo.entry.h2).toBe('Enhance SEO visibility with top directory submissions in FRANCE');
    expect(seo.entry.h3).toBe('Why use directory submissions for SEO in FRANCE');
    const business = generatedPage(SITE, 'france-business-directories-list')!;
    expect(business.entry.metaTitle).toBe('FRANCE Business Directories List - Optimize Business Visibility');
    expect(business.entry.h2).toBe('Expand your reach with business directories in FRANCE');
    expect(business.entry.h3).toBe('Benefits of listing your business in FRANCE directories');
    expect(generatedPage(SITE, 'directory-listing-saas')!.entry.metaTitle).toBe('Directory Listing for SaaS - Reach Niche Audiences');
    expect(generatedPage(SITE, 'directory-link-building-restaurants')!.entry.metaTitle).toBe('Directory Link Building for Restaurants - Improve SEO and Visibility');
    expect(generatedPage(SITE, 'directory-backlinks-list-law-firms')!.entry.metaTitle).toBe('List of Directory Backlinks for Law Firms - Drive Relevant Traffic');
  });

  it("When the spec's slug shapes are checked, then the shortened, joined and hyphenated country slugs exist", () => {
    const slugs = new Set(countries().map((c) => c.slug));
    for (const slug of ['central-african-republic', 'costa-rica', 'solomon-islands', 'south-africa', 'salvador', 'zealand', 'islands', 'macedonia', 'czech', 'korea', 'saudi', 'congo', 'guinea', 'georgia', 'srilanka', 'timorleste', 'unitedarabemirates', 'uk', 'usa']) {
      expect(slugs).toContain(slug);
    }
    expect(countries()[0].name).toBe('Afghanistan');
    expect(countries().at(-1)!.name).toBe('Zimbabwe');
    expect(generatedPage(SITE, 'free-directory-traffic-tax-service')).not.toBeNull();
    expect(generatedPage(SITE, 'quality-backlinks-insurance-platform')).not.toBeNull();
    expect(generatedPage(SITE, 'directory-submission-backlinks-marketplace')).not.toBeNull();
    const fallback = generatedPage(SITE, 'ai-backlink-maker')!;
    expect(fallback.entry.h1).toContain('200+ directories');
    expect(fallback.entry.h3).toBe('Why choose LaunchBoost for AI-powered backlink submissions?');
  });

  it('When a /c/ slug has exactly 4 parts ending in a known country, then it gives that country with one canonical form; otherwise null', () => {
    const a = countryPage(SITE, 'directory-submission-list-france')!;
    const b = countryPage(SITE, 'best-seo-directories-france')!;
    expect(a.entry.metaTitle).toBe('Directory Submission List for SEO in FRANCE - High Authority Listings');
    expect(a.canonicalPath).toBe('/g/directory-submission-list-seo-france');
    expect(b.canonicalPath).toBe(a.canonicalPath);
    expect(countryPage(SITE, 'a-b-c-costarica')!.entry.metaTitle).toContain('COSTA RICA');
    for (const bad of ['a-b-c', 'a-b-c-d-france', 'a-b-c-atlantis', 'a-b--france', 'A-B-C-FRANCE', 'a-b-c-costa-rica', '']) expect(countryPage(SITE, bad)).toBeNull();
    expect(keywordPage(SITE, 'nope')).toBeNull();
    expect(generatedPage(SITE, 'nope')).toBeNull();
  });

  it('When pages and hubs are built, then every generated page is linked from another generated page and from a hub', () => {
    const linkedFromPages = new Set<string>();
    for (const page of cat.all) {
      for (const group of pageData(SITE, page).related) for (const l of group.links) if (l.path !== page.path) linkedFromPages.add(l.path);
    }
    const linkedFromHubs = new Set((['index', 'countries', 'niches', 'business-types'] as const).flatMap((hub) => hubData(SITE, hub).groups.flatMap((g) => g.links.map((l) => l.path))));
    for (const page of cat.all) {
      expect({ path: page.path, fromPage: linkedFromPages.has(page.path) }).toEqual({ path: page.path, fromPage: true });
      expect({ path: page.path, fromHub: linkedFromHubs.has(page.path) }).toEqual({ path: page.path, fromHub: true });
    }
    for (const hub of Object.values(HUB_PATHS).slice(1)) expect(linkedFromHubs).toContain(hub);
  });

  it('When a country page is built, then it carries facts from the country dataset and the directories of its own country only', () => {
    const uk = generatedPage(SITE, 'uk-business-directories-list')!;
    expect(uk.subject).toEqual({ kind: 'country', name: 'United Kingdom' });
    expect(uk.aside?.facts).toContainEqual({ label: 'Capital', value: 'London' });
    expect(uk.aside?.facts).toContainEqual({ label: 'Calling code', value: '+44' });
    const ukTable = uk.blocks.find((b) => b.table)!.table!;
    expect(ukTable.rows.map((r) => r.name)).toContain('Yell');
    const chad = generatedPage(SITE, 'chad-business-directories-list')!;
    const chadNames = chad.blocks.flatMap((b) => b.table?.rows.map((r) => r.name) ?? []);
    expect(chadNames).not.toContain('Yell');
    expect(chadNames).toContain('Google Business Profile');
    expect(chad.faq.map((f) => f.question)).toContain('Is listing my business in Chad directories free?');
    expect(uk.breadcrumbs.map((b) => b.path)).toEqual(['/', '/directory-lists', '/directory-lists/countries', '/g/uk-business-directories-list']);
  });
});
