import type { ProductStatus } from '../../../domain/directory/types';
import { ProductModel, type ProductRecord } from './model';

interface ModerationLine {
  slug: string;
  status: ProductStatus;
  name: string;
  website_url: string;
  category: string;
  email: string;
  createdAt: Date;
  reason: string | null;
}

/** Products for operators, oldest first (the review queue's order). */
export async function listForModeration(statusFilter?: ProductStatus, limit = 200): Promise<ModerationLine[]> {
  const docs = await ProductModel.find(statusFilter ? { status: statusFilter } : {})
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean<ProductRecord[]>();
  return docs.map((d) => ({
    slug: d.slug,
    status: d.status,
    name: d.name,
    website_url: d.website_url,
    category: d.category,
    email: d.email,
    createdAt: d.createdAt,
    reason: d.moderation?.reason ?? null,
  }));
}
