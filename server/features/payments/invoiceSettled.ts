import type Stripe from 'stripe';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { paymentEmail } from './emails';
import { InvoiceModel } from './model';
import { dateOf, idOf } from './stripe';

/** The subscription id an invoice belongs to, in the API's newer (parent) or older shape. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null);
}

/** The service period an invoice pays for: its subscription line's, else the invoice's own (older API versions). */
function invoicePeriod(invoice: Stripe.Invoice): { periodStart: Date | null; periodEnd: Date | null } {
  const line = invoice.lines?.data?.find((item) => item.period?.start && item.period?.end);
  return { periodStart: dateOf(line?.period.start ?? invoice.period_start), periodEnd: dateOf(line?.period.end ?? invoice.period_end) };
}

/** invoice.paid and invoice.payment_failed: the invoice recorded, a failure or a renewal's receipt emailed once. */
export async function invoiceSettled(platform: Platform, invoice: Stripe.Invoice, paid: boolean): Promise<void> {
  if (!invoice.id) return;
  await InvoiceModel.updateOne(
    { _id: invoice.id },
    {
      $set: {
        customerId: idOf(invoice.customer),
        subscriptionId: invoiceSubscription(invoice),
        status: paid ? 'paid' : 'failed',
        amount: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        billingReason: invoice.billing_reason ?? null,
        ...invoicePeriod(invoice),
      },
    },
    { upsert: true },
  );
  if (!paid) await sendEmail(platform, paymentEmail('payment-failed', { invoiceId: invoice.id }), `payment-failed-${invoice.id}`);
  // A renewal's charge gets its receipt, once per invoice (the job id); the first charge has the Checkout's email.
  else if (invoice.billing_reason === 'subscription_cycle' && invoice.amount_paid > 0) await sendEmail(platform, paymentEmail('renewal-receipt', { invoiceId: invoice.id }), `renewal-receipt-${invoice.id}`);
}
