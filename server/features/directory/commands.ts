import { PRODUCT_STATUSES, type ProductStatus } from '../../../domain/directory/types';
import { refusalsAsMessages, UsageError, type CliContext, type Command } from '../command';
import { imagesReprocessCommand } from './reprocess';
import { writeMissingKeys } from './keys';
import { directoryService } from './service';

function slugArgument(positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`expected one product slug (${usage})`);
  return positionals[0];
}

/** Service refusals (unknown slug, website already listed) are operator mistakes: a message and exit code 1. */
function moderate(ctx: CliContext, action: () => Promise<{ changed: boolean }>, done: string, unchanged: string): Promise<number> {
  return refusalsAsMessages(ctx, async () => {
    const { changed } = await action();
    ctx.print(changed ? done : unchanged);
  });
}

export const directoryCommands: Command[] = [
  {
    name: 'products:list',
    summary: 'Lists directory products (one line each, slug first), oldest first',
    usage: 'products:list [--status pending|approved|rejected] [--limit 200]',
    options: { status: { type: 'string' }, limit: { type: 'string', default: '200' } },
    async run({ values }, ctx) {
      const status = values.status as string | undefined;
      if (status !== undefined && !PRODUCT_STATUSES.includes(status as ProductStatus)) throw new UsageError(`--status must be one of ${PRODUCT_STATUSES.join(', ')}`);
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
      const lines = await directoryService(await ctx.platform()).listForModeration(status as ProductStatus | undefined, limit);
      if (!lines.length) ctx.print(status ? `no ${status} products` : 'no products');
      for (const p of lines) {
        const reason = p.reason ? `\treason: ${p.reason}` : '';
        ctx.print(`${p.slug}\t${p.status}\t${p.createdAt.toISOString()}\t${p.name}\t${p.website_url}\t${p.category}\t${p.email}${reason}`);
      }
    },
  },
  {
    name: 'products:approve',
    summary: 'Publishes a product in the directory and emails the founder its live link',
    usage: 'products:approve <slug>',
    async run({ positionals }, ctx) {
      const slug = slugArgument(positionals, 'products:approve <slug>');
      const directory = directoryService(await ctx.platform());
      return moderate(ctx, () => directory.approve(slug), `approved ${slug}`, `${slug} is already approved`);
    },
  },
  {
    name: 'products:reject',
    summary: 'Hides a product from the directory and emails the founder the reason',
    usage: 'products:reject <slug> --reason "..."',
    options: { reason: { type: 'string' } },
    async run({ positionals, values }, ctx) {
      const slug = slugArgument(positionals, 'products:reject <slug> --reason "..."');
      const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
      if (!reason) throw new UsageError('--reason is required: the founder receives it by email');
      const directory = directoryService(await ctx.platform());
      return moderate(ctx, () => directory.reject(slug, reason), `rejected ${slug}`, `${slug} is already rejected`);
    },
  },
  {
    name: 'products:keys',
    summary: 'Writes the slug and website keys of products that have none (after an import straight into the collection) and tells every web process to compare its listing with the database',
    usage: 'products:keys',
    async run(_args, ctx) {
      const platform = await ctx.platform();
      const read = await writeMissingKeys({ force: true });
      await directoryService(platform).announceChange();
      ctx.print(`keys checked for ${read ?? 0} product(s)`);
    },
  },
  imagesReprocessCommand,
];
