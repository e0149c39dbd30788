import type { FaqItem } from '../site/faq';

/** Programmatic SEO shapes (spec section 2 "Programmatic page families", section 3 "SEO page data"). */

/** One generated page's texts; h1 is our own static HTML with one highlighted span. */
export interface SeoEntry {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  h1: string;
  h2: string;
  h3: string;
}

export type SeoFamilyId =
  | 'country-seo'
  | 'country-business'
  | 'niche-listing'
  | 'niche-link-building'
  | 'niche-backlinks'
  | 'type-quality-backlinks'
  | 'type-submission-backlinks'
  | 'type-free-traffic'
  | 'default'
  | 'keyword';

export interface SeoLink {
  label: string;
  path: string;
}

export type { FaqItem };

export interface Fact {
  label: string;
  value: string;
}

export interface SampleDirectory {
  name: string;
  domain: string;
  /** What the directory is, in a few words. */
  kind: string;
}

/** The part of a page that belongs to its subject: a country, an audience niche, a business type or a keyword. */
export type SeoSubject =
  | { kind: 'country'; name: string; region: string; facts: Fact[]; directories: SampleDirectory[]; intro: string; reasons: string[] }
  | { kind: 'niche' | 'type'; name: string; intro: string; categories: string[]; benefits: string[] }
  | { kind: 'keyword'; name: string; intro: string; points: string[] };

export interface SeoPageData {
  family: SeoFamilyId;
  entry: SeoEntry;
  /** Path of the page this one stands for in search (its own path, or the one form of a /c/ country). */
  canonicalPath: string;
  subject: SeoSubject;
  faq: FaqItem[];
  /** From the home page down to this page, for the breadcrumb trail and BreadcrumbList. */
  breadcrumbs: SeoLink[];
  related: { title: string; links: SeoLink[] }[];
}

export type SeoHubId = 'index' | 'countries' | 'niches' | 'business-types';

export interface SeoHubData {
  hub: SeoHubId;
  title: string;
  description: string;
  h1: string;
  intro: string;
  path: string;
  breadcrumbs: SeoLink[];
  /** Groups of links, e.g. one per region or one per family. */
  groups: { title: string; links: SeoLink[] }[];
}
