// The texts of double opt-in, a subscriber's page and leaving: a module of their own, so the landing page's islands
// (which read ./messages.ts) never carry them.

/** Joining emails a confirmation link; only confirmed addresses are subscribers. */
export const THROWAWAY_ADDRESS_MESSAGE = 'Please use an address you keep: addresses of throwaway mail services cannot join the waitlist.';
export const CONFIRM_LINK_INVALID_MESSAGE = 'This confirmation link is not valid any more: it works once, for 7 days. If you confirmed already, your welcome email has the link to your place; otherwise join the waitlist again for a new link.';
export const CONFIRMED_MESSAGE = 'Your address is confirmed: you are on the waitlist.';
export const WAITLIST_PAGE_INVALID_MESSAGE = 'We could not find a place on the waitlist for this link. Use the link of your welcome email, or join the waitlist again.';
export const LEFT_WAITLIST_MESSAGE = 'You have left the waitlist: we will not email this address about the launch.';
export const WAITLIST_LINKS_RATE_LIMITED_MESSAGE = 'Too many requests from your network, please try again later.';
