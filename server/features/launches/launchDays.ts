import type { Types } from 'mongoose';
import { AlreadyExists } from '../../../domain/common/errors';
import { dayAfter, dayFullMessage, launchToday, MAX_DAYS_AHEAD, NO_FREE_DAY_MESSAGE } from '../../../domain/launches/days';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { LaunchSlotModel } from './model';

/**
 * Launch days: each day has LAUNCHES_PER_DAY places, each a document whose `_id` is `${day}#${n}`. A booking inserts
 * the first free place; two submissions taking the same place at once are told apart by the `_id` index (one gets
 * 11000 and tries the next), so a day never holds more than its places, with no transaction and no counter.
 */

/** The places taken on each day from `from` to `to`, by day (one read of the small slots collection). */
async function placesTaken(from: string, to: string): Promise<Map<string, Set<number>>> {
  const slots = await LaunchSlotModel.find({ day: { $gte: from, $lte: to } }).lean();
  const taken = new Map<string, Set<number>>();
  for (const slot of slots) {
    const places = taken.get(slot.day) ?? new Set<number>();
    places.add(Number(slot._id.slice(slot._id.indexOf('#') + 1)));
    taken.set(slot.day, places);
  }
  return taken;
}

const hasRoom = (taken: Map<string, Set<number>>, day: string, perDay: number) => (taken.get(day)?.size ?? 0) < perDay;

/** Takes a free place of a day for a product; false when every place is (or turns out to be) taken. */
async function takePlace(day: string, productId: Types.ObjectId, taken: Map<string, Set<number>>, perDay: number): Promise<boolean> {
  const places = taken.get(day) ?? new Set<number>();
  taken.set(day, places);
  for (let place = 1; place <= perDay && places.size < perDay; place++) {
    if (places.has(place)) continue;
    try {
      await LaunchSlotModel.create({ _id: `${day}#${place}`, day, productId: productId.toHexString() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Taken meanwhile by another submission: the next place.
      places.add(place);
    }
  }
  return false;
}

/** The first day from `from` to `last` with a free place, or null. */
function firstDayWithRoom(from: string, last: string, taken: Map<string, Set<number>>, perDay: number): string | null {
  for (let day = from; day <= last; day = dayAfter(day)) if (hasRoom(taken, day, perDay)) return day;
  return null;
}

/**
 * Books a launch day for a product about to be saved: the wanted day (already checked to be within the window),
 * refused with the next free day when it is full; without one, the first free day from today on.
 */
export async function bookLaunchDay({ config }: Pick<Platform, 'config'>, productId: Types.ObjectId, wanted: string | undefined): Promise<string> {
  const perDay = config.LAUNCHES_PER_DAY;
  const today = launchToday();
  const last = dayAfter(today, MAX_DAYS_AHEAD);
  const taken = await placesTaken(wanted ?? today, last);
  if (wanted) {
    if (await takePlace(wanted, productId, taken, perDay)) return wanted;
    throw new AlreadyExists(dayFullMessage(wanted, firstDayWithRoom(dayAfter(wanted), last, taken, perDay)), { field: 'launch_date' });
  }
  for (let day = firstDayWithRoom(today, last, taken, perDay); day; day = firstDayWithRoom(dayAfter(day), last, taken, perDay)) {
    if (await takePlace(day, productId, taken, perDay)) return day;
  }
  throw new AlreadyExists(NO_FREE_DAY_MESSAGE, { field: 'launch_date' });
}

/** Gives a product's place back (its submission failed, it was rejected or deleted). */
export async function releaseLaunchDay(_platform: unknown, productId: Types.ObjectId): Promise<void> {
  await LaunchSlotModel.deleteMany({ productId: productId.toHexString() });
}

/** The products booked on a day (approved or not), by id (hex). */
export async function productsBookedOn(day: string): Promise<string[]> {
  return (await LaunchSlotModel.find({ day }).lean()).map((slot) => slot.productId);
}
