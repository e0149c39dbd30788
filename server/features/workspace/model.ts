import { Schema, type Types } from 'mongoose';
import { FEEDBACK_STATUSES, WORKSPACE_MODES, type FeedbackStatus, type WorkspaceMode } from '../../../domain/workspace/feedback';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../../domain/workspace/leads';
import type { LeadView, MentionView, OfferView } from '../../../domain/workspace/types';
import { SUGGESTION_SOURCES, type SuggestionSource } from '../../../domain/workspace/suggestions';
import { modelOf } from '../../core/db/mongo';

/** A customer's product: the lead finder looks for people who could use it. */
export interface ProjectRecord {
  _id: Types.ObjectId;
  userId: string;
  name: string;
  url: string;
  description: string;
  /** The founder's DM template (null: the default one). */
  dmTemplate: string | null;
  lastScanAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const projectSchema = new Schema<ProjectRecord>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    url: { type: String, required: true },
    description: { type: String, default: '' },
    dmTemplate: { type: String, default: null },
    lastScanAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
projectSchema.index({ userId: 1, createdAt: -1 });

export interface KeywordRecord {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  phrase: string;
  /** The phrase lower-cased with single spaces: what makes two keywords the same. */
  normalized: string;
  wholeWord: boolean;
  negative: boolean;
  createdAt: Date;
}

const keywordSchema = new Schema<KeywordRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    phrase: { type: String, required: true },
    normalized: { type: String, required: true },
    wholeWord: { type: Boolean, default: false },
    negative: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
keywordSchema.index({ projectId: 1, normalized: 1 }, { unique: true });

/** The fields of a public post as a lead or a mention stores it (the post as the source reported it). */
const discussionPostFields = {
    projectId: { type: Schema.Types.ObjectId, required: true },
    source: { type: String, enum: LEAD_SOURCES, required: true },
    sourceId: { type: String, required: true },
    url: { type: String, required: true },
    title: { type: String, required: true },
    excerpt: { type: String, default: '' },
    author: { type: String, default: null },
    community: { type: String, default: '' },
    postedAt: { type: Date, required: true },
} as const;

/** A public post where someone may want the project's product; one per project and source post. */
export interface LeadRecord extends Omit<LeadView, 'id' | 'postedAt' | 'feedback'> {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  postedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const leadSchema = new Schema<LeadRecord>(
  {
    ...discussionPostFields,
    score: { type: Number, required: true },
    matchedKeywords: { type: [String], default: [] },
    intentPhrases: { type: [String], default: [] },
    status: { type: String, enum: LEAD_STATUSES, default: 'new' },
  },
  { timestamps: true, versionKey: false },
);
// The dedupe key: a rescan finds the same post again and adds nothing.
leadSchema.index({ projectId: 1, source: 1, sourceId: 1 }, { unique: true });
leadSchema.index({ projectId: 1, postedAt: -1 });

/** What a user used of one monthly quota (reply drafts, exports): one record per user, quota and month. */
export interface UsageRecord {
  /** `${quota}:${userId}:${month}` */
  _id: string;
  userId: string;
  quota: string;
  month: string;
  used: number;
}

const usageSchema = new Schema<UsageRecord>(
  { _id: { type: String, required: true }, userId: { type: String, required: true }, quota: { type: String, required: true }, month: { type: String, required: true }, used: { type: Number, default: 0 } },
  { versionKey: false },
);

/** A public post that names the project (its name or domain); one per project and source post. */
export interface MentionRecord extends Omit<MentionView, 'id' | 'projectId' | 'postedAt' | 'feedback'> {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  postedAt: Date;
  /** Deleted by the founder: kept hidden so that a rescan, which finds the post again, does not bring it back. */
  removed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const mentionSchema = new Schema<MentionRecord>(
  {
    ...discussionPostFields,
    matched: { type: [String], default: [] },
    reply: { type: String, default: null },
    removed: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
// The dedupe key: a rescan finds the same post again and adds nothing.
mentionSchema.index({ projectId: 1, source: 1, sourceId: 1 }, { unique: true });
mentionSchema.index({ projectId: 1, postedAt: -1 });

/** A project's one offer to the people its drafts are written to. */
export interface OfferRecord extends Omit<OfferView, 'id' | 'projectId' | 'updatedAt'> {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const offerSchema = new Schema<OfferRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    details: { type: String, default: '' },
    code: { type: String, default: '' },
    url: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);
offerSchema.index({ projectId: 1 }, { unique: true });

/** The founder's mark on one lead or mention: relevant or not. */
export interface FeedbackRecord {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  mode: WorkspaceMode;
  itemId: Types.ObjectId;
  status: FeedbackStatus;
  note: string;
  /** The UTC day of the (last) mark, YYYY-MM-DD: what the stats count by (FerretDB has no date operators). */
  day: string;
  /** The keywords a marked lead matched: what later scans weigh (see weakKeywords). */
  keywords: string[];
  createdAt: Date;
  updatedAt: Date;
}

const feedbackSchema = new Schema<FeedbackRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    mode: { type: String, enum: WORKSPACE_MODES, required: true },
    itemId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: FEEDBACK_STATUSES, required: true },
    note: { type: String, default: '' },
    day: { type: String, required: true },
    keywords: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false },
);
feedbackSchema.index({ projectId: 1, mode: 1, itemId: 1 }, { unique: true });
feedbackSchema.index({ projectId: 1, mode: 1, day: 1 });

/** A keyword the founder may add; a dismissed one stays, so it is never suggested again. */
export interface SuggestionRecord {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  phrase: string;
  /** Lower-cased with single spaces (normalizePhrase): what makes two suggestions, or a suggestion and a keyword, the same. */
  normalized: string;
  source: SuggestionSource;
  reason: string;
  dismissed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const suggestionSchema = new Schema<SuggestionRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    phrase: { type: String, required: true },
    normalized: { type: String, required: true },
    source: { type: String, enum: SUGGESTION_SOURCES, required: true },
    reason: { type: String, default: '' },
    dismissed: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
suggestionSchema.index({ projectId: 1, normalized: 1 }, { unique: true });

export const ProjectModel = modelOf('Project', projectSchema, 'projects');
export const KeywordModel = modelOf('Keyword', keywordSchema, 'keywords');
export const LeadModel = modelOf('Lead', leadSchema, 'leads');
export const UsageModel = modelOf('WorkspaceUsage', usageSchema, 'workspace_usage');
export const MentionModel = modelOf('Mention', mentionSchema, 'mentions');
export const OfferModel = modelOf('Offer', offerSchema, 'offers');
export const FeedbackModel = modelOf('Feedback', feedbackSchema, 'feedbacks');
export const SuggestionModel = modelOf('Suggestion', suggestionSchema, 'suggestions');
