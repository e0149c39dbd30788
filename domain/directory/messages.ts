/** Spec section 8: the answer for a product that does not exist or is not listed (API and page). */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const SUBMISSION_NOT_FOUND = 'Submission not found';

// The submission's answers (spec section 8), apart from its schema so the landing bundle needs no zod.
export const SUBMIT_SUCCESS_MESSAGE = 'Your product has been submitted successfully! You will receive a confirmation email shortly.';
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit product. Please try again.';
export const SUBMIT_TRANSPORT_ERROR_MESSAGE = 'An error occurred while submitting your product. Please try again.';
export const DUPLICATE_WEBSITE_MESSAGE = 'This website is already listed';
export const TOO_MANY_SUBMISSIONS_MESSAGE = 'Too many submissions from your network. Please try again in an hour.';
export const ONLY_TWO_FILES_MESSAGE = 'Only the logo and screenshot files are accepted';

// Two moderators on one product (admin and CLI alike).
export const MODERATION_BUSY_MESSAGE = 'Another moderator is reviewing this product right now. Try again in a moment.';
/** The product's status changed since the moderator's page showed it. */
export const moderatedMeanwhileMessage = (name: string, status: string) => `${name} is now ${status}: another moderator changed it meanwhile. Reload the page to see it.`;
