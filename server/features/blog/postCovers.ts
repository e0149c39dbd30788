import type { Types } from 'mongoose';
import { InvalidInput } from '../../../domain/common/errors';
import { COVER_NOT_FOUND } from '../../../domain/blog/messages';
import type { Platform } from '../../core/platform';
import { fileUploads } from '../uploads/fileUploads';
import { PostModel, type CoverSizes } from './model';
import { postObjectId } from './postRecords';

/** The upload a post names as its cover, with its sizes; an unknown upload is refused. */
export async function coverOf(platform: Platform, coverImageId: string | null | undefined): Promise<{ coverImageId: Types.ObjectId | null; cover: CoverSizes | null }> {
  if (!coverImageId) return { coverImageId: null, cover: null };
  const upload = await fileUploads(platform).find(coverImageId);
  if (!upload) throw new InvalidInput(COVER_NOT_FOUND, { field: 'coverImageId' });
  return { coverImageId: upload._id, cover: { width: upload.full.width, height: upload.full.height, cardWidth: upload.card.width, cardHeight: upload.card.height } };
}

/** Deletes an upload that was a post's cover once no post uses it any more. */
export async function releaseCover(platform: Platform, id: Types.ObjectId | null): Promise<void> {
  if (!id || (await PostModel.countDocuments({ coverImageId: id })) > 0) return;
  await fileUploads(platform).remove(id.toHexString());
}

/** The post that uses the upload as its cover, if any (such an upload is not deleted). */
export async function postUsingCover(uploadId: string): Promise<{ title: string } | null> {
  const _id = postObjectId(uploadId);
  return _id ? PostModel.findOne({ coverImageId: _id }, { title: 1 }).lean<{ title: string }>() : null;
}
