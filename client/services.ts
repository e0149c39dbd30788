import type { ApiContract } from '../domain/api';
import { browserClient } from '../views/api/browserClient';
import { apiRoutes, authRoutes } from '../views/api/routes';
import type { SiteServices } from '../views/services';

/** The browser's SiteServices: every endpoint of the contracts over /api, the same calls the server's pages make directly. */
export const browserServices: SiteServices = browserClient<ApiContract>(apiRoutes, { signOut: authRoutes.signOut });
