export type { ProductListQuery } from './listing';

/** Directory listing shapes of the spec (sections 3 and 7). */
export interface ProductCard {
  slug: string;
  name: string;
  headline: string;
  category: string;
  logo_url: string;
  createdAt: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  website_url: string;
  firstname: string;
  screenshot_url: string;
  /** Smaller screenshot for cards and previews. */
  screenshot_thumb_url: string;
  updatedAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  totalPages: number;
  totalItems: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface ProductListResult {
  products: ProductCard[];
  pagination: Pagination;
}

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface SubmissionStatus {
  name: string;
  slug: string;
  status: ProductStatus;
  reason: string | null;
  submittedAt: string;
}
