import { Router } from 'express';
import { z } from 'zod';
import { ORDER_ID_PATTERN, ORDER_NOT_FOUND, orderItemInput, orderProductInput } from '../../../domain/orders/orders';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { ordersService } from './service';

const orderParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN, ORDER_NOT_FOUND) });
const byId = validate({ params: orderParams });
const product = validate({ params: orderParams, body: orderProductInput });
const item = validate({ params: orderParams, body: orderItemInput });

/** /api/orders: the signed-in customer's orders, each one's report (JSON and CSV) and the product form. */
export function ordersRouter(platform: Platform): Router {
  const orders = ordersService(platform);
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await orders.listMine(userIdOf(res)));
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await orders.getMine(userIdOf(res), byId.input(res).params.id));
  });
  router.get('/:id/report.csv', byId, async (_req, res) => {
    const { id } = byId.input(res).params;
    const csv = await orders.reportCsv(userIdOf(res), id);
    res.type('text/csv').attachment(`order-${id}.csv`).send(csv);
  });
  router.put('/:id/product', product, async (_req, res) => {
    const { params, body } = product.input(res);
    res.json(await orders.saveProduct(userIdOf(res), params.id, body));
  });
  return router;
}

/** /api/admin/orders: operators fulfil orders directory by directory. */
export function adminOrdersRouter(platform: Platform): Router {
  const orders = ordersService(platform);
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await orders.adminList());
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await orders.adminGet(byId.input(res).params.id));
  });
  router.put('/:id/items', item, async (_req, res) => {
    const { params, body } = item.input(res);
    res.json(await orders.setItem(params.id, body));
  });
  return router;
}
