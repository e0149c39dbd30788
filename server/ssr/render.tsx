import { randomBytes } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, RouterContextProvider, StaticRouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { GENERIC_ERROR_MESSAGE } from '../../domain/common/messages';
import { ServiceRefusal } from '../../domain/common/refusal';
import type { PublicSettings } from '../../domain/site/settings';
import { IslandRendererContext, type IslandRenderer } from '../../views/components/Island';
import { resolveHead, resolveStatus, type HeadMatch, type RouteHandle } from '../../views/head';
import { showsAnalytics } from '../../views/pageRoutes';
import { routes } from '../../views/routes';
import { siteApiContext, type SiteApi } from '../../views/siteApi';
import { isDependencyDown } from '../core/http/errors';
import { preloadsFor, type PageAssets } from './assets';
import { renderDocument } from './document';
import { emittedScriptHashes } from './scriptHashes';

// Built once: the route table never changes while the process runs.
const handler = createStaticHandler(routes);

/**
 * Rendered HTML carries this marker where the CSP nonce goes, so one rendering can be cached
 * and each response still gets its own nonce (see sendPage).
 */
export const NONCE_PLACEHOLDER = `__csp_nonce_${randomBytes(9).toString('hex')}__`;

/** Each island is a React root of its own, in the browser as here: its ids (useId) carry its own prefix. */
const renderIsland: IslandRenderer = (element, identifierPrefix) => renderToString(<StrictMode>{element}</StrictMode>, { identifierPrefix });

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; html: string; failures: unknown[]; scriptHashes: string[] };

export interface RenderOptions {
  publicUrl: string;
  assets: PageAssets;
  /** This request's api (server/ssr/pageApi.ts), handed to loaders and actions through the request context. */
  api: SiteApi;
  /** Tags for the end of <head> of public marketing pages only (the route's `analytics` option): the analytics snippet. */
  extraHead?: string;
}

/** Runs the matched action (for a POST) and loaders, then renders the page to a full HTML document. */
export async function renderPage(request: Request, { publicUrl, assets, api, extraHead }: RenderOptions): Promise<RenderedPage> {
  const requestContext = new RouterContextProvider();
  requestContext.set(siteApiContext, api);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const failures = hideUnexpectedErrors(context, request.method === 'GET' || request.method === 'HEAD');
  // A page that opts in (and rendered without errors) gets the loader instead of the router's scripts; island pages get no hydration data.
  const hydration = assets.onIntent && !context.errors ? context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.hydration).find(Boolean) : undefined;
  const islands = hydration === 'islands';
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <IslandRendererContext.Provider value={islands ? renderIsland : null}>
        <StaticRouterProvider router={router} context={context} nonce={NONCE_PLACEHOLDER} hydrate={!islands} />
      </IslandRendererContext.Provider>
    </StrictMode>,
  );
  const matches: HeadMatch[] = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
    error: context.errors?.[m.route.id],
    params: m.params,
    pathname: m.pathname,
  }));
  const head = resolveHead(matches, context.location);
  // A loader that failed because MongoDB or Redis is unreachable makes the page 503 (try again), not 500.
  const status = failures.some(isDependencyDown) ? 503 : context.statusCode !== 200 ? context.statusCode : (resolveStatus(matches) ?? 200);
  const settings = (context.loaderData.root as { settings?: PublicSettings } | undefined)?.settings;
  const html = renderDocument({
    head,
    pathname: context.location.pathname,
    publicUrl,
    siteName: settings?.siteName ?? '',
    appHtml,
    assets: hydration && assets.onIntent ? assets.onIntent : { ...assets, preloads: preloadsFor(assets, context.matches.map((m) => m.route.id)) },
    nonce: NONCE_PLACEHOLDER,
    // The analytics script reads the whole address: only on pages whose route says it holds no secret.
    extraHead: showsAnalytics(context.matches.at(-1)?.route.id) ? extraHead : undefined,
  });
  return { kind: 'html', status, html, failures, scriptHashes: emittedScriptHashes(html, NONCE_PLACEHOLDER) };
}

/** A loader's input refused as invalid: it comes from the address (too long, wrong shape), which then names no page. */
const isRefusedAddress = (error: unknown) => error instanceof ServiceRefusal && error.status === 400;

/**
 * Errors that are not deliberate route responses (a thrown data() with a status) are replaced by a
 * generic one before they reach the HTML, so no internal message is sent to visitors; they are returned for logging.
 * When reading a page, an address its loader refused is the not-found page with a 404, not a failure.
 */
function hideUnexpectedErrors(context: StaticHandlerContext, reading: boolean): unknown[] {
  if (!context.errors) return [];
  const failures: unknown[] = [];
  let refused = false;
  for (const [routeId, error] of Object.entries(context.errors)) {
    if (isRouteErrorResponse(error)) continue;
    if (reading && isRefusedAddress(error)) {
      context.errors[routeId] = new ErrorResponse(404, 'Not Found', { message: (error as ServiceRefusal).message });
      refused = true;
      continue;
    }
    failures.push(error);
    context.errors[routeId] = new Error(GENERIC_ERROR_MESSAGE);
  }
  if (refused && !failures.length) context.statusCode = 404;
  return failures;
}
