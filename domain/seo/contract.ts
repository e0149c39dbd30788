import { z } from 'zod';
import { dataAnswer, endpoint } from '../common/contract';

/** Programmatic SEO shapes (spec section 2 "Programmatic page families", section 3 "SEO page data"). */

/** One generated page's texts; h1 is our own static HTML with one highlighted span. */
export const seoEntrySchema = z.object({
  slug: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  h1: z.string(),
  h2: z.string(),
  h3: z.string(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

export const SEO_FAMILIES = [
  'country-seo',
  'country-business',
  'niche-listing',
  'niche-link-building',
  'niche-backlinks',
  'type-quality-backlinks',
  'type-submission-backlinks',
  'type-free-traffic',
  'default',
  'keyword',
] as const;
export type SeoFamilyId = (typeof SEO_FAMILIES)[number];

export const seoLinkSchema = z.object({ label: z.string(), path: z.string() });
export type SeoLink = z.infer<typeof seoLinkSchema>;

/** FAQ item (spec section 3): question, answer, open flag (the open flag lives in the component's state). */
export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const factSchema = z.object({ label: z.string(), value: z.string() });
export type Fact = z.infer<typeof factSchema>;

/** One row of a directory table: the directory's name, its address when it has one, and one cell per column after the first. */
export const directoryRowSchema = z.object({
  name: z.string(),
  /** https address of the directory (table link and ItemList item). */
  url: z.string().optional(),
  cells: z.array(z.string()),
});
export type DirectoryRow = z.infer<typeof directoryRowSchema>;

/** A table of directories: shown as a table, described to search engines as an ItemList. */
export const directoryTableSchema = z.object({
  caption: z.string(),
  /** Column headings, the first one for the name column. */
  columns: z.array(z.string()),
  rows: z.array(directoryRowSchema),
});
export type DirectoryTable = z.infer<typeof directoryTableSchema>;

/** A section of a generated page's own content; every text in it is part of the page's main content. */
export const contentBlockSchema = z.object({
  /** Anchor of the section. */
  id: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()).optional(),
  bullets: z.array(z.string()).optional(),
  /** An ordered list. */
  steps: z.array(z.string()).optional(),
  /** Short labels shown as chips (read as one list). */
  chips: z.array(z.string()).optional(),
  facts: z.array(factSchema).optional(),
  table: directoryTableSchema.optional(),
  /** Small print under the section: where its data comes from. */
  source: z.object({ text: z.string(), url: z.string().optional() }).optional(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** Who the page is about: a country, an audience niche, a business type or a keyword. */
export const seoSubjectSchema = z.object({ kind: z.enum(['country', 'niche', 'type', 'keyword']), name: z.string() });

/** Robots directive of a generated page: pages below the thin-page bar stay out of the index but pass their links on. */
export const SEO_ROBOTS = ['index, follow', 'noindex, follow'] as const;

export const seoPageDataSchema = z.object({
  family: z.enum(SEO_FAMILIES),
  entry: seoEntrySchema,
  /** Path of the page this one stands for in search (its own path, the one form of a /c/ country, or the page a synonym defers to). */
  canonicalPath: z.string(),
  robots: z.enum(SEO_ROBOTS),
  subject: seoSubjectSchema,
  /** The paragraphs under the entry's h2. */
  intro: z.array(z.string()),
  /** The list under the entry's h3. */
  points: z.array(z.string()),
  /** A box beside the intro: facts at a glance, or the directory categories that fit. */
  aside: contentBlockSchema.optional(),
  /** Further sections of the page's own content, each with an h2. */
  blocks: z.array(contentBlockSchema),
  /** Directory categories whose newest approved products the page shows as examples (none: no example section). */
  exampleCategories: z.array(z.string()),
  faqTitle: z.string().optional(),
  faq: z.array(faqItemSchema),
  /**
   * The site-wide sections opened in this page's own words, from its intent and its data (a search engine reads
   * pricing and the call to action on every page too): the hero's button, the benefits (keyword pages), pricing
   * and the closing call to action.
   */
  sectionTitles: z.object({ heroAction: z.string(), benefits: z.string().optional(), pricing: z.string(), closing: z.string() }),
  /** From the home page down to this page, for the breadcrumb trail and BreadcrumbList. */
  breadcrumbs: z.array(seoLinkSchema),
  related: z.array(z.object({ title: z.string(), links: z.array(seoLinkSchema) })),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

export const SEO_HUBS = ['index', 'countries', 'niches', 'business-types'] as const;
export type SeoHubId = (typeof SEO_HUBS)[number];

export const seoHubDataSchema = z.object({
  hub: z.enum(SEO_HUBS),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  intro: z.string(),
  path: z.string(),
  breadcrumbs: z.array(seoLinkSchema),
  /** Groups of links, e.g. one per region or one per family. */
  groups: z.array(z.object({ title: z.string(), links: z.array(seoLinkSchema) })),
});
export type SeoHubData = z.infer<typeof seoHubDataSchema>;

const pageSlug = z.object({ params: z.strictObject({ slug: z.string().min(1).max(200) }) });
const seoPage = (path: `/${string}`, summary: string) => endpoint('GET', path, 'public', { summary, refusals: [404] }).input(pageSlug).output(dataAnswer(seoPageDataSchema));

/** The data of the generated pages, for client-side navigations (the catalogue stays on the server, out of the bundle). */
export const seoContract = {
  keywordPage: seoPage('/seo/page/{slug}', 'A /page/{slug} keyword page'),
  generatedPage: seoPage('/seo/g/{slug}', 'A /g/{slug} page of the fixed list'),
  countryPage: seoPage('/seo/c/{slug}', "A /c/{slug} country page: four hyphen-separated parts, the last a known country's"),
  hub: endpoint('GET', '/seo/hubs/{hub}', 'public', { summary: 'A hub page listing generated pages' })
    .input(z.object({ params: z.strictObject({ hub: z.enum(SEO_HUBS) }) }))
    .output(dataAnswer(seoHubDataSchema)),
};
