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

/** One row of a directory table: the directory's name, its address when it has one, and one cell per column after the first. */
export interface DirectoryRow {
  name: string;
  /** https address of the directory (table link and ItemList item). */
  url?: string;
  cells: string[];
}

/** A table of directories: shown as a table, described to search engines as an ItemList. */
export interface DirectoryTable {
  caption: string;
  /** Column headings, the first one for the name column. */
  columns: string[];
  rows: DirectoryRow[];
}

/** A section of a generated page's own content; every text in it is part of the page's main content. */
export interface ContentBlock {
  /** Anchor of the section. */
  id: string;
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  /** An ordered list. */
  steps?: string[];
  /** Short labels shown as chips (read as one list). */
  chips?: string[];
  facts?: Fact[];
  table?: DirectoryTable;
  /** Small print under the section: where its data comes from. */
  source?: { text: string; url?: string };
}

/** Who the page is about: a country, an audience niche, a business type or a keyword. */
export interface SeoSubject {
  kind: 'country' | 'niche' | 'type' | 'keyword';
  name: string;
}

/** Robots directive of a generated page: pages below the thin-page bar stay out of the index but pass their links on. */
export type SeoRobots = 'index, follow' | 'noindex, follow';

export interface SeoPageData {
  family: SeoFamilyId;
  entry: SeoEntry;
  /** Path of the page this one stands for in search (its own path, the one form of a /c/ country, or the page a synonym defers to). */
  canonicalPath: string;
  robots: SeoRobots;
  subject: SeoSubject;
  /** The paragraphs under the entry's h2. */
  intro: string[];
  /** The list under the entry's h3. */
  points: string[];
  /** A box beside the intro: facts at a glance, or the directory categories that fit. */
  aside?: ContentBlock;
  /** Further sections of the page's own content, each with an h2. */
  blocks: ContentBlock[];
  /** Directory categories whose newest approved products the page shows as examples (none: no example section). */
  exampleCategories: string[];
  faqTitle?: string;
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
