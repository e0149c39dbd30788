/**
 * Claiming a listing: a signed-in account proves it controls the product's website by putting a meta tag with its
 * token on the website's home page. The token is the account's for that listing (the same each time it asks).
 */

/** The meta tag's name on the website's home page. */
export const VERIFICATION_META_NAME = 'launchboost-verification';

/** The tag to paste into the home page's <head>. */
export const verificationMetaTag = (token: string) => `<meta name="${VERIFICATION_META_NAME}" content="${token}">`;

export const TAG_NOT_FOUND_MESSAGE = `We could not find the verification tag on the website's home page. Add the meta tag to its <head>, publish it and try again.`;
export const WEBSITE_UNREADABLE_MESSAGE = `We could not read the website's home page. Check that it is online and try again.`;
export const NOT_THE_OWNER_MESSAGE = 'Only the verified owner of this listing can change it. Claim it first.';
export const OTHER_HOST_MESSAGE = "The website must stay on the verified host; to list another website, submit it as a product of its own.";
export const CLAIMED_MESSAGE = 'You are now the verified owner of this listing.';
/** A pending submission of the claimant's website by someone else gives the website back. */
export const WEBSITE_FREED_MESSAGE = 'The pending submission of your website by someone else was withdrawn: you can now submit your product.';
/** The rejection reason the other submitter receives. */
export const FREED_BY_OWNER_REASON = "The website's owner proved that it is theirs and claimed it.";
export const LISTING_SAVED_MESSAGE = 'Your listing is saved.';
