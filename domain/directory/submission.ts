import { z } from 'zod';
import { attributionFieldInput } from '../campaigns/attribution';
import { ATTRIBUTION_FIELD } from '../campaigns/campaign';
import { INVALID_EMAIL_MESSAGE } from '../common/email';
import { emailField } from '../common/fields';
import { firstProblem } from '../common/validation';
import { launchDateProblem } from '../launches/days';
import { isCategory } from './categories';

/**
 * The product submission rules (spec section 5) as one zod schema, used by the browser form before it
 * sends and by the API and the page action on the server: both refuse the same things with the same words,
 * in the spec's order, and the first failure is the answer.
 */

/** The text fields of the form, in the spec's order. */
export const SUBMISSION_FIELDS = ['name', 'headline', 'description', 'website_url', 'category', 'email', 'firstname'] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];
export type SubmissionFields = Record<SubmissionField, string>;

/** The two file fields of the form. */
export const IMAGE_FIELDS = ['logo', 'screenshot'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** Hidden form field real visitors leave empty; a bot that fills it is refused. */
export const HONEYPOT_FIELD = 'company_website';

/** Spec section 9: image max 5MB. */
export const MAX_IMAGE_BYTES = 5242880;

export { SUBMIT_SUCCESS_MESSAGE, SUBMIT_FAILED_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE, DUPLICATE_WEBSITE_MESSAGE, TOO_MANY_SUBMISSIONS_MESSAGE, ONLY_TWO_FILES_MESSAGE } from './messages';

/** Longest accepted values (not in the spec: bounds a public form needs). */
export const MAX_LENGTHS: Readonly<Record<SubmissionField, number>> = {
  name: 100,
  headline: 200,
  description: 5000,
  website_url: 2048,
  category: 40,
  email: 254,
  firstname: 100,
};

const LENGTH_NAMES: Readonly<Record<SubmissionField, string>> = {
  name: 'Product name',
  headline: 'Headline',
  description: 'Description',
  website_url: 'Website URL',
  category: 'Category',
  email: 'Email address',
  firstname: 'First name',
};

const IMAGE_MESSAGES: Readonly<Record<ImageField, { required: string; tooLarge: string; notAnImage: string }>> = {
  logo: {
    required: 'Logo file is required',
    tooLarge: 'Logo file size must not exceed 5MB',
    notAnImage: 'Please select a valid image file for the logo (JPG, PNG, GIF)',
  },
  screenshot: {
    required: 'Screenshot file is required',
    tooLarge: 'Screenshot file size must not exceed 5MB',
    notAnImage: 'Please select a valid image file for the screenshot (JPG, PNG, GIF)',
  },
};

export function imageMessages(field: ImageField) {
  return IMAGE_MESSAGES[field];
}

/** What the rules need to know about a chosen file: its size and its first 16 bytes. */
export interface ImageFacts {
  size: number;
  head: Uint8Array;
}

/** A chosen file as the server receives it: the facts the rules check, and its bytes. */
export interface ReceivedImage extends ImageFacts {
  bytes: Uint8Array;
}

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

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const requiredText = (message: string) => z.preprocess(trimmed, z.string().min(1, message));
const isImageFacts = (value: unknown): value is ImageFacts =>
  typeof value === 'object' && value !== null && typeof (value as ImageFacts).size === 'number' && (value as ImageFacts).head instanceof Uint8Array;

/** A file field: present, then (in the object's checks below, after every presence check) size and type. */
function imageFile<F extends ImageFacts>(field: ImageField) {
  return z.custom<F>(isImageFacts, IMAGE_MESSAGES[field].required).meta({ contentMediaType: 'image/*' });
}

/** The spec's size and type checks of one chosen image: its message, or null when it may be processed. */
export function imageProblem(field: ImageField, file: ImageFacts): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES[field].tooLarge;
  if (!detectImageType(file.head)) return IMAGE_MESSAGES[field].notAnImage;
  return null;
}

export const NO_NEW_IMAGE_MESSAGE = 'Choose a new logo or screenshot';

/** New images for a listed product (the admin's editor): a logo, a screenshot or both, each under the submission's checks. */
export function productImagesSchema<F extends ImageFacts = ImageFacts>() {
  return z
    .object({ logo: imageFile<F>('logo').optional(), screenshot: imageFile<F>('screenshot').optional() })
    .check((ctx) => {
      if (!ctx.value.logo && !ctx.value.screenshot) ctx.issues.push({ code: 'custom', path: ['logo'], message: NO_NEW_IMAGE_MESSAGE, input: ctx.value });
      for (const field of IMAGE_FIELDS) {
        const file = ctx.value[field];
        const problem = file ? imageProblem(field, file) : null;
        if (problem) ctx.issues.push({ code: 'custom', path: [field], message: problem, input: file });
      }
    });
}


/**
 * The spec's eleven checks in its order, then the four image checks, then the length bounds.
 * `F` is what the caller attaches as a file: facts in the browser, facts plus the bytes on the server.
 */
export function submissionSchema<F extends ImageFacts = ImageFacts>() {
  return z
    .object({
      name: requiredText('Product name is required'),
      headline: requiredText('Headline is required'),
      description: requiredText('Description is required'),
      website_url: requiredText('Website URL is required').refine((v) => v === '' || isWebsiteUrl(v), 'Please enter a valid website URL'),
      category: z.preprocess(trimmed, z.string().refine(isCategory, 'Please select a category')),
      email: emailField(INVALID_EMAIL_MESSAGE, 'Email address is required'),
      firstname: requiredText('First name is required'),
      logo: imageFile<F>('logo'),
      screenshot: imageFile<F>('screenshot'),
      // Optional: without one, the product gets the first free launch day.
      launch_date: z.preprocess((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined), z.string().optional()),
      [HONEYPOT_FIELD]: z.preprocess(trimmed, z.string()).optional(),
      [ATTRIBUTION_FIELD]: attributionFieldInput,
    })
    .check((ctx) => {
      for (const field of IMAGE_FIELDS) {
        const problem = imageProblem(field, ctx.value[field]);
        if (problem) ctx.issues.push({ code: 'custom', path: [field], message: problem, input: ctx.value[field] });
      }
      const launchDate = ctx.value.launch_date;
      const dateProblem = launchDate === undefined ? null : launchDateProblem(launchDate);
      if (dateProblem) ctx.issues.push({ code: 'custom', path: ['launch_date'], message: dateProblem, input: launchDate });
      for (const key of SUBMISSION_FIELDS) {
        const value = ctx.value[key];
        if (value.length > MAX_LENGTHS[key]) ctx.issues.push({ code: 'custom', path: [key], message: `${LENGTH_NAMES[key]} must be at most ${MAX_LENGTHS[key]} characters`, input: value });
      }
    });
}

export type Submission<F extends ImageFacts = ImageFacts> = z.infer<ReturnType<typeof submissionSchema<F>>>;

const browserSchema = submissionSchema();

/** The first failure's message and the field it is about, or null when the submission may be sent. */
export function checkSubmission(input: Partial<Record<SubmissionField | ImageField | 'launch_date', unknown>>): { field: string; message: string } | null {
  const result = browserSchema.safeParse(input);
  if (result.success) return null;
  return { field: String(result.error.issues[0].path[0] ?? ''), message: firstProblem(result.error) };
}
