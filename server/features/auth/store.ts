import mongoose, { Types } from 'mongoose';
import type { Attribution } from '../../../domain/campaigns/campaign';

/**
 * Raw reads of the accounts library's collections, for the few places that cannot go through it: email
 * rendering in the worker (which has only an id) and the admin dashboard's counts. Writes go through the library, except
 * the campaign attribution of a new account (a field of ours that the library does not know).
 */
export const USERS_COLLECTION = 'users';
/** The owner of records kept for accounting after their account was deleted (orders, payments): nobody. */
export const DELETED_ACCOUNT = 'deleted-account';

export interface UserRecord {
  _id: Types.ObjectId;
  email: string;
  name: string;
  firstName?: string;
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  emailVerified: boolean;
  addressConfirmed?: boolean | null;
  createdAt: Date;
  /** The campaign that brought the visitor who signed up, when their browser kept one. */
  attribution?: Attribution | null;
}

function collection(name: string) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return db.collection(name);
}

export async function findUserRecord(userId: string): Promise<UserRecord | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  return collection(USERS_COLLECTION).findOne<UserRecord>({ _id: new Types.ObjectId(userId) });
}

export function countUsers(filter: Record<string, unknown> = {}): Promise<number> {
  return collection(USERS_COLLECTION).countDocuments(filter);
}

/** Records where a new account came from (set once, right after the library created it). */
export async function recordUserAttribution(userId: string, attribution: Attribution): Promise<void> {
  await collection(USERS_COLLECTION).updateOne({ _id: new Types.ObjectId(userId) }, { $set: { attribution } });
}

/** Users created since a date, with their attribution (for the dashboard's counts per campaign). */
export function usersSince(since: Date): Promise<Pick<UserRecord, 'attribution'>[]> {
  return collection(USERS_COLLECTION)
    .find<Pick<UserRecord, 'attribution'>>({ createdAt: { $gte: since } }, { projection: { attribution: 1 } })
    .toArray();
}
