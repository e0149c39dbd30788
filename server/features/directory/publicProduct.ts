import type { ProductCard, ProductDetail, SubmissionStatus } from '../../../domain/directory/types';
import type { FileStorage } from '../../core/storage';
import type { ListedCard } from './listing';
import type { ProductRecord } from './model';

/** What the public sees of a product: a stored product or a listed card mapped to the API's shapes (never its email). */

type CardSource = Pick<ListedCard, 'slug' | 'name' | 'headline' | 'category' | 'logoKey'> & { createdAt: Date | number };

export function toProductCard(p: CardSource, storage: FileStorage, votes: number): ProductCard {
  return { slug: p.slug, name: p.name, headline: p.headline, category: p.category, logo_url: storage.url(p.logoKey), createdAt: new Date(p.createdAt).toISOString(), votes };
}

/** The public read-back: the submitted fields except the email, plus slug, image URLs, dates and votes. */
export function toProductDetail(p: ProductRecord, storage: FileStorage, votes: number): ProductDetail {
  return {
    ...toProductCard({ ...p, logoKey: p.logo.webp.key }, storage, votes),
    description: p.description,
    website_url: p.website_url,
    firstname: p.firstname,
    screenshot_url: storage.url(p.screenshot.webp.key),
    screenshot_thumb_url: storage.url(p.screenshot.thumb.key),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** What a founder's private status page shows: the reason only once rejected. */
export function toSubmissionStatus(p: ProductRecord): SubmissionStatus {
  return {
    name: p.name,
    slug: p.slug,
    status: p.status,
    reason: p.status === 'rejected' ? (p.moderation?.reason ?? null) : null,
    submittedAt: p.createdAt.toISOString(),
  };
}

export function pagination(page: number, limit: number, totalItems: number) {
  const totalPages = Math.ceil(totalItems / limit);
  return { page, limit, totalPages, totalItems, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}
