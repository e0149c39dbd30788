import mongoose, { Schema } from 'mongoose';

const waitlistSchema = new Schema(
  {
    // Stored lower-cased and trimmed; the unique index makes a repeat sign-up a no-op.
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    /** The page the visitor joined from. */
    source: { type: String, default: null, maxlength: 200 },
    welcomedAt: { type: Date, default: null },
    /** Which marketing list took the contact ('A' new, 'B' already known), once the job has run. */
    marketingList: { type: String, enum: ['A', 'B', null], default: null },
  },
  { timestamps: true, strict: true, versionKey: false },
);

export const WaitlistEntryModel = mongoose.models.WaitlistEntry ?? mongoose.model('WaitlistEntry', waitlistSchema, 'waitlist');
