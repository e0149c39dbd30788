import type { z } from 'zod';
import { AUTH_EMAILS } from '../auth/emails';
import { DIRECTORY_EMAILS } from '../directory/emails';
import { ORDER_EMAILS } from '../orders/emails';
import { PAYMENT_EMAILS } from '../payments/emails';
import { WAITLIST_EMAILS } from '../waitlist/emails';
import { MAIL_EMAILS } from './emails';
import type { EmailTemplate } from './layout';

/** Every email the service sends, by name: each feature's emails, registered here once. */
export const EMAIL_TEMPLATES = {
  ...MAIL_EMAILS,
  ...WAITLIST_EMAILS,
  ...DIRECTORY_EMAILS,
  ...AUTH_EMAILS,
  ...PAYMENT_EMAILS,
  ...ORDER_EMAILS,
} satisfies Record<string, EmailTemplate>;

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;

/** An email job: a template's name and the data its schema takes (ids and plain values, never secrets). */
export type EmailJob = {
  [K in EmailTemplateName]: { template: K; data: z.input<(typeof EMAIL_TEMPLATES)[K]['schema']> };
}[EmailTemplateName];

export function emailTemplate(name: string): EmailTemplate | undefined {
  return Object.hasOwn(EMAIL_TEMPLATES, name) ? (EMAIL_TEMPLATES as Record<string, EmailTemplate>)[name] : undefined;
}
