import { countries } from './countries';
import { evidenceOf, nationalDirectories, NATIONAL_DIRECTORIES_CHECKED_ON, type NationalDirectory } from './nationalDirectories';

const KINDS: readonly NationalDirectory['kind'][] = ['yellow-pages', 'business-directory', 'b2b-marketplace', 'reviews', 'maps', 'startup-database', 'chamber-of-commerce', 'government-register', 'classifieds'];
const SCOPES: readonly NationalDirectory['scope'][] = ['national', 'regional'];
const PRICINGS: readonly NationalDirectory['pricing'][] = ['free', 'freemium', 'paid'];
/** A bare host: lower-case labels joined by dots, at least one dot, no scheme, path, port or www. */
const BARE_HOST = /^(?!www\.)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const all = nationalDirectories().flatMap((c) => c.directories.map((d) => ({ country: c.country, ...d })));

describe('national directories data', () => {
  it('When the data is loaded, then at least 60 countries are listed, each once and with at least 5 directories', () => {
    expect(nationalDirectories().length).toBeGreaterThanOrEqual(60);
    const slugs = nationalDirectories().map((c) => c.country);
    expect(new Set(slugs).size).toBe(slugs.length);
    const short = nationalDirectories().filter((c) => c.directories.length < 5).map((c) => c.country);
    expect(short).toEqual([]);
  });

  it('When a country slug is used, then it exists in the countries list', () => {
    const known = new Set(countries().map((c) => c.slug));
    const unknown = nationalDirectories().map((c) => c.country).filter((slug) => !known.has(slug));
    expect(unknown).toEqual([]);
  });

  it('When a domain is listed, then it is a bare lower-case host with a dot and no scheme or path', () => {
    const bad = all.filter((d) => !BARE_HOST.test(d.domain)).map((d) => `${d.country}: ${d.domain}`);
    expect(bad).toEqual([]);
  });

  it('When a country lists its directories, then no domain appears twice', () => {
    for (const c of nationalDirectories()) {
      const domains = c.directories.map((d) => d.domain);
      const twice = domains.filter((domain, i) => domains.indexOf(domain) !== i);
      expect({ country: c.country, twice }).toEqual({ country: c.country, twice: [] });
    }
  });

  it('When an entry is read, then it has a name, non-empty notes and an https source URL', () => {
    for (const d of all) {
      expect(d.name.trim()).not.toBe('');
      expect(d.notes.trim()).not.toBe('');
      const url = new URL(d.source);
      expect({ domain: d.domain, protocol: url.protocol }).toEqual({ domain: d.domain, protocol: 'https:' });
    }
  });

  it('When kind, scope, pricing and language are read, then they come from the allowed sets', () => {
    for (const d of all) {
      expect(KINDS).toContain(d.kind);
      expect(SCOPES).toContain(d.scope);
      expect(PRICINGS).toContain(d.pricing);
      expect(d.language).toMatch(/^[a-z]{2}$/);
    }
  });

  it('When the check date is read, then every country carries the same real calendar date', () => {
    expect(NATIONAL_DIRECTORIES_CHECKED_ON).toMatch(ISO_DATE);
    const parsed = new Date(`${NATIONAL_DIRECTORIES_CHECKED_ON}T00:00:00Z`);
    expect(parsed.toISOString().slice(0, 10)).toBe(NATIONAL_DIRECTORIES_CHECKED_ON);
    for (const c of nationalDirectories()) expect({ country: c.country, checkedOn: c.checkedOn }).toEqual({ country: c.country, checkedOn: NATIONAL_DIRECTORIES_CHECKED_ON });
  });

  it('When the evidence of each entry is classified, then the counts are the ones the file header states, and a homepage source is on the directory\'s own site', () => {
    const counts = { page: 0, 'domain-list': 0, homepage: 0 };
    for (const d of all) counts[evidenceOf(d)]++;
    expect(counts).toEqual({ page: 25, 'domain-list': 24, homepage: 312 });
    expect(evidenceOf({ ...all[0], domain: 'example.de', source: 'https://www.example.de/about' })).toBe('homepage');
    expect(evidenceOf({ ...all[0], domain: 'example.de', source: 'https://de.wikipedia.org/wiki/Example' })).toBe('page');
  });
});
