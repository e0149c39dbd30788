import type { CatalogPage } from '../catalog';
import { nicheProfile } from '../data/nicheProfiles';
import { typeProfile } from '../data/typeProfiles';
import { audienceContent, type AudienceFamily } from './audience';
import { countryBusinessContent, countrySeoContent } from './country';
import { keywordContent } from './keyword';
import type { PageContent } from './types';

/** The content of one catalog page, from its family's builder. */
export function pageContent(page: CatalogPage): PageContent {
  const s = page.subject;
  switch (s.kind) {
    case 'country':
      return page.family === 'country-seo' ? countrySeoContent(s.country) : countryBusinessContent(s.country);
    case 'niche': {
      const profile = nicheProfile(s.niche.slug);
      if (!profile) throw new Error(`No profile for niche ${s.niche.slug}`);
      return audienceContent(page.family as AudienceFamily, { name: s.niche.audience, slug: s.niche.slug, why: s.niche.why, categories: s.niche.categories, profile });
    }
    case 'type': {
      const profile = typeProfile(s.type.slug);
      if (!profile) throw new Error(`No profile for business type ${s.type.slug}`);
      return audienceContent(page.family as AudienceFamily, { name: s.type.name, slug: s.type.slug, why: s.type.why, categories: s.type.categories, profile });
    }
    case 'keyword':
      return keywordContent(s.keyword);
    case 'default':
      return keywordContent({ slug: 'ai-backlink-maker', keyword: 'AI Backlink Maker' });
  }
}
