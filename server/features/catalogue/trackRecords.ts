import { EMPTY_TRACK_RECORD, type CatalogueDirectory, type Directory, type TrackRecord } from '../../../domain/catalogue/directories';

/**
 * How the catalogue learns each directory's track record (submitted, live, rejected, backlinks verified...). The
 * orders compute it, a later feature: its function is passed in where the catalogue is wired (apiImplementation.ts,
 * registry.ts). A directory missing from the answer has the empty record.
 */
export type TrackRecords = (ids: readonly string[]) => Promise<ReadonlyMap<string, TrackRecord>>;

/** Until the orders' records are wired: every directory has the empty record. */
export const noTrackRecords: TrackRecords = async () => new Map();

/** The directories with their track records. */
export async function withTrackRecords(directories: readonly CatalogueDirectory[], records: TrackRecords): Promise<Directory[]> {
  const found = directories.length ? await records(directories.map((d) => d.id)) : new Map<string, TrackRecord>();
  return directories.map((directory) => ({ ...directory, record: found.get(directory.id) ?? EMPTY_TRACK_RECORD }));
}
