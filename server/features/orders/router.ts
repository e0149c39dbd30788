import type { ordersContract } from '../../../domain/orders/contract';
import { callerOf, type Implementation } from '../../core/http/endpointHandlers';
import { ordersService } from './service';

/** The customer's orders, each one's report (JSON and CSV) and product form; operators fulfil orders directory by directory. */
export const ordersEndpoints: Implementation<typeof ordersContract> = {
  list: (_input, ctx) => ordersService(ctx.platform).listMine(callerOf(ctx).userId),
  get: ({ params }, ctx) => ordersService(ctx.platform).getMine(callerOf(ctx).userId, params.id),
  async report({ params: { id } }, ctx) {
    const text = await ordersService(ctx.platform).reportCsv(callerOf(ctx).userId, id);
    return { filename: `order-${id}.csv`, contentType: 'text/csv', text };
  },
  saveProduct: ({ params, body }, ctx) => ordersService(ctx.platform).saveProduct(callerOf(ctx).userId, params.id, body),
  adminList: (_input, { platform }) => ordersService(platform).adminList(),
  adminGet: ({ params }, { platform }) => ordersService(platform).adminGet(params.id),
  setItem: ({ params, body }, { platform }) => ordersService(platform).setItem(params.id, body),
  swapItem: ({ params, body }, { platform }) => ordersService(platform).swapItem(params.id, params.itemId, body.directoryId),
  productImage: ({ params }, { platform }) => ordersService(platform).productImage(params.id, params.file),
  desk: (_input, { platform }) => ordersService(platform).desk(),
  deskRow: ({ params }, { platform }) => ordersService(platform).deskRow(params.itemId),
  deskRecord: ({ params, body }, { platform }) => ordersService(platform).recordAtDesk(params.itemId, body),
};
