import type { CatalogueDirectory, DirectoryFields, DirectoryUpdate } from '../../../domain/catalogue/directories';
import { isOnDomain } from '../../../domain/catalogue/directories';
import { DIRECTORY_EXISTS, DIRECTORY_NOT_FOUND, DOMAIN_IS_FIXED, URL_OFF_DOMAIN } from '../../../domain/catalogue/messages';
import { AlreadyExists, InvalidInput, NotFound } from '../../../domain/common/errors';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { announceDirectories } from './announce';
import { catalogueDirectoryOf } from './directoryView';
import { DirectoryModel, type DirectoryRecord } from './model';
import { livenessReset, storedFieldsOf } from './storedFields';

/** One directory as stored now (by `_id`, its domain). */
export async function findDirectory(id: string): Promise<CatalogueDirectory> {
  const record = await DirectoryModel.findById(id).lean<DirectoryRecord>();
  if (!record) throw new NotFound(DIRECTORY_NOT_FOUND);
  return catalogueDirectoryOf(record);
}

/** Adds a directory; its domain must be new to the catalogue. */
export async function addDirectory(platform: Pick<Platform, 'bus' | 'logger'>, fields: DirectoryFields): Promise<CatalogueDirectory> {
  const exists = () => new AlreadyExists(DIRECTORY_EXISTS, { field: 'domain' });
  if (await DirectoryModel.exists({ _id: fields.domain })) throw exists();
  try {
    await DirectoryModel.create(storedFieldsOf(fields, null));
  } catch (error) {
    if (isDuplicateKey(error)) throw exists();
    throw error;
  }
  platform.logger.info({ directory: fields.domain }, 'directory added to the catalogue');
  await announceDirectories(platform, [fields.domain]);
  return findDirectory(fields.domain);
}

/** Replaces what operators write of a directory (its domain stays); its liveness starts afresh when it is set active again. */
export async function replaceDirectory(platform: Pick<Platform, 'bus' | 'logger'>, id: string, update: DirectoryUpdate): Promise<CatalogueDirectory> {
  const stored = await DirectoryModel.findById(id).lean<DirectoryRecord>();
  if (!stored) throw new NotFound(DIRECTORY_NOT_FOUND);
  if (update.domain !== undefined && update.domain !== id) throw new InvalidInput(DOMAIN_IS_FIXED, { field: 'domain' });
  if (!isOnDomain(update.url, id)) throw new InvalidInput(URL_OFF_DOMAIN, { field: 'url' });
  const fields = storedFieldsOf({ ...update, domain: id }, stored);
  await DirectoryModel.updateOne({ _id: id }, { $set: { ...fields, ...livenessReset(fields, stored) } }, { runValidators: true });
  platform.logger.info({ directory: id, status: fields.status }, 'directory changed');
  await announceDirectories(platform, [id]);
  return findDirectory(id);
}
