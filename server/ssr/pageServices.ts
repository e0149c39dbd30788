import { DomainError, InvalidInput, RateLimited } from '../../domain/common/errors';
import { firstProblem } from '../../domain/common/validation';
import { productListQuerySchema } from '../../domain/directory/listing';
import { SUBMIT_SUCCESS_MESSAGE } from '../../domain/directory/submission';
import { ServiceRefusal, type FormOutcome, type SiteServices } from '../../views/services';
import { productsAdmin } from '../features/admin/products';
import { dashboardData, waitlistPage } from '../features/admin/dashboard';
import { authService, type Viewer } from '../features/auth/service';
import { ADMIN_READER, blogService } from '../features/blog/service';
import { fileUploads } from '../features/uploads/fileUploads';
import { coverImageUrl, BLOG_PAGE_SIZE } from '../../domain/blog/posts';
import { submissionForm } from '../features/directory/router';
import { directoryService } from '../features/directory/service';
import { countryPage, generatedPage, keywordPage, seoHub } from '../features/seo/service';
import { API_ENDPOINTS } from '../features/endpoints';
import type { ApiContract } from '../../domain/api';
import { endpointClient } from '../core/http/endpointClient';
import { STATUS_OF } from '../core/http/errors';
import type { UploadedFile } from '../core/http/validate';
import type { Platform } from '../core/platform';

/** What the server knows about the request a page is rendered for. */
export interface PageRequest {
  ip?: string | null;
  /** A refusal decided before the page ran (say, the submission rate limit), shown by the form's action. */
  refusal?: RateLimited;
  /** The access token of the session cookie, for the account and admin pages. */
  accessToken?: string;
}

/** Domain refusals as the views know them (401, 403, 404...). */
async function asRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new ServiceRefusal(STATUS_OF[error.kind], error.message);
    throw error;
  }
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
  const site = config.SITE_NAME;
  let viewer: Promise<Viewer> | undefined;
  const signedIn = () => (viewer ??= authService(platform).authenticate(request.accessToken));
  /** Runs an admin call for the signed-in admin; anyone else gets 401 or 403. */
  const asAdmin = <T>(work: () => Promise<T>) =>
    asRefusal(async () => {
      if (!(await signedIn()).isAdmin) throw new ServiceRefusal(403, 'Only administrators may do this.');
      return work();
    });
  const products = () => productsAdmin(platform);
  const endpoints = endpointClient<ApiContract>(platform, API_ENDPOINTS, { ip: request.ip ?? null, caller: signedIn, refusal: request.refusal });
  return {
    ...endpoints,
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
    admin: {
      dashboard: () => asAdmin(() => dashboardData(platform)),
      products: (status) => asAdmin(() => products().list(status)),
      approveProduct: (slug) => asAdmin(async () => void (await products().approve(slug))),
      rejectProduct: (slug, reason) => asAdmin(async () => void (await products().reject(slug, reason))),
      updateProduct: (slug, edit) => asAdmin(async () => void (await products().update(slug, edit))),
      deleteProduct: (slug) => asAdmin(() => products().remove(slug)),
      waitlist: (query) => asAdmin(() => waitlistPage(query)),
    },
    blog: {
      list: ({ page, limit }) => blogService(platform).list({ page: page ?? 1, limit: limit ?? BLOG_PAGE_SIZE }),
      bySlug: (slug) => blogService(platform).getBySlug(slug),
      latest: (n, exclude) => blogService(platform).latest(n, exclude),
    },
    blogAdmin: {
      list: ({ status = 'all', page = 1, limit }) => asAdmin(() => blogService(platform).list({ status, page, limit: limit ?? BLOG_PAGE_SIZE }, ADMIN_READER)),
      get: (id) => asAdmin(() => blogService(platform).get(id, ADMIN_READER)),
      create: (post) => asAdmin(() => blogService(platform).create(post)),
      update: (id, changes) => asAdmin(() => blogService(platform).update(id, changes)),
      remove: (id) => asAdmin(() => blogService(platform).remove(id)),
      uploadImage: (image) =>
        asAdmin(async () => {
          const saved = await fileUploads(platform).saveImage('cover', Buffer.from(await image.arrayBuffer()), { uploadedBy: (await signedIn()).userId, field: 'cover' });
          const id = saved._id.toHexString();
          return { id, url: coverImageUrl(id), cardUrl: coverImageUrl(id, 'card') };
        }),
    },
    seo: {
      keywordPage: async (slug) => keywordPage(site, slug),
      generatedPage: async (slug) => generatedPage(site, slug),
      countryPage: async (slug) => countryPage(site, slug),
      hub: async (hub) => seoHub(site, hub),
    },
  };
}
