import { unsubscribeUrl } from './suppression';
import { renderEmail, type EmailContext, type EmailTemplate, type RenderedEmail } from './template';

/** The made-up recipient of every preview (its unsubscribe link is a real one, for that address). */
export const PREVIEW_ADDRESS = 'preview@example.com';

/** A template rendered with its sample data, as a recipient would get it (marketing mail with its unsubscribe link). */
export function renderSample(template: EmailTemplate, ctx: EmailContext): Promise<RenderedEmail> {
  const frame = template.kind === 'marketing' ? { unsubscribeUrl: unsubscribeUrl(ctx.config, PREVIEW_ADDRESS) } : {};
  return renderEmail(template, template.sample(ctx), ctx, frame);
}

/** The names of every template, sorted, for listings. */
export const templateNames = (templates: Readonly<Record<string, EmailTemplate>>) => Object.keys(templates).sort();
