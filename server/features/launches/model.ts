import mongoose, { Schema, type Model } from 'mongoose';
import { LINK_BACK_STATES, type LinkBackState } from '../../../domain/launches/linkBack';

/**
 * The launches' records. Each is a key collection: FerretDB v1 has no transactions and its `$inc` is not atomic under
 * concurrent updates, but an insert whose `_id` exists is refused on every database (error 11000). So a day's
 * capacity is one document per slot, a vote one document per account and product, a decided day or a sent notice
 * one document each: whoever inserts first wins, exactly once.
 */

/** One of a day's LAUNCHES_PER_DAY places: `_id` is `${day}#${n}`. */
interface LaunchSlot {
  _id: string;
  day: string;
  /** The product's id (hex). */
  productId: string;
}

/** One account's vote for one product: `_id` is `${productId}:${accountId}`. */
interface Vote {
  _id: string;
  productId: string;
  accountId: string;
  at: Date;
}

/** A finished day's products of the day, decided once: `_id` is the day. */
interface LaunchDayResult {
  _id: string;
  /** In rank order (at most three), with the votes they had when the day was decided. */
  winners: { productId: string; votes: number }[];
  decidedAt: Date;
}

/** An email about a launch that went out (or is on its way) once: `_id` is `${kind}:${productId}:${day}`. */
interface LaunchNotice {
  _id: string;
  at: Date;
}

/** The last check of a product's website for its link back: `_id` is the product's id (hex). */
interface LinkBack {
  _id: string;
  state: LinkBackState;
  checkedAt: Date;
}

const slotSchema = new Schema<LaunchSlot>({ _id: { type: String, required: true }, day: { type: String, required: true }, productId: { type: String, required: true } }, { versionKey: false });
const voteSchema = new Schema<Vote>({ _id: { type: String, required: true }, productId: { type: String, required: true }, accountId: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false });
const dayResultSchema = new Schema<LaunchDayResult>(
  { _id: { type: String, required: true }, winners: [{ _id: false, productId: { type: String, required: true }, votes: { type: Number, required: true } }], decidedAt: { type: Date, required: true } },
  { versionKey: false },
);
const noticeSchema = new Schema<LaunchNotice>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false });
const linkBackSchema = new Schema<LinkBack>({ _id: { type: String, required: true }, state: { type: String, enum: LINK_BACK_STATES, required: true }, checkedAt: { type: Date, required: true } }, { versionKey: false });

// For MongoDB: a day's slots and a product's votes by index (FerretDB reads these small collections through).
slotSchema.index({ day: 1 });
slotSchema.index({ productId: 1 });
voteSchema.index({ productId: 1 });

const modelOf = <T>(name: string, schema: Schema<T>, collection: string): Model<T> => (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema, collection);

export const LaunchSlotModel = modelOf('LaunchSlot', slotSchema, 'launch_slots');
export const VoteModel = modelOf('Vote', voteSchema, 'votes');
export const LaunchDayResultModel = modelOf('LaunchDayResult', dayResultSchema, 'launch_days');
export const LaunchNoticeModel = modelOf('LaunchNotice', noticeSchema, 'launch_notices');
export const LinkBackModel = modelOf('LinkBack', linkBackSchema, 'link_backs');

export type LaunchDayResultRecord = LaunchDayResult;
export type LinkBackRecord = LinkBack;
