import { z } from 'zod';

export const REPLY_LIMIT_REACHED = (max: number) => `Your plan allows ${max} generated drafts a month. Upgrade your plan or wait for next month.`;

/** What a DM template may name; each is filled from the project or the lead. */
export const DM_PLACEHOLDERS = ['author', 'title', 'community', 'product', 'url', 'description'] as const;
export type DmPlaceholder = (typeof DM_PLACEHOLDERS)[number];

/** Used until the founder writes their own: short, personal, no hard sell. */
export const DEFAULT_DM_TEMPLATE =
  'Hi {author}, I saw your post "{title}" in {community}. I am building {product} ({url}): {description} It might help with what you described. Happy to give you free access if you want to try it, no pressure either way.';

/** Used for a public reply to a post that names the product: thanks first, help second, no hard sell. */
export const DEFAULT_REPLY_TEMPLATE =
  'Thanks for mentioning {product}, {author}! I am the founder ({url}). {description} If you have questions or ideas about it, I am happy to help right here.';

const unknownPlaceholder = (template: string) => [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).find((name) => !(DM_PLACEHOLDERS as readonly string[]).includes(name));

export const dmInput = z.object({
  dm: z
    .string({ error: 'The message template is required' })
    .trim()
    .min(20, 'The message template must be at least 20 characters')
    .max(2000, 'The message template must be at most 2000 characters')
    .refine((template) => unknownPlaceholder(template) === undefined, { error: (issue) => `Unknown placeholder {${unknownPlaceholder(String(issue.input))}}: use ${DM_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` }),
});

export const generateDmQuery = z.object({ leadId: z.string({ error: 'leadId is required: the lead to write to' }).min(1, 'leadId is required: the lead to write to').max(64) });

/** Fills a template's placeholders; a value that is missing leaves a neutral word, never a raw {placeholder}. */
export function fillTemplate(template: string, values: Readonly<Record<DmPlaceholder, string>>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => ((DM_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as DmPlaceholder] : whole)).replace(/[ \t]+/g, ' ').trim();
}

/** Answered (503) when the language-model writer fails or is too slow; the draft is not counted. */
export const DRAFT_WRITER_UNAVAILABLE = 'The draft writer is not answering. Please try again in a minute.';

/** The part of a project's offer a draft names. */
export interface DraftOffer {
  title: string;
  details: string;
  code: string;
  url: string;
}

/** One sentence that presents the project's offer in a draft ("3 months free: ... Use the code X at https://..."). */
export function offerSentence(offer: DraftOffer, fallbackUrl: string): string {
  const title = offer.title.trim().replace(/[.!]+$/, '');
  const details = offer.details.trim() ? ` ${/[.!?]$/.test(offer.details.trim()) ? offer.details.trim() : `${offer.details.trim()}.`}` : '';
  const code = offer.code.trim() ? ` Use the code ${offer.code.trim()}` : ' Claim it';
  return `My offer for you: ${title}.${details}${code} at ${offer.url || fallbackUrl}`;
}
