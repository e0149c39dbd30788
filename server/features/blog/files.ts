import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AlreadyExists, InvalidInput, NotFound } from '../../../domain/common/errors';
import { IMAGE_IN_USE, IMAGE_NOT_AN_IMAGE, IMAGE_NOT_FOUND, IMAGE_REQUIRED, IMAGE_TOO_LARGE } from '../../../domain/blog/messages';
import { coverImageUrl } from '../../../domain/blog/posts';
import { detectImageType, MAX_IMAGE_BYTES } from '../../../domain/directory/submission';
import { validate, type UploadedFile } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { viewerOf } from '../auth/access';
import { fileUploads } from '../uploads/fileUploads';
import { blogService } from './service';

/** The one file of an upload, in the field `image`, at most 5 MB (the same ceiling as product images). */
function imageUpload(): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } }).fields([{ name: 'image', maxCount: 1 }]);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new InvalidInput(IMAGE_TOO_LARGE, { field: 'image' }));
        if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(new InvalidInput('Send one image, in the field "image"', { field: 'image' }));
      }
      next(new InvalidInput(`The upload could not be read; please send it again as multipart/form-data (${(error as Error).message})`));
    });
}

const isFile = (value: unknown): value is UploadedFile => typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);
const upload = validate({
  files: z.object({
    image: z.custom<UploadedFile>(isFile, IMAGE_REQUIRED).refine((file) => detectImageType(file.head) !== null, IMAGE_NOT_AN_IMAGE),
  }),
});
const idParams = z.object({ id: z.string().max(64) });
const image = validate({ params: idParams, query: z.object({ size: z.enum(['full', 'card'], "size must be 'full' or 'card'").default('full') }) });
const byId = validate({ params: idParams });

/**
 * /api/file-uploads (spec section 7, Files): admins upload a cover (the same checks and processing as product
 * images: at most 1600 px wide WebP plus a 640 px card size) and delete one; anyone reads it. The files of an
 * id never change, so they are cached for a year.
 */
export function fileUploadsRouter(platform: Platform): Router {
  const files = fileUploads(platform);
  const blog = blogService(platform);
  const router = Router();

  router.post('/image', imageUpload(), upload, async (_req, res) => {
    const saved = await files.saveImage('cover', upload.input(res).files.image.bytes, { uploadedBy: viewerOf(res).userId, field: 'cover' });
    const id = saved._id.toHexString();
    res.status(201).json({ id, url: coverImageUrl(id), cardUrl: coverImageUrl(id, 'card'), width: saved.full.width, height: saved.full.height });
  });

  router.get('/:id/image', image, async (_req, res) => {
    const { params, query } = image.input(res);
    const file = await files.read(params.id, query.size);
    if (!file) throw new NotFound(IMAGE_NOT_FOUND);
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' }).type(file.contentType).send(file.body);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const { id } = byId.input(res).params;
    const user = await blog.postUsingCover(id);
    if (user) throw new AlreadyExists(IMAGE_IN_USE(user.title));
    if (!(await files.remove(id))) throw new NotFound(IMAGE_NOT_FOUND);
    res.json({ success: true });
  });
  return router;
}
