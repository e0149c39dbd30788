import type { EmailPreview } from '../../../domain/admin/contract';
import type { Config } from '../../core/config';
import { renderSample, templateNames } from '../mail/preview';
import { EMAIL_TEMPLATES } from '../registry';

/** Every template of the registry rendered with its sample data, by name (samples need no database). */
export async function emailPreviews(config: Config): Promise<EmailPreview[]> {
  const ctx = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
  return Promise.all(
    templateNames(EMAIL_TEMPLATES).map(async (name) => {
      const template = EMAIL_TEMPLATES[name];
      return { name, kind: template.kind, ...(await renderSample(template, ctx)) };
    }),
  );
}
