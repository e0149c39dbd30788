import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import type { DirectoryRecord } from './model';

/** A stored directory as the catalogue answers it (without its track record). */
export function catalogueDirectoryOf(record: DirectoryRecord): CatalogueDirectory {
  return {
    id: record._id,
    domain: record._id,
    name: record.name,
    url: record.url,
    submitUrl: record.submitUrl,
    domainRating: record.domainRating ?? null,
    domainRatedAt: record.domainRatedAt ?? null,
    monthlyVisits: record.monthlyVisits ?? null,
    pricing: record.pricing,
    linkPolicy: record.linkPolicy,
    categories: [...record.categories],
    countries: [...record.countries],
    requirements: {
      accountNeeded: record.requirements.accountNeeded,
      reciprocalLink: record.requirements.reciprocalLink,
      reviewDays: record.requirements.reviewDays ?? null,
      notes: record.requirements.notes ?? '',
    },
    status: record.status,
    featured: record.featured,
    reciprocal: record.reciprocal,
    consecutiveFailures: record.consecutiveFailures ?? 0,
    lastCheckedAt: record.lastCheckedAt?.toISOString() ?? null,
    lastCheckDetail: record.lastCheckDetail ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
