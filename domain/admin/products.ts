import type { RevenueSummary } from '../payments/types';
import { z } from 'zod';
import { CATEGORIES } from '../directory/categories';
import { MAX_LENGTHS } from '../directory/submission';
import type { ProductStatus } from '../directory/types';

const text = (required: string, max: number, name: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, required).max(max, `${name} must be at most ${max} characters`));

/** What an admin may change on a listing: its words and its category (the website and images stay as submitted). */
export const productEditInput = z.object({
  name: text('Product name is required', MAX_LENGTHS.name, 'Product name'),
  headline: text('Headline is required', MAX_LENGTHS.headline, 'Headline'),
  description: text('Description is required', MAX_LENGTHS.description, 'Description'),
  category: z.enum(CATEGORIES.map((c) => c.value) as [string, ...string[]], { error: 'Please select a category' }),
});
export type ProductEdit = z.infer<typeof productEditInput>;

export const rejectInput = z.object({ reason: text('A reason is required', 1000, 'The reason') });

/** A product in the admin queue: everything the founder sent except nothing is hidden from operators. */
export interface AdminProduct {
  slug: string;
  status: ProductStatus;
  name: string;
  headline: string;
  description: string;
  website_url: string;
  category: string;
  firstname: string;
  email: string;
  logo_url: string;
  screenshot_url: string;
  reason: string | null;
  createdAt: string;
}

/** Counts and the last 30 days, day by day (UTC), for the dashboard. */
export interface DashboardData {
  counts: { pending: number; approved: number; rejected: number; waitlist: number; users: number; plans: number };
  /** Monthly recurring revenue and new customers (payments). */
  revenue: RevenueSummary;
  days: { day: string; submissions: number; waitlist: number }[];
}

export interface WaitlistRow {
  email: string;
  source: string | null;
  createdAt: string;
}

export interface WaitlistPage {
  entries: WaitlistRow[];
  total: number;
  page: number;
  limit: number;
}

export const WAITLIST_PAGE_SIZE = 50;
