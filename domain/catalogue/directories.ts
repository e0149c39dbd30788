import { z } from 'zod';
import { isoDateTime } from '../common/contract';
import { CATEGORIES, isCategory } from '../directory/categories';
import { isCountryCode } from './countries';
import {
  ANY_CATEGORY,
  DIRECTORIES_PAGE_SIZE,
  DIRECTORY_PRICINGS,
  DIRECTORY_STATUSES,
  directoryDomainOf,
  DOMAIN_SHAPE,
  GLOBAL,
  LINK_POLICIES,
  MAX_DIRECTORIES_PAGE_SIZE,
  MAX_DIRECTORY_NAME,
  MAX_DIRECTORY_NOTES,
  MAX_DIRECTORY_SEARCH,
  MAX_DIRECTORY_URL,
  MAX_MONTHLY_VISITS,
  MAX_REVIEW_DAYS,
} from './limits';
import { ANY_STANDS_ALONE, GLOBAL_STANDS_ALONE, URL_OFF_DOMAIN } from './messages';

// ---------- the rules of a directory as operators write it (admin, API, CSV rows) ----------

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const httpUrl = z.string({ error: 'is required' }).trim().min(1, 'is required').max(MAX_DIRECTORY_URL, `must be at most ${MAX_DIRECTORY_URL} characters`).refine(isHttpUrl, 'must be an http(s) address');
const wholeNumber = (min: number, max: number) => z.number({ error: `must be a whole number from ${min} to ${max}` }).int(`must be a whole number from ${min} to ${max}`).min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`);
const flag = z.boolean({ error: 'must be true or false' });

export const domainField = z
  .string({ error: 'is required' })
  .transform(directoryDomainOf)
  .refine((domain) => DOMAIN_SHAPE.test(domain), 'must be a host name such as producthunt.com');

const CATEGORY_ORDER = new Map<string, number>([[ANY_CATEGORY, -1], ...CATEGORIES.map((c, i) => [c.value, i] as [string, number])]);

/** The product categories a directory accepts (spec section 3), or 'any' alone; kept in the spec's order. */
export const directoryCategories = z
  .array(z.string().refine((value) => value === ANY_CATEGORY || isCategory(value), { error: (issue) => `'${String(issue.input)}' is not a category (use the spec's values or '${ANY_CATEGORY}')` }), { error: 'must be a list' })
  .min(1, `must name at least one category, or '${ANY_CATEGORY}'`)
  .transform((list) => [...new Set(list)].sort((a, b) => CATEGORY_ORDER.get(a)! - CATEGORY_ORDER.get(b)!))
  .refine((list) => !list.includes(ANY_CATEGORY) || list.length === 1, ANY_STANDS_ALONE);

/** The countries a directory serves (ISO 3166-1 alpha-2, upper case), or 'global' alone; kept in alphabetical order. */
export const directoryCountries = z
  .array(z.string().transform((value) => (value.trim().toLowerCase() === GLOBAL ? GLOBAL : value.trim().toUpperCase())).refine((value) => value === GLOBAL || isCountryCode(value), { error: (issue) => `'${String(issue.input)}' is not an ISO country code (or '${GLOBAL}')` }), { error: 'must be a list' })
  .min(1, `must name at least one country, or '${GLOBAL}'`)
  .transform((list) => [...new Set(list)].sort())
  .refine((list) => !list.includes(GLOBAL) || list.length === 1, GLOBAL_STANDS_ALONE);

export const directoryRequirementsSchema = z.object({
  accountNeeded: flag,
  reciprocalLink: flag,
  /** How long the directory takes to review a submission, in days (null: not known). */
  reviewDays: wholeNumber(0, MAX_REVIEW_DAYS).nullable().default(null),
  notes: z.string({ error: 'must be text' }).trim().max(MAX_DIRECTORY_NOTES, `must be at most ${MAX_DIRECTORY_NOTES} characters`).default(''),
});
export type DirectoryRequirements = z.infer<typeof directoryRequirementsSchema>;

/** A date as YYYY-MM-DD. */
const isoDate = z.iso.date({ error: 'must be a date such as 2026-11-28' });

/** A whole directory as an operator writes it (POST, PUT, one CSV row). */
const directoryObject = z.object({
  domain: domainField,
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(MAX_DIRECTORY_NAME, `must be at most ${MAX_DIRECTORY_NAME} characters`),
  url: httpUrl,
  submitUrl: httpUrl,
  /** The domain rating (0 to 100) from an SEO tool; null when not rated. */
  domainRating: wholeNumber(0, 100).nullable(),
  /** When the rating was read; left out, it is today's date when the rating changes. */
  domainRatedAt: isoDate.nullable().optional(),
  monthlyVisits: wholeNumber(0, MAX_MONTHLY_VISITS).nullable(),
  pricing: z.enum(DIRECTORY_PRICINGS, { error: `must be one of ${DIRECTORY_PRICINGS.join(', ')}` }),
  linkPolicy: z.enum(LINK_POLICIES, { error: `must be one of ${LINK_POLICIES.join(', ')}` }).default('unknown'),
  categories: directoryCategories,
  countries: directoryCountries,
  requirements: directoryRequirementsSchema,
  status: z.enum(DIRECTORY_STATUSES, { error: `must be one of ${DIRECTORY_STATUSES.join(', ')}` }).default('active'),
  /** One of the landing page's sample table. */
  featured: flag.default(false),
  /** Listed on the reciprocal-link page. */
  reciprocal: flag.default(false),
});

/** True when an address is on the directory's domain ('https://www.producthunt.com/posts' on producthunt.com). */
export const isOnDomain = (url: string, domain: string) => directoryDomainOf(url) === domain;

export const directoryInput = directoryObject.refine((d) => isOnDomain(d.url, d.domain), { path: ['url'], message: URL_OFF_DOMAIN });
export type DirectoryInput = z.input<typeof directoryInput>;
export type DirectoryFields = z.output<typeof directoryInput>;

/** A PUT's body: the domain may be left out (it is the address's); the url's domain is checked against the id. */
export const directoryUpdateInput = directoryObject.partial({ domain: true });
export type DirectoryUpdate = z.output<typeof directoryUpdateInput>;

// ---------- what the API answers ----------

/** A directory's track record over the orders that used it: computed from the order items and the backlink checks. */
export const trackRecordSchema = z.object({
  submitted: z.number().int(),
  live: z.number().int(),
  rejected: z.number().int(),
  /** Live out of decided (live + rejected), 0 to 1. */
  acceptanceRate: z.number(),
  medianDaysToLive: z.number(),
  /** Of its verified backlinks, the share followed and the share on indexable pages, 0 to 1. */
  dofollowShare: z.number(),
  indexableShare: z.number(),
  lostLinks: z.number().int(),
  lastVerifiedAt: isoDateTime.nullable(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** The record of a directory no order has used yet. */
export const EMPTY_TRACK_RECORD: TrackRecord = Object.freeze({ submitted: 0, live: 0, rejected: 0, acceptanceRate: 0, medianDaysToLive: 0, dofollowShare: 0, indexableShare: 0, lostLinks: 0, lastVerifiedAt: null });

export const directorySchema = z.object({
  /** The domain: a directory's id. */
  id: z.string(),
  domain: z.string(),
  name: z.string(),
  url: z.string(),
  submitUrl: z.string(),
  domainRating: z.number().int().nullable(),
  domainRatedAt: z.string().nullable(),
  monthlyVisits: z.number().int().nullable(),
  pricing: z.enum(DIRECTORY_PRICINGS),
  linkPolicy: z.enum(LINK_POLICIES),
  categories: z.array(z.string()),
  countries: z.array(z.string()),
  requirements: directoryRequirementsSchema,
  status: z.enum(DIRECTORY_STATUSES),
  featured: z.boolean(),
  reciprocal: z.boolean(),
  /** Liveness: home-page checks failed in a row, the last check and what it found. */
  consecutiveFailures: z.number().int(),
  lastCheckedAt: isoDateTime.nullable(),
  lastCheckDetail: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  record: trackRecordSchema,
});
export type Directory = z.infer<typeof directorySchema>;
/** A directory without its track record: what the catalogue itself holds. */
export type CatalogueDirectory = Omit<Directory, 'record'>;

export const DIRECTORY_SORTS = ['rating', 'name', 'visits'] as const;

/** The admin list: a search on name or domain, exact filters, a sort (rating by default, highest first) and a page. */
export const directoryListQuery = z.object({
  q: z.string().trim().max(MAX_DIRECTORY_SEARCH, `q must be at most ${MAX_DIRECTORY_SEARCH} characters`).optional(),
  status: z.enum(DIRECTORY_STATUSES, { error: `status must be one of ${DIRECTORY_STATUSES.join(', ')}` }).optional(),
  category: z.string().refine((value) => value === ANY_CATEGORY || isCategory(value), `category must be a category of the spec, or ${ANY_CATEGORY}`).optional(),
  country: z
    .string()
    .transform((value) => (value.toLowerCase() === GLOBAL ? GLOBAL : value.toUpperCase()))
    .refine((value) => value === GLOBAL || isCountryCode(value), `country must be an ISO country code, or ${GLOBAL}`)
    .optional(),
  linkPolicy: z.enum(LINK_POLICIES, { error: `linkPolicy must be one of ${LINK_POLICIES.join(', ')}` }).optional(),
  sort: z.enum(DIRECTORY_SORTS, { error: `sort must be one of ${DIRECTORY_SORTS.join(', ')}` }).default('rating'),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(MAX_DIRECTORIES_PAGE_SIZE, `limit must be at most ${MAX_DIRECTORIES_PAGE_SIZE}`).default(DIRECTORIES_PAGE_SIZE),
});
export type DirectoryListQuery = z.output<typeof directoryListQuery>;

export const directoryPageSchema = z.object({ directories: z.array(directorySchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** A directory's id in an address: its domain, as people write it (any text: one that names no directory answers 404). */
export const directoryParams = z.object({ id: z.string().transform(directoryDomainOf) });

// ---------- what the public pages show ----------

/** One row of the landing page's sample table (spec: name, url, dr, visits, pricing). */
export const featuredDirectorySchema = z.object({ name: z.string(), url: z.string(), domainRating: z.number().int().nullable(), monthlyVisits: z.number().int().nullable(), pricing: z.enum(DIRECTORY_PRICINGS) });
export type FeaturedDirectory = z.infer<typeof featuredDirectorySchema>;

/** One directory of the reciprocal-link page. */
export const reciprocalDirectorySchema = z.object({ name: z.string(), url: z.string(), domain: z.string(), categories: z.array(z.string()), pricing: z.enum(DIRECTORY_PRICINGS) });
export type ReciprocalDirectory = z.infer<typeof reciprocalDirectorySchema>;

export const catalogueSummarySchema = z.object({ activeDirectories: z.number().int() });
export type CatalogueSummary = z.infer<typeof catalogueSummarySchema>;
