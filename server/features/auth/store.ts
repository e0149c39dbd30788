import mongoose, { Types } from 'mongoose';

/**
 * Raw reads of the accounts library's collections, for the few places that cannot go through it: email
 * rendering in the worker (which has only an id) and the admin dashboard's counts. Writes always go through the library.
 */
export const USERS_COLLECTION = 'users';
/** The owner of records kept for accounting after their account was deleted (orders, payments): nobody. */
export const DELETED_ACCOUNT = 'deleted-account';
export const SESSIONS_COLLECTION = 'sessions';

export interface UserRecord {
  _id: Types.ObjectId;
  email: string;
  name: string;
  firstName?: string;
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  emailVerified: boolean;
  createdAt: Date;
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
