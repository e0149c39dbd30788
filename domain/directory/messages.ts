/** Spec section 8: the answer for a product that does not exist or is not listed (API and page). */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
