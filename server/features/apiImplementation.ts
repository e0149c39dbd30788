import { apiContract, type ApiContract } from '../../domain/api';
import { endpointsOf, type Implementation, type MountedEndpoint } from '../core/http/endpointHandlers';
import { authEndpoints } from './auth/router';
import { adminEndpoints } from './admin/router';
import { uploadsEndpoints } from './blog/files';
import { blogEndpoints } from './blog/router';
import { catalogueEndpoints } from './catalogue/router';
import { directoryEndpoints } from './directory/router';
import { docsEndpoints } from './docs/router';
import { listingsEndpoints, withListingFacts } from './listings/router';
import { launchesEndpoints } from './launches/router';
import { directoryTrackRecords } from './orders/directoryRecords';
import { ordersEndpoints } from './orders/router';
import { paymentUrlForChosenPlan } from './payments/chosenPlan';
import { paymentsEndpoints } from './payments/router';
import { plansEndpoints } from './plans/router';
import { seoEndpoints } from './seo/router';
import { siteEndpoints } from './site/router';
import { usersEndpoints } from './users/router';
import { waitlistEndpoints } from './waitlist/router';
import { workspaceEndpoints } from './workspace/router';
import { eraseWorkspaceOf, exportWorkspaceOf } from './workspace/accountData';

// The API's cross-feature table, apart from registry.ts: the worker and the CLI answer no requests and load no router.

/** How the server answers each endpoint of the API contract (domain/api.ts), area by area. */
const API_IMPLEMENTATION: Implementation<ApiContract> = {
  site: siteEndpoints,
  plans: plansEndpoints,
  waitlist: waitlistEndpoints,
  payments: paymentsEndpoints,
  docs: docsEndpoints,
  workspace: workspaceEndpoints,
  orders: ordersEndpoints,
  // A plan chosen before signing in is paid for through the payments feature: accounts never import it.
  auth: authEndpoints({ paymentUrlFor: paymentUrlForChosenPlan }),
  // An account's export and deletion reach the workspace, a later feature, through this interface.
  users: usersEndpoints({ workspace: { export: exportWorkspaceOf, erase: eraseWorkspaceOf } }),
  // A listing's owner and numbers join the directory's answers here: the directory never imports the listings feature.
  directory: withListingFacts(directoryEndpoints),
  listings: listingsEndpoints,
  launches: launchesEndpoints,
  seo: seoEndpoints,
  blog: blogEndpoints,
  uploads: uploadsEndpoints,
  admin: adminEndpoints,
  // Each directory's track record comes from the orders, a later feature, through this interface.
  catalogue: catalogueEndpoints({ records: directoryTrackRecords }),
};

/** Every endpoint with its handler: mounted under /api, called directly by pages, checked against its contract in tests. */
export const API_ENDPOINTS: readonly MountedEndpoint[] = endpointsOf(apiContract, API_IMPLEMENTATION as Implementation<never>);
