import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { attributionSchemaType, type StoredAttribution } from '../../core/db/attribution';
import { modelOf } from '../../core/db/mongo';

/** What became of a referred sign-up once it was confirmed: counted for its referrer, or which guard kept it out. */
export const REFERRAL_OUTCOMES = ['counted', 'referrer-gone', 'own-mailbox', 'repeat-mailbox', 'same-network', 'daily-limit'] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

export interface WaitlistEntry {
  /** Stored lower-cased and trimmed; the unique index makes a repeat sign-up a no-op. */
  email: string;
  /** The page the visitor joined from. */
  source: string | null;
  /** The campaign that brought the visitor, when their browser kept one. */
  attribution?: StoredAttribution;
  /**
   * True from joining until the address follows its confirmation link (double opt-in). Entries from before it
   * have no such field: they count as confirmed, as they were welcomed already.
   */
  unconfirmed?: true;
  /** When the address was confirmed (entries from before double opt-in: none, their createdAt stands for it). */
  confirmedAt?: Date | null;
  /** When the last confirmation email was queued (joining again resends it at most once an hour). */
  confirmationSentAt?: Date | null;
  /** When the SMTP server accepted the welcome email. */
  welcomedAt: Date | null;
  /** Which marketing list took the contact ('A' new, 'B' already known), once the job has run. */
  marketingList: 'A' | 'B' | null;
  /** The announcements (waitlist:notify) whose email the SMTP server accepted for this address, by id. */
  announced: string[];
  /** The announcements this address was handed to the email queue for (a wave of --first N), by id. */
  announcementsQueued?: string[];
  /** This subscriber's referral code (its link `/?ref=code`), made when first needed; see ReferralCodeModel. */
  referralCode?: string | null;
  /** The subscriber whose link brought this sign-up (first touch), if any. */
  referredBy?: Types.ObjectId | null;
  /** The sign-up came from a network its referrer used within a day (only known at joining; the address is not kept). */
  referrerNetwork?: boolean;
  /** Decided once this entry is confirmed: whether it counted for its referrer. */
  referral?: ReferralOutcome | null;
  /** When it counted for its referrer (moving them up). */
  referralCountedAt?: Date | null;
  /** Confirmed referrals counted for this subscriber. */
  referrals?: number;
  /** The entries counted in `referrals` (a retried count adds nothing). */
  countedReferrals?: Types.ObjectId[];
  /** The UTC day of the last counted referral, and how many were counted that day (REFERRALS_PER_DAY). */
  referralDay?: string | null;
  referralsThatDay?: number;
  createdAt: Date;
  updatedAt: Date;
}
export type WaitlistRecord = WaitlistEntry & { _id: Types.ObjectId };

const waitlistSchema = new Schema<WaitlistEntry>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    source: { type: String, default: null, maxlength: 200 },
    attribution: { type: attributionSchemaType, default: null },
    unconfirmed: { type: Boolean },
    confirmedAt: { type: Date },
    confirmationSentAt: { type: Date },
    welcomedAt: { type: Date, default: null },
    marketingList: { type: String, enum: ['A', 'B', null], default: null },
    announced: { type: [String], default: [] },
    announcementsQueued: { type: [String], default: undefined },
    referralCode: { type: String, maxlength: 16 },
    referredBy: { type: Schema.Types.ObjectId },
    referrerNetwork: { type: Boolean },
    referral: { type: String, enum: [...REFERRAL_OUTCOMES, null] },
    referralCountedAt: { type: Date },
    referrals: { type: Number },
    countedReferrals: { type: [Schema.Types.ObjectId], default: undefined },
    referralDay: { type: String },
    referralsThatDay: { type: Number },
  },
  { timestamps: true, strict: true, versionKey: false },
);

export const WaitlistEntryModel: Model<WaitlistEntry> =
  (mongoose.models.WaitlistEntry as Model<WaitlistEntry> | undefined) ?? mongoose.model<WaitlistEntry>('WaitlistEntry', waitlistSchema, 'waitlist');

/** Confirmed subscribers: every entry but those still waiting for their confirmation (older entries have no flag). */
export const CONFIRMED = { unconfirmed: { $ne: true } } as const;

/** When an entry was confirmed: entries from before double opt-in count as confirmed when they joined. */
export const confirmedAtOf = (entry: Pick<WaitlistRecord, 'unconfirmed' | 'confirmedAt' | 'createdAt'>): Date | null => (entry.unconfirmed ? null : (entry.confirmedAt ?? entry.createdAt));

/** A referral code, by code: the key collection that finds its subscriber by _id (the only cheap lookup on FerretDB). */
export interface ReferralCode {
  _id: string;
  entryId: Types.ObjectId;
}
export const ReferralCodeModel = modelOf<ReferralCode>(
  'WaitlistReferralCode',
  new Schema<ReferralCode>({ _id: { type: String, required: true }, entryId: { type: Schema.Types.ObjectId, required: true } }, { strict: true, versionKey: false }),
  'waitlist_referral_codes',
);

/** A mailbox (canonicalMailbox) that counted as somebody's referral, so another spelling of it never counts again. */
export interface ReferredMailbox {
  _id: string;
  entryId: Types.ObjectId;
}
export const ReferredMailboxModel = modelOf<ReferredMailbox>(
  'WaitlistReferredMailbox',
  new Schema<ReferredMailbox>({ _id: { type: String, required: true }, entryId: { type: Schema.Types.ObjectId, required: true } }, { strict: true, versionKey: false }),
  'waitlist_referred_mailboxes',
);

/** A launch announcement to the waitlist (waitlist:notify): its id is a hash of its subject and text, so the same file is the same announcement. */
export interface Announcement {
  _id: string;
  subject: string;
  markdown: string;
  createdAt: Date;
}

const announcementSchema = new Schema<Announcement>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true, maxlength: 200 },
    markdown: { type: String, required: true, maxlength: 100_000 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, versionKey: false },
);

export const AnnouncementModel: Model<Announcement> =
  (mongoose.models.Announcement as Model<Announcement> | undefined) ?? mongoose.model<Announcement>('Announcement', announcementSchema, 'announcements');
