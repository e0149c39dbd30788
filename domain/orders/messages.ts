/** The orders' user-facing texts (no imports, so the browser's main bundle can carry them). */
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_DETAILS_SAVED = 'Thanks! We start submitting your product now.';
export const ORDER_DETAILS_LOCKED = 'The product of this order can no longer be changed: submissions have started';
