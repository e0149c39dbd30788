import { refusalsAsMessages, UsageError, type Command } from '../command';
import { LINK_BACK_STATES } from '../../../domain/launches/linkBack';
import { existingProduct } from '../directory/findProduct';
import { checkEveryLinkBack, checkLinkBack } from './linkBackCheck';

export const launchCommands: Command[] = [
  {
    name: 'badges:check',
    summary: "Reads a listed product's home page (or, without a slug, every product checked before) for its link back now; a product page's website link is followed while it is there",
    usage: 'badges:check [<slug>]   (the worker also checks every product weekly)',
    async run({ positionals }, ctx) {
      if (positionals.length > 1) throw new UsageError('expected at most one product slug (badges:check [<slug>])');
      const platform = await ctx.platform();
      return refusalsAsMessages(ctx, async () => {
        if (!positionals.length) {
          const counts = await checkEveryLinkBack(platform);
          ctx.print(`checked ${LINK_BACK_STATES.reduce((sum, state) => sum + counts[state], 0)} websites: ${LINK_BACK_STATES.filter((state) => counts[state]).map((state) => `${counts[state]} ${state}`).join(', ') || 'none'}`);
          return;
        }
        const product = await existingProduct(positionals[0]);
        const record = await checkLinkBack(platform, product._id.toHexString());
        ctx.print(record ? `${product.slug}: ${record.state}` : `${product.slug} is not listed (status ${product.status}): nothing checked`);
      });
    },
  },
];
