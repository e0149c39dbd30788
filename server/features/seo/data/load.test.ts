import { isCategory } from '../../../../domain/directory/categories';
import { cachedPageKey } from '../../../delivery/cachedPaths';
import { generatedPage } from '../service';
import { businessTypes } from './businessTypes';
import type { KeywordTheme } from './keywords';
import { keywords } from './keywords';
import { nicheProfile } from './nicheProfiles';
import { niches, type AudienceGroup } from './niches';
import { typeProfile } from './typeProfiles';

// Each file of page copy notes when it is read (a factory runs on the module's first require). A file read while
// the modules are imported fails the whole file with "Cannot access 'mockRead' before initialization".
const mockRead: string[] = [];
jest.mock('./niches.json', () => (mockRead.push('niches'), jest.requireActual('./niches.json')));
jest.mock('./businessTypes.json', () => (mockRead.push('businessTypes'), jest.requireActual('./businessTypes.json')));
jest.mock('./keywords.json', () => (mockRead.push('keywords'), jest.requireActual('./keywords.json')));
jest.mock('./keywordContent.json', () => (mockRead.push('keywordContent'), jest.requireActual('./keywordContent.json')));
jest.mock('./countries.json', () => (mockRead.push('countries'), jest.requireActual('./countries.json')));
jest.mock('./directoryProfiles.json', () => (mockRead.push('directoryProfiles'), jest.requireActual('./directoryProfiles.json')));
// The country pages' directories as the catalogue is seeded (until a web process has read the catalogue itself).
jest.mock('../../catalogue/catalogueSeed.json', () => (mockRead.push('catalogueSeed'), jest.requireActual('../../catalogue/catalogueSeed.json')));
jest.mock('./nicheProfiles.json', () => (mockRead.push('nicheProfiles'), jest.requireActual('./nicheProfiles.json')));
jest.mock('./typeProfiles.json', () => (mockRead.push('typeProfiles'), jest.requireActual('./typeProfiles.json')));
jest.mock('world-countries', () => (mockRead.push('world-countries'), jest.requireActual('world-countries')));

// Records keyed by the union: the compiler makes each list exactly the type's values.
const GROUPS: Record<AudienceGroup, true> = { local: true, tech: true, creative: true, professional: true, health: true, commerce: true, media: true, hospitality: true, education: true, community: true };
const THEMES: Record<KeywordTheme, true> = { ai: true, free: true, list: true, service: true, seo: true, startup: true };

describe('page copy read on first use', () => {
  it('When the page cache asks whether a path is a generated page, then no copy is read; when a page is built, then every file is, once', () => {
    expect(cachedPageKey('/g/directory-listing-saas', '')).toBe('/g/directory-listing-saas');
    expect(cachedPageKey('/directory-lists/niches', '')).toBe('/directory-lists/niches');
    expect(mockRead).toEqual([]);

    expect(generatedPage('LaunchBoost', 'directory-listing-saas')).not.toBeNull();
    expect([...mockRead].sort()).toEqual(['businessTypes', 'catalogueSeed', 'countries', 'directoryProfiles', 'keywordContent', 'keywords', 'nicheProfiles', 'niches', 'typeProfiles', 'world-countries']);
  });

  it('When the copy is read, then it is frozen all the way down', () => {
    const profile = nicheProfile('saas')!;
    expect(Object.isFrozen(niches())).toBe(true);
    expect(Object.isFrozen(profile.platforms[0])).toBe(true);
    expect(() => (profile.buyers as string[]).push('anyone')).toThrow(TypeError);
  });

  it('When the JSON rows are read, then their enumerated fields hold values of their TypeScript types', () => {
    for (const item of [...niches(), ...businessTypes()]) expect({ slug: item.slug, group: Object.hasOwn(GROUPS, item.group) }).toEqual({ slug: item.slug, group: true });
    for (const keyword of keywords()) expect({ slug: keyword.slug, theme: Object.hasOwn(THEMES, keyword.theme) }).toEqual({ slug: keyword.slug, theme: true });
    const profiles = [...niches().map((n) => nicheProfile(n.slug)!), ...businessTypes().map((t) => typeProfile(t.slug)!)];
    expect(profiles.flatMap((p) => p.productCategories).filter((c) => !isCategory(c))).toEqual([]);
  });
});
