import { unsubscribeUrl } from './suppression';
import { renderEmail, type EmailContext, type EmailTemplate, type RenderedEmail } from './template';

type Templates = Readonly<Record<string, EmailTemplate>>;

/** The made-up recipient of every preview (its unsubscribe link is a real one, for that address). */
export const PREVIEW_ADDRESS = 'preview@example.com';

/** Every preview by name, sorted: each template (`product-submitted`) and each of its other cases (`checkout-completed:trial`). */
export function previewNames(templates: Templates, ctx: EmailContext): string[] {
  return Object.keys(templates)
    .sort()
    .flatMap((name) => [name, ...Object.keys(templates[name].variants?.(ctx) ?? {}).map((variant) => `${name}:${variant}`)]);
}

/** A preview rendered with its sample data, as a recipient would get it (marketing mail with its unsubscribe link); null for an unknown name. */
export async function renderPreview(templates: Templates, previewName: string, ctx: EmailContext): Promise<(RenderedEmail & { kind: EmailTemplate['kind'] }) | null> {
  const [name, variant] = previewName.split(':', 2);
  const template = Object.hasOwn(templates, name) ? templates[name] : undefined;
  if (!template) return null;
  const variants = template.variants?.(ctx) ?? {};
  if (variant !== undefined && !Object.hasOwn(variants, variant)) return null;
  const props = variant === undefined ? template.sample(ctx) : variants[variant];
  const frame = template.kind === 'marketing' ? { unsubscribeUrl: unsubscribeUrl(ctx.config, PREVIEW_ADDRESS) } : {};
  return { kind: template.kind, ...(await renderEmail(template, props, ctx, frame)) };
}
