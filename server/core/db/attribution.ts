import { Schema } from 'mongoose';
import { MAX_CAMPAIGN_VALUE_LENGTH, type Attribution } from '../../../domain/campaigns/campaign';

/** The stored attribution of a sign-up (waitlist, submission, account): the campaign and the referring host, or null. */
export type StoredAttribution = Attribution | null;

/** The same sub-document in every collection that records where a sign-up came from. */
export const attributionSchemaType = new Schema<Attribution>(
  {
    utm_source: { type: String, maxlength: MAX_CAMPAIGN_VALUE_LENGTH },
    utm_medium: { type: String, maxlength: MAX_CAMPAIGN_VALUE_LENGTH },
    utm_campaign: { type: String, maxlength: MAX_CAMPAIGN_VALUE_LENGTH },
    utm_term: { type: String, maxlength: MAX_CAMPAIGN_VALUE_LENGTH },
    utm_content: { type: String, maxlength: MAX_CAMPAIGN_VALUE_LENGTH },
    referrer: { type: String, maxlength: 253 },
  },
  { _id: false, strict: true },
);
