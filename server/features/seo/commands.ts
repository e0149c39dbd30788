import { UsageError, type Command } from '../command';
import { GENERATED_CONTENT_DATE, catalog } from './catalog';
import { pageContent } from './content/pageContent';
import { renderedSentences } from './mainText';
import { sitePages } from './pages';
import { formatRendered, renderedFamilies, type RenderedPageSentences } from './renderedReport';
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

/** Up to n pages spread evenly over the list (all of them without n). */
function spread<T>(items: readonly T[], n: number | undefined): T[] {
  if (!n || n >= items.length) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]);
}

/**
 * The thin-page guard's figures: pages indexed and noindexed, own sentences and overlap per family; then the same
 * measure on the pages as rendered (every indexed page, or --sample N per family); --pages lists every page.
 */
export const seoReportCommand: Command = {
  name: 'seo:report',
  summary: 'Prints how many generated pages are indexed or noindexed and how much of their content is their own, per family, in their data and as rendered',
  usage: 'seo:report [--pages] [--family <id>] [--data-only] [--sample <n>]',
  options: { pages: { type: 'boolean' }, family: { type: 'string' }, 'data-only': { type: 'boolean' }, sample: { type: 'string' } },
  async run({ values }, ctx) {
    const pages = sitePages(ctx.config.SITE_NAME);
    const family = values.family as string | undefined;
    const families = [...new Set(pages.cat.all.map((p) => p.family))];
    if (family && !families.includes(family as never)) throw new UsageError(`unknown family "${family}"; one of: ${families.join(', ')}`);
    const sample = values.sample === undefined ? undefined : Number(values.sample);
    if (sample !== undefined && !(Number.isInteger(sample) && sample >= 2)) throw new UsageError('--sample needs a whole number of pages per family, 2 or more');
    if (!values.pages && !family) {
      for (const line of formatReport(seoReport(pages))) ctx.print(line);
      if (values['data-only']) return;
      // The pages search engines read: each family's indexed pages that stand for themselves.
      const targets = families.flatMap((id) => spread(pages.cat.all.filter((p) => p.family === id && p.canonicalPath === p.path && pages.quality.get(p.path)!.status === 'indexed'), sample));
      const bar = ctx.progress(targets.length, 'pages rendered');
      const rendered: RenderedPageSentences[] = [];
      for (const page of targets) {
        const { status, html } = await ctx.renderPage(page.path);
        bar.increment();
        if (status !== 200) {
          ctx.note(`seo:report: ${page.path} answered ${status}; left out`);
          continue;
        }
        rendered.push({ path: page.path, family: page.family, sentences: renderedSentences(html, pageContent(page).entityTerms) });
      }
      bar.stop();
      ctx.print('');
      for (const line of formatRendered(renderedFamilies(rendered), { sampled: sample !== undefined })) ctx.print(line);
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
