import type { ApiContract } from '../../domain/api';
import type { Request, Response } from 'express';
import type { DomainError } from '../../domain/common/errors';
import type { SiteApi } from '../../views/siteApi';
import { endpointClient } from '../core/http/endpointClient';
import type { Platform } from '../core/platform';
import { authService, type Viewer } from '../features/auth/service';
import { API_ENDPOINTS } from '../features/apiImplementation';

/** What the server knows about the request a page is rendered for. */
export interface PageRequest {
  ip?: string | null;
  /** A refusal decided before the page ran (say, the submission rate limit), shown by the form's action. */
  refusal?: DomainError;
  /** The access token of the session cookie, for the account and admin pages. */
  accessToken?: string;
  /** The HTTP exchange of a form posted to its page without JavaScript: its action may set or clear the session cookies. */
  http?: { req: Request; res: Response };
}

/**
 * The server's SiteApi for one request: loaders and actions call each endpoint's handler directly, with the
 * same validation and access rule as over /api and no HTTP. Pages cached for every visitor get an empty PageRequest.
 */
export function createPageApi(platform: Platform, request: PageRequest = {}): SiteApi {
  let viewer: Promise<Viewer> | undefined;
  const caller = () => (viewer ??= authService(platform).authenticate(request.accessToken));
  return endpointClient<ApiContract>(platform, API_ENDPOINTS, { ip: request.ip ?? null, caller, refusal: request.refusal, http: request.http });
}
