import type { catalogueContract } from '../../../domain/catalogue/contract';
import type { Implementation } from '../../core/http/endpointHandlers';
import { directoryPage } from './directoryList';
import { addDirectory, findDirectory, replaceDirectory } from './directoryWrites';
import { catalogueSummary, featuredDirectories, reciprocalDirectories } from './publicDirectories';
import { noTrackRecords, withTrackRecords, type TrackRecords } from './trackRecords';

/**
 * /api/admin/directories: operators list, add and edit the catalogue; /api/catalogue: what the public pages show.
 * Each directory's track record comes from `records` (the orders', passed in by apiImplementation.ts).
 */
export function catalogueEndpoints({ records = noTrackRecords }: { records?: TrackRecords } = {}): Implementation<typeof catalogueContract> {
  const withRecord = async (directory: Parameters<typeof withTrackRecords>[0][number]) => (await withTrackRecords([directory], records))[0];
  return {
    adminList: ({ query }, { platform }) => directoryPage(platform, query, records),
    adminCreate: async ({ body }, { platform }) => withRecord(await addDirectory(platform, body)),
    adminGet: async ({ params }) => withRecord(await findDirectory(params.id)),
    adminUpdate: async ({ params, body }, { platform }) => withRecord(await replaceDirectory(platform, params.id, body)),
    featured: (_input, { platform }) => featuredDirectories(platform),
    reciprocal: (_input, { platform }) => reciprocalDirectories(platform),
    summary: (_input, { platform }) => catalogueSummary(platform),
  };
}
