/**
 * THE API: every endpoint under /api, by area. The server mounts it (server/api.ts), the browser calls it through
 * the generated route tables (views/api/routes/), pages get it as their services, and the OpenAPI
 * document is made from it. An area's endpoints are declared in its own domain/<area>/contract.ts.
 */
import { authContract } from './auth/contract';
import { adminContract } from './admin/contract';
import { blogContract, uploadsContract } from './blog/contract';
import { catalogueContract } from './catalogue/contract';
import { directoryContract } from './directory/contract';
import { docsContract } from './docs/contract';
import { listingsContract } from './listings/contract';
import { launchesContract } from './launches/contract';
import { ordersContract } from './orders/contract';
import { paymentsContract } from './payments/contract';
import { plansContract } from './plans/contract';
import { seoContract } from './seo/contract';
import { siteContract } from './site/contract';
import { usersContract } from './users/contract';
import { waitlistContract } from './waitlist/contract';
import { workspaceContract } from './workspace/contract';

export const apiContract = {
  site: siteContract,
  plans: plansContract,
  waitlist: waitlistContract,
  payments: paymentsContract,
  docs: docsContract,
  workspace: workspaceContract,
  orders: ordersContract,
  auth: authContract,
  users: usersContract,
  directory: directoryContract,
  listings: listingsContract,
  launches: launchesContract,
  seo: seoContract,
  blog: blogContract,
  uploads: uploadsContract,
  admin: adminContract,
  catalogue: catalogueContract,
};

export type ApiContract = typeof apiContract;
