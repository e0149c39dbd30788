import { CATALOGUE_COLUMNS } from '../../../domain/catalogue/csvColumns';
import { spreadsheetCsv } from '../../core/lib/csv';
import type { Platform } from '../../core/platform';
import { announceDirectories } from './announce';
import { directoryRow, readCatalogueCsv } from './csvRows';
import { catalogueDirectoryOf } from './directoryView';
import { DirectoryModel, type DirectoryRecord } from './model';
import { changesStored, livenessReset, storedFieldsOf } from './storedFields';
import { withTrackRecords, type TrackRecords } from './trackRecords';

/** Every directory as CSV (CATALOGUE_COLUMNS), by domain, with its liveness and track record. */
export async function exportDirectoriesCsv(records: TrackRecords): Promise<{ csv: string; rows: number }> {
  const stored = await DirectoryModel.find({}).lean<DirectoryRecord[]>();
  const directories = stored.map(catalogueDirectoryOf).sort((a, b) => a.domain.localeCompare(b.domain));
  const rows = (await withTrackRecords(directories, records)).map(directoryRow);
  return { csv: spreadsheetCsv(CATALOGUE_COLUMNS, rows), rows: rows.length };
}

export interface ImportOutcome {
  rows: number;
  added: number;
  changed: number;
}

/**
 * Writes a CSV file into the catalogue, all or nothing: the whole file is checked first (a bad row refuses it,
 * naming its line), then new domains are added and the rows that differ from what is stored are written. Directories
 * the file does not name are left as they are.
 */
export async function importDirectoriesCsv(platform: Pick<Platform, 'bus' | 'logger'>, csv: string): Promise<ImportOutcome> {
  const rows = readCatalogueCsv(csv);
  const stored = new Map((await DirectoryModel.find({}).lean<DirectoryRecord[]>()).map((d) => [d._id, d]));
  const added = [];
  const changed = [];
  for (const { fields } of rows) {
    const before = stored.get(fields.domain) ?? null;
    const after = storedFieldsOf(fields, before);
    if (!before) added.push(after);
    else if (changesStored(after, before)) changed.push({ ...after, ...livenessReset(after, before) });
  }
  if (added.length) await DirectoryModel.insertMany(added, { ordered: false });
  for (const fields of changed) await DirectoryModel.updateOne({ _id: fields._id }, { $set: fields }, { runValidators: true });
  const outcome = { rows: rows.length, added: added.length, changed: changed.length };
  platform.logger.info(outcome, 'directories imported');
  await announceDirectories(platform, [...added, ...changed].map((d) => d._id));
  return outcome;
}
