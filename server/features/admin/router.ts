import type { RequestHandler } from 'express';
import type { adminContract } from '../../../domain/admin/contract';
import { InvalidInput } from '../../../domain/common/errors';
import { MAX_IMAGE_BYTES, ONLY_TWO_FILES_MESSAGE, imageMessages, type ImageField } from '../../../domain/directory/submission';
import type { Implementation } from '../../core/http/endpointHandlers';
import { multipartForm } from '../../core/http/multipart';
import { dashboardData, waitlistCsv, waitlistPage } from './dashboard';
import { productsAdmin } from './products';
import { emailPreviews } from './emailPreviews';

/** A new logo, screenshot or both, at most 5 MB each (the submission's limits and words). */
function productImagesUpload(): RequestHandler {
  return multipartForm({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 4, parts: 6 },
    fields: [
      { name: 'logo', maxCount: 1 },
      { name: 'screenshot', maxCount: 1 },
    ],
    explainLimit(error) {
      if (error.code === 'LIMIT_FILE_SIZE' && (error.field === 'logo' || error.field === 'screenshot')) return new InvalidInput(imageMessages(error.field as ImageField).tooLarge, { field: error.field });
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new InvalidInput(ONLY_TWO_FILES_MESSAGE);
      return undefined;
    },
  });
}

/** /api/admin: the admin area's dashboard, product moderation and waitlist (admins only). */
export const adminEndpoints: Implementation<typeof adminContract> = {
  dashboard: ({ query }, { platform }) => dashboardData(platform, query.days),
  products: async ({ query }, { platform }) => ({ products: await productsAdmin(platform).list(query.status) }),
  updateProduct: ({ params, body }, { platform }) => productsAdmin(platform).update(params.slug, body),
  replaceProductImages: {
    before: () => [productImagesUpload()],
    handle: ({ params, body }, { platform }) => productsAdmin(platform).replaceImages(params.slug, { logo: body.logo?.bytes, screenshot: body.screenshot?.bytes }),
  },
  async deleteProduct({ params }, { platform }) {
    await productsAdmin(platform).remove(params.slug);
    return { success: true };
  },
  approveProduct: async ({ params, body }, { platform }) => ({ success: true, ...(await productsAdmin(platform).approve(params.slug, body.expected_status)) }),
  rejectProduct: async ({ params, body }, { platform }) => ({ success: true, ...(await productsAdmin(platform).reject(params.slug, body.reason, body.expected_status)) }),
  waitlist: ({ query }) => waitlistPage(query),
  emails: async (_input, { platform }) => ({ emails: await emailPreviews(platform.config) }),
  waitlistCsv: async ({ query }) => ({ filename: 'waitlist.csv', contentType: 'text/csv', text: await waitlistCsv(query.q) }),
};
