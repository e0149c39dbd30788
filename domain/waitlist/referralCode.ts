// The referral link's parts the browser needs, apart from the waitlist's other rules (they stay out of the islands' bundle).

/** A referral code: short, unguessable, letters and digits only. */
export const REFERRAL_CODE = /^[A-Za-z0-9]{6,16}$/;
/** The query parameter of a personal referral link (`/?ref=code`), kept by the browser like a campaign (first touch). */
export const REFERRAL_PARAMETER = 'ref';
