import { z } from 'zod';

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_LIMIT_REACHED = (max: number) => `Your plan allows ${max} project${max === 1 ? '' : 's'}. Delete one or upgrade your plan to add another.`;

/** A project id as the API takes it; anything else is simply not found. */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/;

const websiteUrl = z
  .string({ error: 'Website URL is required' })
  .trim()
  .min(1, 'Website URL is required')
  .max(2000, 'Website URL must be at most 2000 characters')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Please enter a valid website URL');

/** A project: the customer's product, whose buyers the lead finder looks for. */
export const projectInput = z.object({
  name: z.string({ error: 'Project name is required' }).trim().min(1, 'Project name is required').max(100, 'Project name must be at most 100 characters'),
  url: websiteUrl,
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').default(''),
});
export type ProjectInput = z.infer<typeof projectInput>;

export const websiteInfoQuery = z.object({ url: websiteUrl });
