import { Router } from 'express';
import { z } from 'zod';
import { productEditInput, rejectInput } from '../../../domain/admin/products';
import { PRODUCT_STATUSES } from '../../../domain/directory/types';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { dashboardData, waitlistCsv, waitlistPage } from './dashboard';
import { productsAdmin } from './products';

const slug = z.object({ slug: z.string().max(200) });
const productList = validate({ query: z.object({ status: z.enum(PRODUCT_STATUSES).default('pending') }) });
const edit = validate({ params: slug, body: productEditInput });
const bySlug = validate({ params: slug });
const reject = validate({ params: slug, body: rejectInput });
const waitlistQuery = validate({ query: z.object({ q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }) });

/** /api/admin: the admin area's dashboard, product moderation and waitlist (admins only: server/features/auth/access.ts). */
export function adminRouter(platform: Platform): Router {
  const products = productsAdmin(platform);
  const router = Router();
  router.get('/dashboard', async (_req, res) => {
    res.json(await dashboardData(platform));
  });
  router.get('/products', productList, async (_req, res) => {
    res.json({ products: await products.list(productList.input(res).query.status) });
  });
  router.put('/products/:slug', edit, async (_req, res) => {
    const { params, body } = edit.input(res);
    res.json(await products.update(params.slug, body));
  });
  router.delete('/products/:slug', bySlug, async (_req, res) => {
    await products.remove(bySlug.input(res).params.slug);
    res.json({ success: true });
  });
  router.post('/products/:slug/approve', bySlug, async (_req, res) => {
    res.json({ success: true, ...(await products.approve(bySlug.input(res).params.slug)) });
  });
  router.post('/products/:slug/reject', reject, async (_req, res) => {
    const { params, body } = reject.input(res);
    res.json({ success: true, ...(await products.reject(params.slug, body.reason)) });
  });
  router.get('/waitlist', waitlistQuery, async (_req, res) => {
    res.json(await waitlistPage(waitlistQuery.input(res).query));
  });
  router.get('/waitlist.csv', waitlistQuery, async (_req, res) => {
    res.type('text/csv').attachment('waitlist.csv');
    for await (const chunk of waitlistCsv(waitlistQuery.input(res).query.q)) res.write(chunk);
    res.end();
  });
  return router;
}
