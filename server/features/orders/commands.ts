import { readFile } from 'node:fs/promises';
import { progressLine } from '../../../domain/orders/orders';
import { refusalsAsMessages, UsageError, type Command } from '../command';
import { checkBacklinks } from './linkCheck';
import { ordersService } from './service';

export const orderCommands: Command[] = [
  {
    name: 'orders:list',
    summary: 'Orders, newest first: id, customer, plan, product, status, n of N live, dead links',
    usage: 'orders:list',
    async run(_args, ctx) {
      const rows = await ordersService(await ctx.platform()).adminList();
      ctx.output(
        rows.map((o) => ({ id: o.id, email: o.email, plan: o.planLabel, product: o.productName, status: o.status, progress: progressLine(o.progress), deadLinks: o.deadLinks, created: o.createdAt })),
        (list) => (list.length ? ctx.table(list) : ctx.print('no orders')),
      );
    },
  },
  {
    name: 'orders:import',
    summary: 'Imports directory results of an order from CSV (directory,status,live_url,reason,directory_url,domain_rating)',
    usage: 'orders:import <order> <file.csv>',
    async run({ positionals }, ctx) {
      if (positionals.length !== 2) throw new UsageError('expected an order id and a CSV file (orders:import <order> <file.csv>)');
      const [orderId, file] = positionals;
      const csv = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
      });
      const orders = ordersService(await ctx.platform());
      return refusalsAsMessages(ctx, async () => {
        const { imported, order } = await orders.importCsv(orderId, csv);
        ctx.print(`imported ${imported} rows into order ${orderId}: ${progressLine(order.progress)}, status ${order.status}`);
      });
    },
  },
  {
    name: 'orders:check-links',
    summary: 'Checks the backlink on every live URL of an order (or, without one, of every order) now; dead, missing and lost ones are flagged on /admin/orders',
    usage: 'orders:check-links [<order>]   (the worker also runs it every BACKLINK_CHECK_EVERY_HOURS)',
    async run({ positionals }, ctx) {
      if (positionals.length > 1) throw new UsageError('expected at most one order id (orders:check-links [<order>])');
      const platform = await ctx.platform();
      const orders = ordersService(platform);
      return refusalsAsMessages(ctx, async () => {
        const orderId = positionals.length ? (await orders.adminGet(positionals[0])).id : null;
        const found = await checkBacklinks(platform, orderId);
        const orderCount = orderId ? 1 : found.orders;
        ctx.print(`checked ${found.checked} live URLs in ${orderCount} order${orderCount === 1 ? '' : 's'}: ${found.dead} dead; backlinks ${found.found} found, ${found.missing} missing, ${found.lost} newly lost`);
      });
    },
  },
];
