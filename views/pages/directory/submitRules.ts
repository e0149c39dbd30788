/**
 * The product submission rules (spec section 5), shared by the browser form and the server:
 * one module, so both refuse the same things with the same words. Browser-safe: no Node imports.
 */

/** The spec's category values, in its order, with the labels the pages show. */
export const CATEGORIES = [
  { value: 'saas', label: 'SaaS' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'edtech', label: 'EdTech' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'directory', label: 'Directory' },
  { value: 'ai-tool', label: 'AI Tool' },
  { value: 'ai-agent', label: 'AI Agent' },
  { value: 'ai-mcp', label: 'AI MCP' },
  { value: 'Boilerplate', label: 'Boilerplate' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'productivity', label: 'Productivity' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'design', label: 'Design' },
  { value: 'developer-tools', label: 'Developer Tools' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'automation', label: 'Automation' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'crm', label: 'CRM' },
  { value: 'project-management', label: 'Project Management' },
  { value: 'no-code', label: 'No-Code' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'iot', label: 'IoT' },
  { value: 'travel', label: 'Travel' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'finance', label: 'Finance' },
  { value: 'legaltech', label: 'LegalTech' },
  { value: 'hr-tech', label: 'HR Tech' },
  { value: 'foodtech', label: 'FoodTech' },
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'tools', label: 'Tools' },
  { value: 'content-creation', label: 'Content Creation' },
  { value: 'customer-support', label: 'Customer Support' },
  { value: 'email-marketing', label: 'Email Marketing' },
  { value: 'video', label: 'Video' },
  { value: 'event-management', label: 'Event Management' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: string; label: string }[];

export type Category = (typeof CATEGORIES)[number]['value'];

const CATEGORY_VALUES: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.value));

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && CATEGORY_VALUES.has(value);
}

/** The label for a category value (the value itself for an unknown one). */
export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** The text fields of the form, in the spec's order. */
export const SUBMISSION_FIELDS = ['name', 'headline', 'description', 'website_url', 'category', 'email', 'firstname'] as const;

export interface SubmissionFields {
  name: string;
  headline: string;
  description: string;
  website_url: string;
  category: string;
  email: string;
  firstname: string;
}

/** The two file fields of the form. */
export const IMAGE_FIELDS = ['logo', 'screenshot'] as const;

/** Hidden form field real visitors leave empty; a bot that fills it is refused. */
export const HONEYPOT_FIELD = 'company_website';

/** Spec section 9: image max 5MB. */
export const MAX_IMAGE_BYTES = 5242880;

/** What the rules need to know about a chosen file: its size and its first 16 bytes. */
export interface ImageFacts {
  size: number;
  head: Uint8Array;
}

export const SUBMIT_SUCCESS_MESSAGE = 'Your product has been submitted successfully! You will receive a confirmation email shortly.';
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit product. Please try again.';
export const SUBMIT_TRANSPORT_ERROR_MESSAGE = 'An error occurred while submitting your product. Please try again.';

/** Longest accepted values (not in the spec: bounds a public form needs). */
export const MAX_LENGTHS: Readonly<Record<keyof SubmissionFields, number>> = {
  name: 100,
  headline: 200,
  description: 5000,
  website_url: 2048,
  category: 40,
  email: 254,
  firstname: 100,
};

const LENGTH_NAMES: Readonly<Record<keyof SubmissionFields, string>> = {
  name: 'Product name',
  headline: 'Headline',
  description: 'Description',
  website_url: 'Website URL',
  category: 'Category',
  email: 'Email address',
  firstname: 'First name',
};

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** JPEG, PNG or GIF from the file's first bytes (its name and declared type are not trusted). */
export function detectImageType(head: Uint8Array): 'jpeg' | 'png' | 'gif' | null {
  const starts = (bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  return null;
}

/** An absolute http(s) address, or false. */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The form's text values trimmed; anything that is not a string counts as empty. */
export function trimFields(fields: Partial<Record<keyof SubmissionFields, unknown>>): SubmissionFields {
  const out = {} as SubmissionFields;
  for (const key of SUBMISSION_FIELDS) {
    const value = fields[key];
    out[key] = typeof value === 'string' ? value.trim() : '';
  }
  return out;
}

/**
 * The spec's eleven checks in its order, then the four image checks, stopping at the first failure.
 * Returns that failure's message, or null when the submission may be sent.
 */
export function checkSubmission(
  fields: Partial<Record<keyof SubmissionFields, unknown>>,
  files: { logo?: ImageFacts | null; screenshot?: ImageFacts | null },
): string | null {
  const f = trimFields(fields);
  if (!f.name) return 'Product name is required';
  if (!f.headline) return 'Headline is required';
  if (!f.description) return 'Description is required';
  if (!f.website_url) return 'Website URL is required';
  if (!isWebsiteUrl(f.website_url)) return 'Please enter a valid website URL';
  if (!isCategory(f.category)) return 'Please select a category';
  if (!f.email) return 'Email address is required';
  if (!EMAIL_SHAPE.test(f.email)) return 'Please enter a valid email address';
  if (!f.firstname) return 'First name is required';
  if (!files.logo) return 'Logo file is required';
  if (!files.screenshot) return 'Screenshot file is required';

  if (files.logo.size > MAX_IMAGE_BYTES) return 'Logo file size must not exceed 5MB';
  if (!detectImageType(files.logo.head)) return 'Please select a valid image file for the logo (JPG, PNG, GIF)';
  if (files.screenshot.size > MAX_IMAGE_BYTES) return 'Screenshot file size must not exceed 5MB';
  if (!detectImageType(files.screenshot.head)) return 'Please select a valid image file for the screenshot (JPG, PNG, GIF)';

  for (const key of SUBMISSION_FIELDS) {
    if (f[key].length > MAX_LENGTHS[key]) return `${LENGTH_NAMES[key]} must be at most ${MAX_LENGTHS[key]} characters`;
  }
  return null;
}

/** Spec section 8: the answer for a product that does not exist or is not listed (API and page). */
export const PRODUCT_NOT_FOUND = 'Product not found';
