/**
 * The data and actions the views need: the API's endpoints (domain/api.ts) as calls, with two implementations:
 * the server's runs each endpoint's handler directly (server/ssr/pageApi.ts), the browser's fetches /api
 * (client/browserApi.ts). Each entry point puts its own into React Router's request context, so loaders and
 * actions never know where they run.
 */
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ApiContract } from '../domain/api';
import type { ApiClient } from '../domain/common/contract';

export { ServiceRefusal } from '../domain/common/refusal';
export { formFields, formOutcome, unlessNotFound, type FormOutcome } from './api/outcomes';

/** Every endpoint of the API as a call: what loaders and actions use, wherever they run. */
export type SiteApi = ApiClient<ApiContract>;

/** The request context entry holding the api of this request (server) or of this browser tab. */
export const siteApiContext = createContext<SiteApi>();

/** The api, from a loader's or action's `context`. */
export function siteApiOf(context: Readonly<RouterContextProvider>): SiteApi {
  return context.get(siteApiContext);
}

// Loaders and actions receive a RouterContextProvider on both sides (getContext in the browser, the
// request context on the server); this makes their `context` argument typed as one.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
