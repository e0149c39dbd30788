/**
 * The catalogue as a spreadsheet (`directories:export`, `directories:import`): one row per directory. Lists are
 * written with ';' between values, yes/no for flags, empty for nothing; the read-only columns (liveness and track
 * record) are written by the export and ignored by the import.
 */
export const EDITABLE_COLUMNS = [
  'domain',
  'name',
  'url',
  'submit_url',
  'domain_rating',
  'domain_rated_at',
  'monthly_visits',
  'pricing',
  'link_policy',
  'categories',
  'countries',
  'account_needed',
  'reciprocal_link',
  'review_days',
  'notes',
  'status',
  'featured',
  'reciprocal',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

export const READ_ONLY_COLUMNS = [
  'consecutive_failures',
  'last_checked_at',
  'submitted',
  'live',
  'rejected',
  'acceptance_rate',
  'median_days_to_live',
  'dofollow_share',
  'indexable_share',
  'lost_links',
  'last_verified_at',
] as const;

export const CATALOGUE_COLUMNS = [...EDITABLE_COLUMNS, ...READ_ONLY_COLUMNS] as const;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 10_000;

/** The column of each field of a directory (for an import's messages). */
export const COLUMN_OF_FIELD: Readonly<Record<string, EditableColumn>> = {
  domain: 'domain',
  name: 'name',
  url: 'url',
  submitUrl: 'submit_url',
  domainRating: 'domain_rating',
  domainRatedAt: 'domain_rated_at',
  monthlyVisits: 'monthly_visits',
  pricing: 'pricing',
  linkPolicy: 'link_policy',
  categories: 'categories',
  countries: 'countries',
  'requirements.accountNeeded': 'account_needed',
  'requirements.reciprocalLink': 'reciprocal_link',
  'requirements.reviewDays': 'review_days',
  'requirements.notes': 'notes',
  status: 'status',
  featured: 'featured',
  reciprocal: 'reciprocal',
};
