import type { adminContract } from '../../../domain/admin/contract';
import type { Implementation } from '../../core/http/endpointHandlers';
import { productImagesForm } from '../directory/router';
import { dashboardData, waitlistCsv, waitlistPage } from './dashboard';
import { productsAdmin } from './products';
import { emailPreviews } from './emailPreviews';

/** /api/admin: the admin area's dashboard, product moderation and waitlist (admins only). */
export const adminEndpoints: Implementation<typeof adminContract> = {
  dashboard: ({ query }, { platform }) => dashboardData(platform, query.days),
  products: async ({ query }, { platform }) => ({ products: await productsAdmin(platform).list(query.status) }),
  updateProduct: ({ params, body }, { platform }) => productsAdmin(platform).update(params.slug, body),
  replaceProductImages: {
    // A new logo, screenshot or both: the submission's set-up and words.
    before: () => [productImagesForm({ maxFields: 4 })],
    handle: ({ params, body }, { platform }) => productsAdmin(platform).replaceImages(params.slug, { logo: body.logo?.bytes, screenshot: body.screenshot?.bytes }),
  },
  async deleteProduct({ params }, { platform }) {
    await productsAdmin(platform).remove(params.slug);
    return { success: true };
  },
  approveProduct: async ({ params, body }, { platform }) => ({ success: true, ...(await productsAdmin(platform).approve(params.slug, body.expected_status)) }),
  rejectProduct: async ({ params, body }, { platform }) => ({ success: true, ...(await productsAdmin(platform).reject(params.slug, body.reason, body.expected_status)) }),
  waitlist: ({ query }, { platform }) => waitlistPage(platform, query),
  emails: async (_input, { platform }) => ({ emails: await emailPreviews(platform.config) }),
  waitlistCsv: async ({ query }, { platform }) => ({ filename: 'waitlist.csv', contentType: 'text/csv', text: await waitlistCsv(platform, query.q) }),
};
