/**
 * The browser's side of the contracts: each endpoint of the generated tables (views/api/addresses/) as a typed
 * call over fetch. Pages reach it through their site API; islands, which hydrate without the router, import the
 * area they need (so a page's bundle carries only the addresses it calls).
 */
import type { Access, AnswerKind, ApiClient, BodyKind } from '../../domain/common/contract';
import { ServiceRefusal } from '../../domain/common/refusal';
import { cookieIn, XSRF_COOKIE, XSRF_HEADER } from '../../domain/auth/session';
import { GENERIC_ERROR_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../domain/common/messages';

/** One endpoint as the generated table gives it. */
interface EndpointAddress {
  readonly method: string;
  /** The full path with `{name}` parameters, e.g. /api/products/{slug}. */
  readonly path: string;
  readonly access: Access;
  readonly body?: BodyKind;
  readonly answer?: AnswerKind;
}
export type AddressTable = { readonly [key: string]: EndpointAddress | AddressTable };

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The address of a call: its path parameters filled in and its query (empty values left out). */
export function hrefOf(route: EndpointAddress, input: Pick<CallInput, 'params' | 'query'> = {}): string {
  const path = route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Spec section 8: a token the server no longer accepts signs the browser out and goes to the login page. */
async function signOutAndLogIn(signOut: EndpointAddress): Promise<never> {
  await fetch(signOut.path, { method: signOut.method, headers: { Accept: 'application/json' } }).catch(() => undefined);
  window.location.assign(`/auth/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  return new Promise<never>(() => undefined);
}

/** The route that ends a session, for the sign-out on a refused token (set by the full client). */
let signOutRoute: EndpointAddress | undefined;

/**
 * One call: the session cookie goes along, writes carry the X-XSRF-TOKEN header (double submit), a FormData
 * body goes as multipart. A refusal becomes a ServiceRefusal with the server's message for a 4xx and the
 * spec's generic text otherwise (status 0 when the server could not be reached).
 */
async function callRoute(route: EndpointAddress, input: CallInput = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: route.answer === 'file' ? 'text/csv, application/json' : 'application/json' };
  const multipart = input.body instanceof FormData;
  if (input.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const xsrf = typeof document === 'undefined' ? undefined : cookieIn(document.cookie, XSRF_COOKIE);
  if (route.method !== 'GET' && xsrf) headers[XSRF_HEADER] = xsrf;
  const body = input.body === undefined ? (route.method === 'GET' ? undefined : '{}') : multipart ? (input.body as FormData) : JSON.stringify(input.body);
  if (body === '{}') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(hrefOf(route, input), { method: route.method, headers, body });
  } catch {
    throw new ServiceRefusal(0, GENERIC_ERROR_MESSAGE);
  }
  if (response.ok && route.answer === 'file') {
    const filename = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download.csv';
    return { filename, contentType: response.headers.get('Content-Type') ?? 'text/csv', text: await response.text() };
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown; field?: unknown; error?: unknown } | null;
  if (response.ok) return answer;
  const message = typeof answer?.message === 'string' ? answer.message : '';
  if (response.status === 401 && message === INVALID_CREDENTIALS_MESSAGE && route.access !== 'public' && signOutRoute) return signOutAndLogIn(signOutRoute);
  const clear = response.status >= 400 && response.status < 500 && message;
  throw new ServiceRefusal(response.status, clear ? message : GENERIC_ERROR_MESSAGE, {
    ...(typeof answer?.field === 'string' ? { field: answer.field } : {}),
    ...(typeof answer?.error === 'string' ? { error: answer.error } : {}),
  });
}

const isAddress = (node: EndpointAddress | AddressTable): node is EndpointAddress => typeof (node as EndpointAddress).method === 'string';

/** The calls of a table of routes (an area, or the whole API), typed by the contracts they were generated from. */
export function browserClient<T>(table: AddressTable, options: { signOut?: EndpointAddress } = {}): ApiClient<T> {
  if (options.signOut) signOutRoute = options.signOut;
  const client: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(table)) client[key] = isAddress(node) ? (input?: CallInput) => callRoute(node, input) : browserClient(node);
  return client as ApiClient<T>;
}
