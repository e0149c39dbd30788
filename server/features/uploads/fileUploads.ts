import { isValidObjectId, Types } from 'mongoose';
import { InvalidInput } from '../../../domain/common/errors';
import { perPlatform, type Platform } from '../../core/platform';
import { imagePool } from './imagePool';
import { IMAGE_REFUSALS, ImageRejected, type ImageVariant } from './images';
import { FileUploadModel, type FileUploadKind, type FileUploadRecord, type StoredFile } from './model';
import { uniqueKeyPrefix } from '../../core/storage';

export type FileSize = 'full' | 'card';

/**
 * Images uploaded on their own (blog covers today), kept as a record per upload with its stored files.
 * The files of one upload never change: a new image is a new upload with a new id, so they are served
 * with year-long caching.
 */
function createFileUploads(platform: Platform) {
  const { storage, logger } = platform;

  /** Processes the image in the image process (same checks as product images), stores both sizes and records them. */
  async function saveImage(kind: FileUploadKind, bytes: Uint8Array, { uploadedBy = null, field = 'image' }: { uploadedBy?: string | null; field?: string } = {}): Promise<FileUploadRecord> {
    let variants: ImageVariant[];
    try {
      variants = await imagePool(platform).process(kind, bytes);
    } catch (error) {
      if (error instanceof ImageRejected) throw new InvalidInput(IMAGE_REFUSALS[error.reason](field), { field });
      throw error;
    }
    const folder = uniqueKeyPrefix(`${kind}s`);
    const written: string[] = [];
    try {
      const [full, card] = await Promise.all(
        variants.map(async (variant): Promise<StoredFile> => {
          const key = `${folder}/${variant.name}`;
          written.push(key);
          await storage.put(key, variant.body, variant.contentType);
          return { key, contentType: variant.contentType, width: variant.width, height: variant.height, bytes: variant.body.length };
        }),
      );
      const saved = await FileUploadModel.create({ kind, full, card, uploadedBy });
      return saved.toObject() as FileUploadRecord;
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(key)));
      throw error;
    }
  }

  async function find(id: string): Promise<FileUploadRecord | null> {
    if (!isValidObjectId(id) || !/^[a-f0-9]{24}$/.test(id)) return null;
    return FileUploadModel.findOne({ _id: new Types.ObjectId(id) }).lean<FileUploadRecord>();
  }

  /** The bytes and type of one size of an upload, or null. */
  async function read(id: string, size: FileSize): Promise<{ body: Buffer; contentType: string } | null> {
    const upload = await find(id);
    if (!upload) return null;
    const file = upload[size];
    const body = await storage.read(file.key);
    return body ? { body, contentType: file.contentType } : null;
  }

  /** Deletes the record, then its files (a file left behind is logged, never an error for the caller). */
  async function remove(id: string): Promise<boolean> {
    const upload = await find(id);
    if (!upload) return false;
    await FileUploadModel.deleteOne({ _id: upload._id });
    const results = await Promise.allSettled([upload.full.key, upload.card.key].map((key) => storage.delete(key)));
    for (const r of results) if (r.status === 'rejected') logger.warn({ err: (r.reason as Error).message, id }, 'file of a deleted upload not removed');
    return true;
  }

  return { saveImage, find, read, remove };
}

export const fileUploads = perPlatform(createFileUploads);
