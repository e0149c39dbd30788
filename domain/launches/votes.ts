/** Votes: a signed-in account votes once per product, never for its own; the count is exact under concurrent votes. */

export const FOUNDER_VOTE_MESSAGE = 'You cannot vote for your own product.';
export const VOTES_RATE_LIMITED_MESSAGE = 'Too many votes. Please wait a minute and try again.';

/** Votes per account per minute, and per IP address (several people may share one). */
export const VOTES_PER_ACCOUNT_PER_MINUTE = 30;
export const VOTES_PER_IP_PER_MINUTE = 120;

/** "1 vote", "12 votes" */
export const votesLabel = (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
