import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { attributionSchemaType, type StoredAttribution } from '../../core/db/attribution';

export interface WaitlistEntry {
  /** Stored lower-cased and trimmed; the unique index makes a repeat sign-up a no-op. */
  email: string;
  /** The page the visitor joined from. */
  source: string | null;
  /** The campaign that brought the visitor, when their browser kept one. */
  attribution?: StoredAttribution;
  /** When the SMTP server accepted the welcome email. */
  welcomedAt: Date | null;
  /** Which marketing list took the contact ('A' new, 'B' already known), once the job has run. */
  marketingList: 'A' | 'B' | null;
  /** The announcements (waitlist:notify) whose email the SMTP server accepted for this address, by id. */
  announced: string[];
  createdAt: Date;
  updatedAt: Date;
}
export type WaitlistRecord = WaitlistEntry & { _id: Types.ObjectId };

const waitlistSchema = new Schema<WaitlistEntry>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    source: { type: String, default: null, maxlength: 200 },
    attribution: { type: attributionSchemaType, default: null },
    welcomedAt: { type: Date, default: null },
    marketingList: { type: String, enum: ['A', 'B', null], default: null },
    announced: { type: [String], default: [] },
  },
  { timestamps: true, strict: true, versionKey: false },
);

export const WaitlistEntryModel: Model<WaitlistEntry> =
  (mongoose.models.WaitlistEntry as Model<WaitlistEntry> | undefined) ?? mongoose.model<WaitlistEntry>('WaitlistEntry', waitlistSchema, 'waitlist');

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
