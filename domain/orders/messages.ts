/** The orders' user-facing texts (no imports, so the browser's main bundle can carry them). */
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_DETAILS_SAVED = 'Thanks! We start submitting your product now.';
export const ORDER_DETAILS_LOCKED = 'The product of this order can no longer be changed: submissions have started';
export const ORDER_ITEM_NOT_FOUND = 'Order item not found';
export const ITEM_NOT_QUEUED = 'Only a queued directory can be skipped or replaced: this one was submitted already';
export const DIRECTORY_IN_ORDER = 'This directory is already in the order';
export const NO_PRODUCT_IMAGE = 'The order has no such image: the product has no listing with a logo and screenshot';
