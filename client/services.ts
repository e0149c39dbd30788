import { ORDER_DETAILS_SAVED } from '../domain/orders/messages';
import { INVALID_CREDENTIALS_MESSAGE } from '../domain/auth/messages';
import { XSRF_COOKIE, XSRF_HEADER } from '../domain/auth/session';
import { GENERIC_ERROR_MESSAGE } from '../domain/common/messages';
import type { CurrentUser, UserListResult, UserRow } from '../domain/users/types';
import { ServiceRefusal, type FormOutcome, type LegacyServices, type SignInOutcome, type SiteServices } from '../views/services';
import type { ApiContract } from '../domain/api';
import { browserClient } from '../views/api/browserClient';
import { apiRoutes } from '../views/api/endpoints.generated';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET a JSON API path; a non-2xx answer becomes an ApiError with the server's message. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, (body as { message?: string }).message ?? response.statusText);
  return body as T;
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Spec section 8: a token the server no longer accepts signs the browser out and goes to the login page. */
async function signOutAndLogIn(): Promise<never> {
  await fetch('/api/auth/signOut', { method: 'POST', headers: { Accept: 'application/json' } }).catch(() => undefined);
  window.location.assign(`/auth/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  return new Promise<never>(() => undefined);
}

/**
 * A JSON call with the session cookie and, for writes, the X-XSRF-TOKEN header (double submit). Refusals
 * become ServiceRefusal with the server's message for bad input and the spec's generic text otherwise.
 */
async function callJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) goes as multipart, with the boundary the browser writes in its own header.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const xsrf = cookie(XSRF_COOKIE);
  if (method !== 'GET' && xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body) });
  } catch {
    throw new ServiceRefusal(0, GENERIC_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok) return answer as T;
  const message = typeof answer?.message === 'string' ? answer.message : '';
  if (response.status === 401 && message === INVALID_CREDENTIALS_MESSAGE) return signOutAndLogIn();
  const clear = response.status >= 400 && response.status < 500 && message;
  throw new ServiceRefusal(response.status, clear ? message : GENERIC_ERROR_MESSAGE);
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/** A form call: the answer, or the refusal's message for the form to show. */
async function formCall<T extends object>(method: string, path: string, body: unknown, success: (answer: T) => string = () => ''): Promise<FormOutcome & { answer?: T }> {
  try {
    const answer = await callJson<T>(method, path, body);
    return { ok: true, message: success(answer), answer };
  } catch (error) {
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message, status: error.status };
    throw error;
  }
}

async function signInCall(path: string, body: unknown): Promise<SignInOutcome> {
  const outcome = await formCall<{ accessToken: string; paymentUrl?: string }>('POST', path, body);
  // The token itself stays in the HttpOnly cookie the answer set; scripts never keep it.
  return outcome.ok ? { ok: true, message: '', paymentUrl: outcome.answer?.paymentUrl } : outcome;
}

/** A call answering 404 (no such record, or not the viewer's) as null. */
async function nullOnMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 404) return null;
    throw error;
  }
}

/** A file download through the API: its name (from Content-Disposition) and text, or the refusal with its message. */
async function downloadText(path: string): Promise<{ filename: string; csv: string }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'text/csv, application/json' } });
  } catch {
    throw new ServiceRefusal(0, GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof answer?.message === 'string' ? answer.message : '';
    throw new ServiceRefusal(response.status, response.status < 500 && message ? message : GENERIC_ERROR_MESSAGE);
  }
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'leads.csv';
  return { filename, csv: await response.text() };
}

const inPath = (id: string) => encodeURIComponent(id);
const queryOf = (values: Record<string, string | number | undefined>) => new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '').map(([k, v]) => [k, String(v)]));

const messageOf = (answer: { message?: string }) => answer.message ?? '';
const planOf = (form: FormData) => (form.get('planId') ? field(form, 'planId') : undefined);

/** The calls not yet declared as contracts. */
const legacyServices: LegacyServices = {
  auth: {
    options: () => getJson('/api/auth/options'),
    signIn: (form) => signInCall('/api/auth/signIn', { email: field(form, 'email'), password: field(form, 'password'), planId: planOf(form) }),
    signUp: (form) => signInCall('/api/auth/signup', { user: { firstName: field(form, 'firstName'), email: field(form, 'email'), password: field(form, 'password') }, planId: planOf(form) }),
    signInWithGoogle: (credential) => signInCall('/api/auth/google', { credential }),
    requestPasswordReset: (form) => formCall('POST', '/api/auth/password-reset/', { email: field(form, 'email') }, messageOf),
    resetPassword: (form) => formCall('PUT', '/api/auth/password', { password: field(form, 'password'), resetPasswordToken: field(form, 'token') }, messageOf),
    sendMagicLink: (form) => formCall('GET', `/api/auth/magic-link?${new URLSearchParams({ email: field(form, 'email'), next: field(form, 'next') || '/' })}`, undefined, messageOf),
    signOut: async () => {
      await callJson('POST', '/api/auth/signOut', {}).catch(() => undefined);
    },
  },
  account: {
    me: async () => {
      const response = await fetch('/api/users/me', { headers: { Accept: 'application/json' } });
      return response.ok ? ((await response.json()) as CurrentUser) : null;
    },
  },
  billing: {
    portal: async () => (await callJson<{ url: string }>('GET', '/api/users/update-payment')).url,
    confirm: (sessionId) => callJson('GET', `/api/payments/confirms?${new URLSearchParams({ session_id: sessionId })}`),
  },
  orders: {
    mine: () => callJson('GET', '/api/orders'),
    get: (id) => nullOnMissing(callJson('GET', `/api/orders/${encodeURIComponent(id)}`)),
    saveProduct: (id, form) =>
      formCall('PUT', `/api/orders/${encodeURIComponent(id)}/product`, { name: field(form, 'name'), website: field(form, 'website'), category: field(form, 'category'), description: field(form, 'description') }, () => ORDER_DETAILS_SAVED),
  },
  ordersAdmin: {
    list: () => callJson('GET', '/api/admin/orders'),
    get: (id) => nullOnMissing(callJson('GET', `/api/admin/orders/${encodeURIComponent(id)}`)),
    setItem: (id, form) => formCall('PUT', `/api/admin/orders/${encodeURIComponent(id)}/items`, Object.fromEntries([...form].filter(([key, value]) => typeof value === 'string' && key !== 'intent')), () => `${field(form, 'directory')}: ${field(form, 'status')}`),
    subscriptions: () => callJson('GET', '/api/admin/subscriptions'),
  },
  admin: {
    users: ({ q, page }) => callJson<UserListResult>('GET', `/api/users?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page ?? 1) })}`),
    setAdmin: (userId, admin) => callJson<UserRow>('POST', `/api/users/${userId}/role`, { admin }),
    ban: (userId, reason) => callJson<UserRow>('POST', `/api/users/${userId}/ban`, { reason }),
    unban: (userId) => callJson<UserRow>('POST', `/api/users/${userId}/unban`, {}),
    signOutEverywhere: async (userId) => void (await callJson('POST', `/api/users/${userId}/sign-out`, {})),
  },
  workspace: {
    projects: () => callJson('GET', '/api/projects/my'),
    websiteInfo: (url) => callJson('GET', `/api/projects/website-infos?${queryOf({ url })}`),
    createProject: (input) => callJson('POST', '/api/projects', input),
    monthReplies: () => callJson('GET', '/api/projects/month-replies'),
    keywords: (projectId) => callJson('GET', `/api/projects/${inPath(projectId)}/keywords`),
    addKeyword: (projectId, input) => callJson('POST', `/api/projects/${inPath(projectId)}/keyword`, input),
    removeKeyword: async (projectId, keywordId) => void (await callJson('DELETE', `/api/projects/${inPath(projectId)}/keyword/${inPath(keywordId)}`)),
    leads: (projectId, query) => callJson('GET', `/api/projects/${inPath(projectId)}/leads?${queryOf(query)}`),
    setLeadStatus: (projectId, leadId, status) => callJson('PUT', `/api/projects/${inPath(projectId)}/leads/${inPath(leadId)}`, { status }),
    scan: async (projectId) => void (await callJson('POST', `/api/projects/${inPath(projectId)}/scan`, {})),
    dmTemplate: (projectId) => callJson('GET', `/api/projects/${inPath(projectId)}/dm`),
    saveDmTemplate: (projectId, dm) => callJson('PUT', `/api/projects/${inPath(projectId)}/dm`, { dm }),
    generateDm: (projectId, leadId) => callJson('GET', `/api/projects/${inPath(projectId)}/generate-dm?${queryOf({ leadId })}`),
    exportLeads: (projectId, from) => downloadText(`/api/projects/${inPath(projectId)}/exports?${queryOf({ from })}`),
    mentions: (projectId, query) => callJson('GET', `/api/posts/${inPath(projectId)}/mentions?${queryOf(query)}`),
    generateReply: (mentionId) => callJson('GET', `/api/posts/${inPath(mentionId)}/generate`),
    savedReply: (mentionId) => callJson('GET', `/api/posts/${inPath(mentionId)}/reply`),
    removeMention: async (mentionId) => void (await callJson('DELETE', `/api/posts/${inPath(mentionId)}/mention`)),
    offer: (projectId) => callJson('GET', `/api/offers/${inPath(projectId)}/project`),
    saveOffer: (input) => callJson('POST', '/api/offers/add-update', input),
    saveFeedback: async (input) => void (await callJson('POST', '/api/feedback/save', input)),
    feedbackStats: (query) => callJson('GET', `/api/feedbacks/stats?${queryOf({ ...query })}`),
    suggestions: (projectId) => callJson('GET', `/api/suggestions/${inPath(projectId)}/project`),
    removeSuggestion: async (id) => void (await callJson('DELETE', `/api/suggestions/${inPath(id)}`)),
  },
};

/** The browser's SiteServices: the same calls as the server's, over /api. */
const contractClient = browserClient<ApiContract>(apiRoutes, { signOut: { method: 'POST', path: '/api/auth/signOut', access: 'public' } });
export const browserServices: SiteServices = {
  ...contractClient,
  ...legacyServices,
  // The admin area's user calls are not contracts yet: both halves of `admin` are kept.
  admin: { ...contractClient.admin, ...legacyServices.admin },
};
