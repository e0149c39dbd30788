import { Schema, type Types } from 'mongoose';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadView } from '../../../domain/workspace/leads';
import { modelOf } from '../../db/mongo';

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

/** A public post where someone may want the project's product; one per project and source post. */
export interface LeadRecord extends Omit<LeadView, 'id' | 'postedAt'> {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  postedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const leadSchema = new Schema<LeadRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    source: { type: String, enum: LEAD_SOURCES, required: true },
    sourceId: { type: String, required: true },
    url: { type: String, required: true },
    title: { type: String, required: true },
    excerpt: { type: String, default: '' },
    author: { type: String, default: null },
    community: { type: String, default: '' },
    postedAt: { type: Date, required: true },
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


export const ProjectModel = modelOf('Project', projectSchema, 'projects');
export const KeywordModel = modelOf('Keyword', keywordSchema, 'keywords');
export const LeadModel = modelOf('Lead', leadSchema, 'leads');
export const UsageModel = modelOf('WorkspaceUsage', usageSchema, 'workspace_usage');
