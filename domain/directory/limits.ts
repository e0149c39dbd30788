// The directory's numbers and shapes, apart from its zod schemas (pages import these without zod).

/** Spec section 9: directory page size 12, page-number window 5, headline cut at 100 on cards. */
export const DIRECTORY_PAGE_SIZE = 12;
export const PAGE_WINDOW = 5;
export const CARD_HEADLINE_MAX = 100;
export const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

/** Slugs are made by slugify(): anything else cannot name a product. */
export const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

/** Status tokens are 32 bytes in base64url (43 characters). */
export const STATUS_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A product's review state: pending until an operator approves or rejects it. */
export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * Submission confirmations one address receives in a day, at most: the form is public and nobody proved the
 * mailbox, so it must not become a way to mail someone over and over (the submission itself is still saved).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
