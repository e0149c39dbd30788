import { ProductModel } from '../products/model';
import type { SitemapSource } from './sitemap';

/** Approved products with their real update date. */
export function productsSource(): SitemapSource {
  return {
    name: 'products',
    async urls() {
      const docs = await ProductModel.find({ status: 'approved' }, { slug: 1, updatedAt: 1, _id: 0 }).sort({ updatedAt: -1 }).lean();
      return docs.map((doc) => ({ path: `/product/${encodeURIComponent(doc.slug)}`, lastmod: new Date(doc.updatedAt).toISOString() }));
    },
  };
}

/** Blog posts: the blog is not built yet, so this child sitemap is valid and empty until it is. */
export function postsSource(): SitemapSource {
  return { name: 'posts', urls: async () => [] };
}
