import { Schema } from 'mongoose';
import { DIRECTORY_PRICINGS, DIRECTORY_STATUSES, LINK_POLICIES, type DirectoryPricing, type DirectoryStatus, type LinkPolicy } from '../../../domain/catalogue/limits';
import type { DirectoryRequirements } from '../../../domain/catalogue/directories';
import { modelOf } from '../../core/db/mongo';

/**
 * One directory of the catalogue. Its `_id` is its domain ('producthunt.com'), so a lookup by domain is a lookup
 * by `_id` (the only one FerretDB answers without reading the collection); `domain` repeats it for people and
 * queries reading the documents. The domain never changes: a directory that moves is a new one.
 */
export interface DirectoryRecord {
  _id: string;
  domain: string;
  name: string;
  url: string;
  submitUrl: string;
  domainRating: number | null;
  /** YYYY-MM-DD, when the rating was read. */
  domainRatedAt: string | null;
  monthlyVisits: number | null;
  pricing: DirectoryPricing;
  linkPolicy: LinkPolicy;
  /** Product categories of the spec, or ['any']. */
  categories: string[];
  /** ISO 3166-1 alpha-2 codes, or ['global']. */
  countries: string[];
  requirements: DirectoryRequirements;
  status: DirectoryStatus;
  featured: boolean;
  reciprocal: boolean;
  /** Liveness: home-page checks failed in a row (reset by one that answers), the last check and what it found. */
  consecutiveFailures: number;
  lastCheckedAt: Date | null;
  lastCheckDetail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const requirementsSchema = new Schema<DirectoryRequirements>(
  {
    accountNeeded: { type: Boolean, required: true },
    reciprocalLink: { type: Boolean, required: true },
    reviewDays: { type: Number, default: null },
    notes: { type: String, default: '' },
  },
  { _id: false },
);

const directorySchema = new Schema<DirectoryRecord>(
  {
    _id: { type: String, required: true },
    domain: { type: String, required: true },
    name: { type: String, required: true },
    url: { type: String, required: true },
    submitUrl: { type: String, required: true },
    domainRating: { type: Number, default: null, min: 0, max: 100 },
    domainRatedAt: { type: String, default: null },
    monthlyVisits: { type: Number, default: null, min: 0 },
    pricing: { type: String, enum: DIRECTORY_PRICINGS, required: true },
    linkPolicy: { type: String, enum: LINK_POLICIES, default: 'unknown' },
    categories: { type: [String], required: true },
    countries: { type: [String], required: true },
    requirements: { type: requirementsSchema, required: true },
    status: { type: String, enum: DIRECTORY_STATUSES, default: 'active' },
    featured: { type: Boolean, default: false },
    reciprocal: { type: Boolean, default: false },
    consecutiveFailures: { type: Number, default: 0, min: 0 },
    lastCheckedAt: { type: Date, default: null },
    lastCheckDetail: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);
directorySchema.index({ domain: 1 }, { unique: true });

export const DirectoryModel = modelOf<DirectoryRecord>('Directory', directorySchema, 'directories');
