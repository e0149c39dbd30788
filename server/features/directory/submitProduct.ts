import { Types } from 'mongoose';
import type { ReceivedImage, Submission } from '../../../domain/directory/submission';
import type { ProductStatus } from '../../../domain/directory/types';
import { enqueueAround } from '../../core/jobs/outbox';
import type { Platform } from '../../core/platform';
import { emailEntry } from '../mail/queue';
import { takeConfirmation } from './confirmationAllowance';
import { createProduct } from './createProduct';
import { directoryEmail } from './emails';
import { directoryExtensions } from './extensions';

type SubmitOutcome = { saved: true; slug: string; status: ProductStatus } | { saved: false };

/** The emails a submission sends: the founder's confirmation (unless the address had its share today) and the operator's notice. */
function submissionEmails(productId: string, confirm: boolean) {
  return [
    ...(confirm ? [emailEntry(directoryEmail('product-submitted', { productId }), `product-submitted-${productId}`)] : []),
    emailEntry(directoryEmail('product-submitted-operator', { productId }), `product-operator-${productId}`),
  ];
}

/**
 * A founder's submission, already checked against the submission schema: images, save, then the
 * founder's and the operator's emails through the outbox (if Redis is down they wait there).
 */
export async function submitProduct(platform: Platform, submission: Submission<ReceivedImage>, { ip }: { ip?: string | null } = {}): Promise<SubmitOutcome> {
  const { config, logger } = platform;
  // A bot that fills the hidden field gets the normal answer and nothing is kept or sent.
  if (submission.company_website) {
    logger.info({ ip }, 'product submission dropped: honeypot filled');
    return { saved: false };
  }
  const id = new Types.ObjectId();
  const launches = directoryExtensions();
  // Booked first: a full day is refused before anything else is taken.
  const launchDate = await launches.bookLaunchDay(platform, id, submission.launch_date);
  const confirmation = await takeConfirmation(platform, submission.email);
  const { name, headline, description, website_url, category, email, firstname } = submission;
  // The emails are recorded before the product is saved: a saved product always has them, even if the
  // process stops half-way (if Redis is down they wait in the outbox).
  const { result: product } = await enqueueAround(
    platform.queues,
    submissionEmails(id.toHexString(), confirmation.allowed),
    () =>
      createProduct(platform, {
        fields: { name, headline, description, website_url, category, email, firstname },
        logo: submission.logo.bytes,
        screenshot: submission.screenshot.bytes,
        status: config.DIRECTORY_MODERATION === 'off' ? 'approved' : 'pending',
        ip,
        id,
        attribution: submission.attribution,
        launchDate,
      }),
    logger,
  ).catch(async (error: unknown) => {
    await Promise.allSettled([confirmation.giveBack(), launches.releaseLaunchDay(platform, id)]);
    throw error;
  });
  if (product.status === 'approved') await launches.productApproved(platform, product._id);
  logger.info({ slug: product.slug, status: product.status, launchDate, confirmation: confirmation.allowed ? 'sent' : 'skipped: daily limit of the address' }, 'product submitted');
  return { saved: true, slug: product.slug, status: product.status };
}
