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

export interface ProductListQuery {
  page?: number;
  limit?: number;
  category?: string;
  q?: string;
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

export interface SubmissionStatus {
  name: string;
  slug: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  submittedAt: string;
}
