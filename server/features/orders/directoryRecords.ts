import type { TrackRecord } from '../../../domain/catalogue/directories';
import { trackEntryOf, trackRecordOf, type TrackEntry } from '../../../domain/orders/trackRecord';
import { perPlatform, type Platform } from '../../core/platform';
import { TrackRecordModel, type OrderItemRecord, type TrackRecordDocument } from './model';

/**
 * Each directory's track record, kept current as its orders' items change: every change of an item rewrites its
 * entry in the directory's document (by `_id`), so the record is always computed from the items as they are.
 */

/** Past this many, records are read in one pass over the collection rather than one by one. */
const READ_ONE_BY_ONE_UP_TO = 100;
/** The plan reads records from memory, read again in the background when older than this. */
const PLANNING_RECORDS_MAX_AGE_MS = 60_000;

const recordOfDocument = (doc: Pick<TrackRecordDocument, 'items'> | null) => trackRecordOf(Object.values(doc?.items ?? {}) as TrackEntry[]);

/** The records of some directories, as the catalogue reads them (GET, the admin list, the export). */
export async function directoryTrackRecords(ids: readonly string[]): Promise<ReadonlyMap<string, TrackRecord>> {
  const docs =
    ids.length <= READ_ONE_BY_ONE_UP_TO
      ? await Promise.all(ids.map((id) => TrackRecordModel.findById(id).lean<TrackRecordDocument>()))
      : await TrackRecordModel.find({}).lean<TrackRecordDocument[]>();
  const wanted = new Set(ids);
  return new Map(docs.flatMap((doc) => (doc && wanted.has(doc._id) ? [[doc._id, recordOfDocument(doc)] as const] : [])));
}

/** The records in memory for planning (stale by a minute at most; this process's own writes show at once). */
function createPlanningRecords(_platform: Platform) {
  let records: Map<string, TrackRecord> | null = null;
  let readAt = 0;
  let reading: Promise<Map<string, TrackRecord>> | null = null;
  const readAll = () =>
    (reading ??= TrackRecordModel.find({})
      .lean<TrackRecordDocument[]>()
      .then((docs) => {
        records = new Map(docs.map((doc) => [doc._id, recordOfDocument(doc)]));
        readAt = Date.now();
        return records;
      })
      .finally(() => {
        reading = null;
      }));
  return {
    async all(): Promise<ReadonlyMap<string, TrackRecord>> {
      if (!records) return readAll();
      if (Date.now() - readAt > PLANNING_RECORDS_MAX_AGE_MS) void readAll().catch(() => undefined);
      return records;
    },
    set(id: string, record: TrackRecord) {
      records?.set(id, record);
    },
  };
}

export const planningRecords = perPlatform(createPlanningRecords);

/**
 * Rewrites what one item adds to its directory's record (nothing while queued), and takes it out of the record of
 * the directory it had before when an operator replaced it.
 */
export async function writeTrackEntry(platform: Platform, item: Pick<OrderItemRecord, '_id' | 'directoryId' | 'status' | 'submittedAt' | 'liveAt' | 'backlink' | 'backlinkLostAt'>, formerDirectoryId?: string | null): Promise<void> {
  const key = `items.${String(item._id)}`;
  if (formerDirectoryId && formerDirectoryId !== item.directoryId) await rewrite(platform, formerDirectoryId, { $unset: { [key]: '' } });
  if (!item.directoryId) return;
  const entry = trackEntryOf(item);
  await rewrite(platform, item.directoryId, entry ? { $set: { [key]: entry } } : { $unset: { [key]: '' } });
}

async function rewrite(platform: Platform, directoryId: string, update: object): Promise<void> {
  await TrackRecordModel.updateOne({ _id: directoryId }, update, { upsert: true });
  planningRecords(platform).set(directoryId, recordOfDocument(await TrackRecordModel.findById(directoryId).lean<TrackRecordDocument>()));
}
