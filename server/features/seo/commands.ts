import { UsageError, type Command } from '../command';
import { GENERATED_CONTENT_DATE, catalog } from './catalog';
import { generatedUrls, urlEntry } from './sitemap';

/** The spec's sitemap helper: one <url> entry per generated slug (monthly, priority 0.8, lastmod 2024-11-13). */
export const sitemapPrintCommand: Command = {
  name: 'sitemap:print',
  summary: `Prints the sitemap <url> entries of every generated page (monthly, priority 0.8, lastmod ${GENERATED_CONTENT_DATE})`,
  async run(_args, ctx) {
    for (const url of generatedUrls(ctx.config.SITE_NAME)) ctx.print(urlEntry(ctx.config.PUBLIC_URL, url));
  },
};

/** The full slug list, one generated page per line as its path (/page/... then the /g fixed list). */
export const slugsListCommand: Command = {
  name: 'slugs:list',
  summary: 'Prints every generated page slug, one per line, as /page/{slug} or /g/{slug}',
  usage: 'slugs:list [--family <id>]',
  options: { family: { type: 'string' } },
  async run({ values }, ctx) {
    const family = values.family as string | undefined;
    const pages = catalog(ctx.config.SITE_NAME).all;
    const families = [...new Set(pages.map((p) => p.family))];
    if (family && !families.includes(family as never)) throw new UsageError(`unknown family "${family}"; one of: ${families.join(', ')}`);
    for (const page of pages) if (!family || page.family === family) ctx.print(page.path);
  },
};

export const seoCommands: Command[] = [sitemapPrintCommand, slugsListCommand];
