import type { EmailPreview } from '../../../domain/admin/contract';
import type { Config } from '../../core/config';
import { previewNames, renderPreview } from '../mail/preview';
import { EMAIL_TEMPLATES } from '../registry';

/** Every email of the registry (and each of its other cases) rendered with its sample data, by name (samples need no database). */
export async function emailPreviews(config: Config): Promise<EmailPreview[]> {
  const ctx = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
  return Promise.all(previewNames(EMAIL_TEMPLATES, ctx).map(async (name) => ({ name, ...(await renderPreview(EMAIL_TEMPLATES, name, ctx))! })));
}
