import type { SeoHubData, SeoHubId, SeoLink } from '../../../domain/seo/types';
import { catalog, G_FAMILIES, HUB_PATHS, type CatalogPage } from './catalog';

/** The hub pages: they link every generated page, so none is an orphan, and they are linked from the footer. */

const HUB_TEXTS: Readonly<Record<SeoHubId, Pick<SeoHubData, 'title' | 'description' | 'h1' | 'intro'>>> = {
  index: {
    title: 'Directory Lists and Backlink Guides - By Country, Audience and Business Type',
    description: 'Every directory list and backlink guide in one place: directory submission lists by country, audience and business type, and guides to AI backlinks.',
    h1: 'Directory lists and backlink guides',
    intro: 'Pick the list that fits your business: by the country you sell in, by the audience you serve or by the kind of business you run. Or start with one of the guides below.',
  },
  countries: {
    title: 'Directory Submission Lists by Country - SEO and Business Directories',
    description: 'Directory submission lists for SEO and business directories lists for every country, from Afghanistan to Zimbabwe, grouped by region.',
    h1: 'Directory lists by country',
    intro: 'For each country there is a directory submission list for SEO and a business directories list, each with the national, regional and international directories that fit it.',
  },
  niches: {
    title: 'Directory Lists by Audience - Listings, Link Building and Backlinks',
    description: 'Directory listing, directory link building and directory backlinks lists for more than 60 audiences, from small businesses to subscription boxes.',
    h1: 'Directory lists by audience',
    intro: 'Each audience has its own directory categories and reasons to be listed. Choose yours to see the directories, benefits and questions that fit it.',
  },
  'business-types': {
    title: 'Backlinks by Business Type - Quality Links, Submissions and Free Traffic',
    description: 'Quality backlinks, directory submission backlinks and free directory traffic for 60 business types, from SaaS and startups to podcasts.',
    h1: 'Directory backlinks by business type',
    intro: 'What a SaaS, a restaurant or a podcast needs from directories is not the same. Choose your business type to see the directories and benefits that fit it.',
  },
};

const toLink = (page: CatalogPage, label: string): SeoLink => ({ label, path: page.path });

export function hubData(siteName: string, hub: SeoHubId): SeoHubData {
  const cat = catalog(siteName);
  const path = HUB_PATHS[hub];
  const breadcrumbs: SeoLink[] = [{ label: 'Home', path: '/' }, ...(hub === 'index' ? [] : [{ label: 'Directory lists', path: HUB_PATHS.index }]), { label: HUB_TEXTS[hub].h1, path }];
  return { hub, path, breadcrumbs, ...HUB_TEXTS[hub], groups: groups(cat, hub) };
}

function groups(cat: ReturnType<typeof catalog>, hub: SeoHubId): SeoHubData['groups'] {
  if (hub === 'index') {
    return [
      {
        title: 'Browse the directory lists',
        links: [
          { label: HUB_TEXTS.countries.h1, path: HUB_PATHS.countries },
          { label: HUB_TEXTS.niches.h1, path: HUB_PATHS.niches },
          { label: HUB_TEXTS['business-types'].h1, path: HUB_PATHS['business-types'] },
          toLink(cat.bySlug.g.get('ai-backlink-maker')!, 'AI backlink maker: 200+ directories'),
        ],
      },
      { title: 'Backlink and directory submission guides', links: cat.keywordPages.map((p) => toLink(p, p.subject.kind === 'keyword' ? p.subject.keyword.keyword : p.entry.slug)) },
    ];
  }
  if (hub === 'countries') {
    const byRegion = new Map<string, SeoLink[]>();
    const countryPages = cat.gPages.filter((p) => p.family === 'country-seo' || p.family === 'country-business');
    // Alphabetical by country, both families side by side.
    const sorted = [...countryPages].sort((a, b) => subjectIndex(a) - subjectIndex(b) || a.family.localeCompare(b.family));
    for (const page of sorted) {
      if (page.subject.kind !== 'country') continue;
      const { country } = page.subject;
      const label = page.family === 'country-seo' ? `${country.name}: SEO directory submission list` : `${country.name}: business directories list`;
      const list = byRegion.get(country.region) ?? [];
      list.push(toLink(page, label));
      byRegion.set(country.region, list);
    }
    return [...byRegion.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([title, links]) => ({ title, links }));
  }
  const families = G_FAMILIES.filter((f) => (hub === 'niches' ? f.id.startsWith('niche-') : f.id.startsWith('type-')));
  return families.map((family) => ({
    title: family.label,
    links: cat.gPages
      .filter((p) => p.family === family.id)
      .map((p) => toLink(p, p.subject.kind === 'niche' ? p.subject.niche.audience : p.subject.kind === 'type' ? p.subject.type.name : p.entry.slug)),
  }));
}

const subjectIndex = (page: CatalogPage) => ('index' in page.subject ? page.subject.index : 0);
