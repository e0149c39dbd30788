import type { SeoEntry, SeoFamilyId } from '../../../domain/seo/types';
import { highlightedHtml } from '../../../domain/seo/highlight';
import type { BusinessType } from './data/businessTypes';
import type { Country } from './data/countries';
import type { Keyword, KeywordTheme } from './data/keywords';
import type { Niche } from './data/niches';

/**
 * The generators of the programmatic families (spec section 2, "Programmatic page families" and
 * "Text templates"). The spec's templates are used word for word; the texts it does not show are
 * written here in the same voice. Country names are upper case in titles and headings.
 */

export const upper = (country: Country) => country.name.toUpperCase();

/** Search results cut descriptions past about 160 characters. */
const DESCRIPTION_MAX = 160;

/**
 * An audience page's description naming its first directories (so no two pages of a family describe themselves
 * alike), or the family's plain wording when there are none or the names make it too long.
 */
function describedWith(leads: readonly string[], named: (first: string, second: string, last: string) => string, plain: string): string {
  if (leads.length < 2) return plain;
  const text = named(leads[0], leads[1], leads.at(-1)!);
  return text.length <= DESCRIPTION_MAX ? text : plain;
}

export function countrySeoEntry(country: Country): SeoEntry {
  const C = upper(country);
  return {
    slug: `directory-submission-list-seo-${country.slug}`,
    metaTitle: `Directory Submission List for SEO in ${C} - High Authority Listings`,
    metaDescription: `Boost your SEO in ${country.name} with our curated directory submission list, featuring the top directories to improve your online visibility.`,
    h1: highlightedHtml('Directory Submission List for SEO in ', C),
    h2: `Enhance SEO visibility with top directory submissions in ${C}`,
    h3: `Why use directory submissions for SEO in ${C}`,
  };
}

export function countryBusinessEntry(country: Country): SeoEntry {
  const C = upper(country);
  return {
    slug: `${country.slug}-business-directories-list`,
    metaTitle: `${C} Business Directories List - Optimize Business Visibility`,
    metaDescription: `Find the best business directories list for ${country.name} to boost your online visibility and connect with more customers.`,
    h1: highlightedHtml('', C, ' Business Directories List'),
    h2: `Expand your reach with business directories in ${C}`,
    h3: `Benefits of listing your business in ${C} directories`,
  };
}

export function nicheListingEntry(niche: Niche, leads: readonly string[] = []): SeoEntry {
  const a = niche.audience;
  return {
    slug: `directory-listing-${niche.slug}`,
    metaTitle: `Directory Listing for ${a} - Reach Niche Audiences`,
    metaDescription: describedWith(leads, (first, second) => `Directory listing for ${a}: get listed on ${first}, ${second} and the directories your audience already trusts, and reach customers ready to act.`, `Directory listing for ${a}: get listed on the directories your audience already trusts and reach niche customers who are ready to act.`),
    h1: highlightedHtml('Directory Listing for ', a),
    h2: `Reach the right audience with directory listings for ${a}`,
    h3: `Why directory listings work for ${a}`,
  };
}

export function nicheLinkBuildingEntry(niche: Niche, leads: readonly string[] = []): SeoEntry {
  const a = niche.audience;
  return {
    slug: `directory-link-building-${niche.slug}`,
    metaTitle: `Directory Link Building for ${a} - Improve SEO and Visibility`,
    metaDescription: describedWith(leads, (first, second) => `Directory link building for ${a}: relevant backlinks from ${first}, ${second} and other trusted directories to lift your SEO and rankings.`, `Directory link building for ${a}: earn relevant backlinks from trusted directories to improve your SEO, rankings and online visibility.`),
    h1: highlightedHtml('Directory Link Building for ', a),
    h2: `Build authority with directory links made for ${a}`,
    h3: `How directory link building lifts SEO for ${a}`,
  };
}

export function nicheBacklinksEntry(niche: Niche, leads: readonly string[] = []): SeoEntry {
  const a = niche.audience;
  return {
    slug: `directory-backlinks-list-${niche.slug}`,
    metaTitle: `List of Directory Backlinks for ${a} - Drive Relevant Traffic`,
    metaDescription: describedWith(leads, (first, _second, last) => `A list of directory backlinks for ${a}, from ${first} to ${last}: directories that send relevant traffic and lasting links, submitted by hand.`, `A list of directory backlinks for ${a}: the directories that send relevant traffic and lasting links, submitted for you by hand.`),
    h1: highlightedHtml('List of Directory Backlinks for ', a),
    h2: `Drive relevant traffic with directory backlinks for ${a}`,
    h3: `What makes a good directory backlink for ${a}`,
  };
}

export function typeQualityBacklinksEntry(type: BusinessType, leads: readonly string[] = []): SeoEntry {
  const n = type.name;
  return {
    slug: `quality-backlinks-${type.slug}`,
    metaTitle: `Quality Backlinks for ${n} - Build Lasting Domain Authority`,
    metaDescription: describedWith(leads, (first, second) => `Quality backlinks for ${n} from ${first}, ${second} and other high-authority directories: more authority without risky link schemes.`, `Quality backlinks for ${n} from high-authority directories: grow your domain authority and rankings without risky link schemes.`),
    h1: highlightedHtml('Quality Backlinks for ', n),
    h2: `Earn backlinks search engines trust for ${n}`,
    h3: `Why quality beats quantity for ${n}`,
  };
}

