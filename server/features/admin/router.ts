import type { adminContract } from '../../../domain/admin/contract';
import type { Implementation } from '../../core/http/endpoints';
import { dashboardData, waitlistCsv, waitlistPage } from './dashboard';
import { productsAdmin } from './products';

/** /api/admin: the admin area's dashboard, product moderation and waitlist (admins only). */
export const adminEndpoints: Implementation<typeof adminContract> = {
  dashboard: (_input, { platform }) => dashboardData(platform),
  products: async ({ query }, { platform }) => ({ products: await productsAdmin(platform).list(query.status) }),
  updateProduct: ({ params, body }, { platform }) => productsAdmin(platform).update(params.slug, body),
  async deleteProduct({ params }, { platform }) {
    await productsAdmin(platform).remove(params.slug);
    return { success: true };
  },
  approveProduct: async ({ params }, { platform }) => ({ success: true, ...(await productsAdmin(platform).approve(params.slug)) }),
  rejectProduct: async ({ params, body }, { platform }) => ({ success: true, ...(await productsAdmin(platform).reject(params.slug, body.reason)) }),
  waitlist: ({ query }) => waitlistPage(query),
  waitlistCsv: async ({ query }) => ({ filename: 'waitlist.csv', contentType: 'text/csv', text: await waitlistCsv(query.q) }),
};
