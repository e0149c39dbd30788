import { z } from 'zod';
import { MAX_CAMPAIGN_VALUE_LENGTH, fieldAttribution, type Attribution } from './campaign';

/** The server's checks of a sign-up's attribution (what it is and how the browser keeps it: ./campaign.ts). */

/** A campaign value: short printable text (a longer or odd one is dropped, never a reason to refuse a sign-up). */
const campaignValue = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CAMPAIGN_VALUE_LENGTH)
  .regex(/^[^\p{Cc}<>]+$/u)
  .optional()
  .catch(undefined);

/** A host name as browsers write it (the referrer is kept as its host only). */
const referrerHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/)
  .optional()
  .catch(undefined);

/** What is stored with a sign-up: the known keys only (any other, such as a click id, is dropped). */
export const attributionSchema: z.ZodType<Attribution> = z.object({
  utm_source: campaignValue,
  utm_medium: campaignValue,
  utm_campaign: campaignValue,
  utm_term: campaignValue,
  utm_content: campaignValue,
  referrer: referrerHost,
});

/** The attribution a body may carry: a bad one is dropped (the sign-up still goes through, unattributed). */
export const attributionInput = attributionSchema
  .optional()
  .catch(undefined)
  .transform((value) => (value && Object.values(value).some(Boolean) ? value : undefined));

/** The attribution in a form's hidden field (JSON text), or undefined. */
export function attributionFromField(text: unknown): Attribution | undefined {
  if (typeof text === 'string' && text.length > 2000) return undefined;
  return attributionInput.parse(fieldAttribution(text));
}

/** The attribution in a multipart body's hidden field (the directory submission). */
export const attributionFieldInput = z.unknown().transform(attributionFromField).optional();

