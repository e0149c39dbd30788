import type { ApiContract } from '../domain/api';
import { browserClient } from '../views/api/browserClient';
import { apiAddresses, authAddresses } from '../views/api/addresses/index';
import type { SiteApi } from '../views/siteApi';

/** The browser's SiteApi: every endpoint of the contracts over /api, the same calls the server's pages make directly. */
export const browserApi: SiteApi = browserClient<ApiContract>(apiAddresses, { signOut: authAddresses.signOut });
