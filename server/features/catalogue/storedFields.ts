import type { DirectoryFields } from '../../../domain/catalogue/directories';
import { isoDay } from '../../../domain/common/dates';
import type { DirectoryRecord } from './model';

/** What an operator writes of a directory, as stored: everything but its liveness and timestamps. */
export type StoredFields = Omit<DirectoryRecord, 'consecutiveFailures' | 'lastCheckedAt' | 'lastCheckDetail' | 'createdAt' | 'updatedAt'>;

/** When the rating was read: as given, else kept while the rating stays, else today (a new rating with the old date is a new reading). */
function ratedAtOf({ domainRating, domainRatedAt }: DirectoryFields, previous: Pick<DirectoryRecord, 'domainRating' | 'domainRatedAt'> | null, today: string): string | null {
  if (domainRating === null) return null;
  if (previous && previous.domainRating === domainRating) return domainRatedAt ?? previous.domainRatedAt ?? today;
  return domainRatedAt && domainRatedAt !== previous?.domainRatedAt ? domainRatedAt : today;
}

/** A directory as written, ready to store over `previous` (null for a new one). */
export function storedFieldsOf(fields: DirectoryFields, previous: Pick<DirectoryRecord, 'domainRating' | 'domainRatedAt'> | null, today = isoDay()): StoredFields {
  const { domainRatedAt: _given, ...rest } = fields;
  return { ...rest, _id: fields.domain, domainRatedAt: ratedAtOf(fields, previous, today) };
}

const comparable = (fields: StoredFields) =>
  JSON.stringify([
    fields.name,
    fields.url,
    fields.submitUrl,
    fields.domainRating ?? null,
    fields.domainRatedAt ?? null,
    fields.monthlyVisits ?? null,
    fields.pricing,
    fields.linkPolicy,
    [...fields.categories],
    [...fields.countries],
    fields.requirements.accountNeeded,
    fields.requirements.reciprocalLink,
    fields.requirements.reviewDays ?? null,
    fields.requirements.notes ?? '',
    fields.status,
    fields.featured,
    fields.reciprocal,
  ]);

/** True when storing `fields` would change what is stored. */
export const changesStored = (fields: StoredFields, stored: DirectoryRecord) => comparable(fields) !== comparable(stored);

/** A dead or paused directory set active again starts its liveness afresh. */
export const livenessReset = (fields: StoredFields, stored: DirectoryRecord | null) => (stored && stored.status !== 'active' && fields.status === 'active' ? { consecutiveFailures: 0 } : {});
