import { UsageError, type Command } from '../command';
import { GENERATED_CONTENT_DATE, catalog } from './catalog';
import { sitePages } from './pages';
import { formatReport, seoReport } from './report';
import { generatedUrls, urlEntry } from './sitemap';

/**
 * The spec's sitemap helper: one <url> entry per generated page (monthly, priority 0.8, lastmod 2024-11-13). By
 * default the entries the served sitemap holds, which leave out pages below the thin-page bar and pages that defer
 * to another; --all prints one for every slug, as the spec's helper did.
 */
export const sitemapPrintCommand: Command = {
  name: 'sitemap:print',
  summary: `Prints the sitemap <url> entries of the indexed generated pages, or of every one with --all (monthly, priority 0.8, lastmod ${GENERATED_CONTENT_DATE})`,
  usage: 'sitemap:print [--all]',
  options: { all: { type: 'boolean' } },
  async run({ values }, ctx) {
    const site = ctx.config.SITE_NAME;
    const urls = values.all ? catalog(site).all.map((page) => ({ path: page.path, lastmod: GENERATED_CONTENT_DATE })) : generatedUrls(site);
    for (const url of urls) ctx.print(urlEntry(ctx.config.PUBLIC_URL, url));
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

/** The thin-page guard's figures: pages indexed and noindexed, own sentences and overlap per family; --pages lists every page. */
export const seoReportCommand: Command = {
  name: 'seo:report',
  summary: 'Prints how many generated pages are indexed or noindexed and how much of their content is their own, per family',
  usage: 'seo:report [--pages] [--family <id>]',
  options: { pages: { type: 'boolean' }, family: { type: 'string' } },
  async run({ values }, ctx) {
    const pages = sitePages(ctx.config.SITE_NAME);
    const family = values.family as string | undefined;
    const families = [...new Set(pages.cat.all.map((p) => p.family))];
    if (family && !families.includes(family as never)) throw new UsageError(`unknown family "${family}"; one of: ${families.join(', ')}`);
    if (!values.pages && !family) {
      for (const line of formatReport(seoReport(pages))) ctx.print(line);
      return;
    }
    for (const page of pages.cat.all) {
      if (family && page.family !== family) continue;
      const q = pages.quality.get(page.path)!;
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      ctx.print(`${q.status.padEnd(9)} ${page.path}  own ${pct(q.uniqueShare)}  overlap ${pct(q.maxOverlap)}${q.overlapWith ? ` (${q.overlapWith})` : ''}  facts ${q.facts}${q.reason ? `  ${q.reason}` : ''}`);
    }
  },
};

export const seoCommands: Command[] = [sitemapPrintCommand, slugsListCommand, seoReportCommand];
