import { AlreadyExists, InvalidInput, NotFound } from '../../../domain/common/errors';
import type { uploadsContract } from '../../../domain/blog/contract';
import { IMAGE_IN_USE, IMAGE_NOT_FOUND, IMAGE_TOO_LARGE } from '../../../domain/blog/messages';
import { coverImageUrl } from '../../../domain/blog/posts';
import { MAX_IMAGE_BYTES } from '../../../domain/directory/submission';
import { callerOf, type Implementation } from '../../core/http/endpointHandlers';
import { multipartForm } from '../../core/http/multipart';
import { fileUploads } from '../uploads/fileUploads';
import { blogService } from './service';

/** The one file of an upload, in the field `image`, at most 5 MB (the same ceiling as product images). */
const imageForm = () =>
  multipartForm({
    files: { image: 1 },
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFields: 5,
    tooLarge: () => new InvalidInput(IMAGE_TOO_LARGE, { field: 'image' }),
    wrongFiles: () => new InvalidInput('Send one image, in the field "image"', { field: 'image' }),
  });

/** The files of an upload never change (a new image is a new upload): they are cached for a year. */
const IMAGE_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' };

/**
 * /api/file-uploads (spec section 7, Files): admins upload a cover (the same checks and processing as product
 * images: at most 1600 px wide WebP plus a 640 px card size) and delete one; anyone reads it.
 */
export const uploadsEndpoints: Implementation<typeof uploadsContract> = {
  uploadImage: {
    before: () => [imageForm()],
    async handle({ body }, ctx) {
      const saved = await fileUploads(ctx.platform).saveImage('cover', body.image.bytes, { uploadedBy: callerOf(ctx).userId, field: 'cover' });
      const id = saved._id.toHexString();
      return { id, url: coverImageUrl(id), cardUrl: coverImageUrl(id, 'card'), width: saved.full.width, height: saved.full.height };
    },
  },
  image: {
    async handle({ params, query }, { platform }) {
      const file = await fileUploads(platform).read(params.id, query.size);
      if (!file) throw new NotFound(IMAGE_NOT_FOUND);
      return { contentType: file.contentType, bytes: file.body };
    },
    async http(input, ctx, handle) {
      const { contentType, bytes } = await handle(input, ctx);
      ctx.http.res.set(IMAGE_HEADERS).type(contentType).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  },
  async remove({ params }, { platform }) {
    const user = await blogService(platform).postUsingCover(params.id);
    if (user) throw new AlreadyExists(IMAGE_IN_USE(user.title));
    if (!(await fileUploads(platform).remove(params.id))) throw new NotFound(IMAGE_NOT_FOUND);
    return { success: true };
  },
};
