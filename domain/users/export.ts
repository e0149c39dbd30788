import { z } from 'zod';
import { isoDateTime } from '../common/contract';
import { PRODUCT_STATUSES } from '../directory/limits';
import { orderItemSchema, orderProductSchema, orderSummarySchema } from '../orders/contract';
import { billingSummarySchema } from '../payments/contract';
import { FEEDBACK_STATUSES, WORKSPACE_MODES } from '../workspace/feedback';
import { LEAD_STATUSES } from '../workspace/leads';
import { SUGGESTION_SOURCES } from '../workspace/suggestions';
import { publicPostFields } from '../workspace/contract';

/**
 * GET /api/users/me/export: everything stored about a person, as the GDPR's access and portability rights ask.
 * Records are written close to how they are stored (dates in ISO 8601, UTC); secrets (password hashes, session
 * and link tokens, Stripe keys) are never part of it.
 */

const date = isoDateTime;

const exportedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  image: z.string().nullable(),
  /** How the account signs in: password, google. */
  signInMethods: z.array(z.string()),
  createdAt: date,
  updatedAt: date,
});

const exportedSessionSchema = z.object({
  device: z.string(),
  userAgent: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: date,
  lastSeenAt: date,
  expiresAt: date,
});

const exportedBillingSchema = z.object({
  summary: billingSummarySchema,
  stripeCustomerId: z.string().nullable(),
  subscriptions: z.array(
    z.object({ id: z.string(), planId: z.string().nullable(), status: z.string(), currentPeriodEnd: date.nullable(), trialEnd: date.nullable(), cancelAtPeriodEnd: z.boolean(), canceledAt: date.nullable(), createdAt: date }),
  ),
  checkouts: z.array(
    z.object({ id: z.string(), planId: z.string(), mode: z.enum(['payment', 'subscription']), status: z.enum(['open', 'complete']), amountTotal: z.number().nullable(), currency: z.string().nullable(), createdAt: date, completedAt: date.nullable() }),
  ),
  invoices: z.array(z.object({ id: z.string(), status: z.enum(['paid', 'failed']), amount: z.number().nullable(), currency: z.string().nullable(), createdAt: date })),
});
export type ExportedBilling = z.infer<typeof exportedBillingSchema>;

export const exportedOrderSchema = orderSummarySchema.extend({ product: orderProductSchema.nullable(), items: z.array(orderItemSchema) });
export type ExportedOrder = z.infer<typeof exportedOrderSchema>;

const postFields = { ...publicPostFields, foundAt: date };

const exportedProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  dmTemplate: z.string().nullable(),
  lastScanAt: date.nullable(),
  createdAt: date,
  updatedAt: date,
  keywords: z.array(z.object({ phrase: z.string(), wholeWord: z.boolean(), negative: z.boolean(), createdAt: date })),
  leads: z.array(z.object({ id: z.string(), ...postFields, score: z.number(), matchedKeywords: z.array(z.string()), intentPhrases: z.array(z.string()), status: z.enum(LEAD_STATUSES) })),
  mentions: z.array(z.object({ id: z.string(), ...postFields, matched: z.array(z.string()), reply: z.string().nullable(), removed: z.boolean() })),
  offer: z.object({ title: z.string(), details: z.string(), code: z.string(), url: z.string(), updatedAt: date }).nullable(),
  feedback: z.array(z.object({ mode: z.enum(WORKSPACE_MODES), itemId: z.string(), status: z.enum(FEEDBACK_STATUSES), note: z.string(), keywords: z.array(z.string()), createdAt: date, updatedAt: date })),
  suggestions: z.array(z.object({ phrase: z.string(), source: z.enum(SUGGESTION_SOURCES), reason: z.string(), dismissed: z.boolean(), createdAt: date })),
});

export const exportedWorkspaceSchema = z.object({
  projects: z.array(exportedProjectSchema),
  /** Drafts and exports used per month, against the plan's allowance. */
  usage: z.array(z.object({ quota: z.string(), month: z.string(), used: z.number().int() })),
});
export type ExportedWorkspace = z.infer<typeof exportedWorkspaceSchema>;

const exportedWaitlistEntrySchema = z.object({ email: z.string(), source: z.string().nullable(), joinedAt: date });

/** Directory listings submitted with the account's address (the directory needs no account). */
const exportedDirectoryProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  description: z.string(),
  websiteUrl: z.string(),
  category: z.string(),
  firstName: z.string(),
  email: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  submittedAt: date,
});

export const accountExportSchema = z.object({
  exportedAt: date,
  account: exportedAccountSchema,
  sessions: z.array(exportedSessionSchema),
  billing: exportedBillingSchema,
  orders: z.array(exportedOrderSchema),
  workspace: exportedWorkspaceSchema,
  waitlist: exportedWaitlistEntrySchema.nullable(),
  directoryProducts: z.array(exportedDirectoryProductSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
