import { Types } from 'mongoose';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { productById } from '../directory/findProduct';
import { sendEmail } from '../mail/queue';
import { launchEmail } from './emails';
import { productsBookedOn } from './launchDays';
import { LaunchNoticeModel, type LaunchDayResultRecord } from './model';

/** Records a notice once; false when it was recorded before (by another run or process). */
async function firstNotice(id: string): Promise<boolean> {
  try {
    await LaunchNoticeModel.create({ _id: id, at: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * The launch day's morning: "you are live today" to the founder of each listed product booked for the day, once.
 * A product submitted on its launch day itself was told so by its confirmation, and gets no second email.
 */
export async function sendLiveNotices(platform: Platform, day: string): Promise<number> {
  const dayStarted = new Date(`${day}T00:00:00Z`);
  let sent = 0;
  for (const productId of await productsBookedOn(day)) {
    const product = Types.ObjectId.isValid(productId) ? await productById(new Types.ObjectId(productId)) : null;
    if (product?.status !== 'approved' || product.createdAt >= dayStarted) continue;
    if (!(await firstNotice(`live:${productId}:${day}`))) continue;
    await sendEmail(platform, launchEmail('launch-live', { productId, day }), `launch-live-${productId}-${day}`);
    sent += 1;
  }
  return sent;
}

/** A decided day's result to each of its products of the day (the decision is recorded once, so this runs once). */
export async function sendResults(platform: Platform, day: string, winners: LaunchDayResultRecord['winners']): Promise<void> {
  for (const [i, { productId, votes }] of winners.entries()) {
    await sendEmail(platform, launchEmail('launch-result', { productId, day, rank: i + 1, votes }), `launch-result-${productId}-${day}`);
  }
}
