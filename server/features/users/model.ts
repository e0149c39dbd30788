import { Schema, type Types } from 'mongoose';
import { modelOf } from '../../core/db/mongo';

/** That an account was deleted by its owner, and when: nothing about whose it was (the admin screen counts them). */
export interface AccountDeletionRecord {
  _id: Types.ObjectId;
  deletedAt: Date;
}

const accountDeletionSchema = new Schema<AccountDeletionRecord>({ deletedAt: { type: Date, required: true } }, { versionKey: false });
accountDeletionSchema.index({ deletedAt: -1 });

export const AccountDeletionModel = modelOf('AccountDeletion', accountDeletionSchema, 'account_deletions');