export function typeSubmissionBacklinksEntry(type: BusinessType, leads: readonly string[] = []): SeoEntry {
  const n = type.name;
  return {
    slug: `directory-submission-backlinks-${type.slug}`,
    metaTitle: `Directory Submission Backlinks for ${n} - Get Listed on 200+ Sites`,
    metaDescription: describedWith(leads, (first, second) => `Directory submission backlinks for ${n}: ${first}, ${second} and 200+ relevant directories, submitted by hand, every live link reported.`, `Directory submission backlinks for ${n}: we submit you to 200+ relevant directories by hand and report every live link.`),
    h1: highlightedHtml('Directory Submission Backlinks for ', n),
    h2: `Get ${n} listed on 200+ relevant directories`,
    h3: `How directory submissions build backlinks for ${n}`,
  };
}

export function typeFreeTrafficEntry(type: BusinessType, leads: readonly string[] = []): SeoEntry {
  const n = type.name;
  return {
    slug: `free-directory-traffic-${type.slug}`,
    metaTitle: `Free Directory Traffic for ${n} - Attract Visitors Without Ads`,
    metaDescription: describedWith(leads, (first, second) => `Free directory traffic for ${n}: referral visitors from ${first}, ${second} and other listings that keep working after an ad budget runs out.`, `Free directory traffic for ${n}: steady referral visitors from directory listings that keep working long after an ad budget runs out.`),
    h1: highlightedHtml('Free Directory Traffic for ', n),
    h2: `Turn directory listings into a free traffic source for ${n}`,
    h3: `Where directory traffic comes from for ${n}`,
  };
}

/** The default entry of the fixed list (spec: heading offering submission to 200+ directories; h3 asking why to choose the product). */
export function defaultEntry(siteName: string): SeoEntry {
  return {
    slug: 'ai-backlink-maker',
    metaTitle: 'AI Backlink Maker - Submit Your Startup to 200+ Directories',
    metaDescription: 'Our AI backlink maker gets your startup listed on 200+ directories, tracks every submission and builds the backlinks that grow your traffic.',
    h1: highlightedHtml('Get your startup listed on ', '200+ directories'),
    h2: 'AI-powered backlink submissions that save you weeks of work',
    h3: `Why choose ${siteName} for AI-powered backlink submissions?`,
  };
}

const KEYWORD_THEMES: Readonly<
  Record<KeywordTheme, { title: string; h1: [string, string]; h2: (k: string) => string; h3: (k: string, site: string) => string}>
> = {
  ai: {
    title: 'Automated Submissions to 200+ Directories',
    h1: ['', ' that lists your startup on 200+ directories'],
    h2: (k) => `${k}: the directory work done while you build`,
    h3: (_k, site) => `Why choose ${site} for AI-powered backlink submissions?`,
  },
  free: {
    title: 'Start Building Links Today',
    h1: ['Get ', ' without the busywork'],
    h2: (k) => `Start with ${k} and grow from there`,
    h3: () => 'From a free listing to 200+ directories',
  },
  list: {
    title: 'Curated and Checked Directories',
    h1: ['The ', ' that actually gets you listed'],
    h2: (k) => `Every directory on our ${k} is checked before we submit`,
    h3: () => 'Why a checked list beats a long one',
  },
  service: {
    title: 'Done for You by Experts',
    h1: ['', ', handled from start to finish'],
    h2: (k) => `${k} with a report of every live link`,
    h3: (_k, site) => `What you get when ${site} does the submitting`,
  },
  seo: {
    title: 'Rank Higher with Directory Links',
    h1: ['', ', built on directories search engines trust'],
    h2: (k) => `${k}: what directory links do for you`,
    h3: () => 'Why directory links still matter for SEO',
  },
  startup: {
    title: 'Grow Traffic from Day One',
    h1: ['', ' with 200+ directory listings'],
    h2: (k) => `${k} without losing a week to submission forms`,
    h3: (_k, site) => `Why founders choose ${site} over doing it by hand`,
  },
};

export function keywordEntry(keyword: Keyword, siteName: string): SeoEntry {
  const theme = KEYWORD_THEMES[keyword.theme];
  const k = keyword.keyword;
  return {
    slug: keyword.slug,
    metaTitle: `${k} - ${theme.title}`,
    metaDescription: keyword.description,
    h1: highlightedHtml(theme.h1[0], k, theme.h1[1]),
    h2: theme.h2(k),
    h3: theme.h3(k, siteName),
  };
}

/** The /g families in the order of the fixed list. */
export const G_FAMILIES: readonly { id: Exclude<SeoFamilyId, 'keyword'>; label: string }[] = [
  { id: 'country-seo', label: 'Directory submission lists for SEO by country' },
  { id: 'country-business', label: 'Business directories lists by country' },
  { id: 'niche-listing', label: 'Directory listing by audience' },
  { id: 'niche-link-building', label: 'Directory link building by audience' },
  { id: 'niche-backlinks', label: 'Directory backlinks lists by audience' },
  { id: 'type-quality-backlinks', label: 'Quality backlinks by business type' },
  { id: 'type-submission-backlinks', label: 'Directory submission backlinks by business type' },
  { id: 'type-free-traffic', label: 'Free directory traffic by business type' },
  { id: 'default', label: 'AI backlink maker' },
];
