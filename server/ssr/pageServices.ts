import { DomainError, InvalidInput, RateLimited } from '../../domain/common/errors';
import { firstProblem } from '../../domain/common/validation';
import { productListQuerySchema } from '../../domain/directory/listing';
import { SUBMIT_SUCCESS_MESSAGE } from '../../domain/directory/submission';
import { WAITLIST_SUCCESS_MESSAGE, waitlistSignupSchema } from '../../domain/waitlist/signup';
import type { FormOutcome, SiteServices } from '../../views/services';
import { submissionForm } from '../features/directory/router';
import { directoryService } from '../features/directory/service';
import { plansService } from '../features/plans/service';
import { countryPage, generatedPage, keywordPage, seoHub } from '../features/seo/service';
import { publicSettings } from '../features/site/settings';
import { waitlistService } from '../features/waitlist/service';
import { STATUS_OF } from '../http/errors';
import type { UploadedFile } from '../http/validate';
import type { Platform } from '../platform';

/** What the server knows about the request a page is rendered for. */
export interface PageRequest {
  ip?: string | null;
  /** A refusal decided before the page ran (say, the submission rate limit), shown by the form's action. */
  refusal?: RateLimited;
}

/** A DomainError becomes the form's message with its status; anything else is a real failure. */
function refused(error: unknown): FormOutcome {
  if (error instanceof DomainError) return { ok: false, message: error.message, field: error.details?.field as string | undefined, status: STATUS_OF[error.kind] };
  throw error;
}

async function uploadedFile(value: FormDataEntryValue | null): Promise<UploadedFile | undefined> {
  if (!value || typeof value === 'string' || value.size === 0) return undefined;
  const bytes = Buffer.from(await value.arrayBuffer());
  return { bytes, size: bytes.length, head: new Uint8Array(bytes.subarray(0, 16)), originalName: value.name };
}

/** The form's text fields as a plain object (files left out). */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  return fields;
}

/**
 * The server's SiteServices for one request: loaders and actions call the same service functions the
 * /api routers call, without HTTP. Pages cached for every visitor are rendered with an empty PageRequest.
 */
export function createPageServices(platform: Platform, request: PageRequest = {}): SiteServices {
  const { config } = platform;
  const directory = directoryService(platform);
  const plans = plansService(platform);
  const site = config.SITE_NAME;
  return {
    settings: async () => publicSettings(config),
    plans: {
      list: (options) => plans.list(options),
    },
    directory: {
      list: async (query) => {
        const parsed = productListQuerySchema.safeParse(query ?? {});
        if (!parsed.success) throw new InvalidInput(firstProblem(parsed.error));
        return directory.list(parsed.data);
      },
      get: (slug) => directory.get(slug),
      status: (token) => directory.status(token),
      async submit(form) {
        try {
          if (request.refusal) throw request.refusal;
          const [logo, screenshot] = await Promise.all([uploadedFile(form.get('logo')), uploadedFile(form.get('screenshot'))]);
          const parsed = submissionForm.safeParse({ ...textFields(form), logo, screenshot });
          if (!parsed.success) return { ok: false, message: firstProblem(parsed.error), field: String(parsed.error.issues[0].path[0] ?? ''), status: 400 };
          await directory.submit(parsed.data, { ip: request.ip });
          return { ok: true, message: SUBMIT_SUCCESS_MESSAGE };
        } catch (error) {
          return refused(error);
        }
      },
    },
    waitlist: {
      async join(form) {
        try {
          if (request.refusal) throw request.refusal;
          const parsed = waitlistSignupSchema.safeParse(textFields(form));
          if (!parsed.success) return { ok: false, message: firstProblem(parsed.error), field: 'email', status: 400 };
          await waitlistService(platform).join(parsed.data);
          return { ok: true, message: WAITLIST_SUCCESS_MESSAGE };
        } catch (error) {
          return refused(error);
        }
      },
    },
    seo: {
      keywordPage: async (slug) => keywordPage(site, slug),
      generatedPage: async (slug) => generatedPage(site, slug),
      countryPage: async (slug) => countryPage(site, slug),
      hub: async (hub) => seoHub(site, hub),
    },
  };
}
