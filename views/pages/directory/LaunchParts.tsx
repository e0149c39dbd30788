import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';
import { BADGE_SIZE, BADGE_THEMES, badgeAlt, badgeEmbed, badgePath, type BadgeTheme } from '../../../domain/launches/badges';
import { rankTitle } from '../../../domain/launches/days';
import type { LaunchCard, ProductLaunch } from '../../../domain/launches/types';
import { votesLabel } from '../../../domain/launches/votes';
import { categoryLabel } from '../../../domain/directory/categories';
import { VoteButton } from '../../components/launches/VoteButton';
import { useSettings } from '../../components/useSettings';
import { ProductLogo } from './ProductLogo';

/** A product of the day's mark, linking to its day. */
export function ProductOfTheDay({ launch }: { launch: Pick<ProductLaunch, 'rank' | 'launch_date'> }) {
  if (!launch.rank) return null;
  return (
    <Link to={`/launches/${launch.launch_date}`} className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200" data-testid="product-of-the-day">
      <svg className="h-3.5 w-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M5 3h10v2h2v3a4 4 0 01-4 4h-.3A4 4 0 0111 13.9V16h3v2H6v-2h3v-2.1A4 4 0 017.3 12H7a4 4 0 01-4-4V5h2V3zm0 4v1a2 2 0 002 2V7H5zm10 0h-2v3a2 2 0 002-2V7z" />
      </svg>
      {rankTitle(launch.rank)}, {shortDate(launch.launch_date)}
    </Link>
  );
}

/** The product's votes in its hero: read again as the page comes alive. */
export function LaunchVote({ slug, name, launch }: { slug: string; name: string; launch: ProductLaunch }) {
  return <VoteButton slug={slug} name={name} votes={launch.votes} fresh />;
}

/** The launch day among the product's facts. */
export function LaunchDayFact({ launch }: { launch: ProductLaunch }) {
  return (
    <div className="flex justify-between gap-4 pt-3">
      <dt className="text-slate-500">Launched</dt>
      <dd className="font-medium text-slate-900">
        <Link to={`/launches/${launch.launch_date}`} className="hover:text-orange-700">
          <time dateTime={launch.launch_date}>{shortDate(launch.launch_date)}</time>
        </Link>
      </dd>
    </div>
  );
}

/** One code to copy, with its button. */
function EmbedCode({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  const id = `embed-${label.toLowerCase()}`;
  const copy = () =>
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {label}
        </label>
        <button type="button" onClick={copy} className="rounded-md px-2 py-1 text-xs font-semibold text-orange-700 hover:bg-orange-50" aria-describedby={`${id}-copied`}>
          Copy
        </button>
      </div>
      <textarea id={id} readOnly rows={3} value={code} className="mt-1 block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800" data-testid={`badge-${label.toLowerCase()}`} />
      <p id={`${id}-copied`} role="status" className={copied ? 'mt-1 text-xs text-emerald-700' : 'sr-only'}>
        {copied ? 'Copied' : ''}
      </p>
    </div>
  );
}

/**
 * The badge and the code to embed it (HTML and Markdown, a link to the product page around the image), in both
 * themes. While the website links back to its product page, the product page's link to it is followed.
 */
export function BadgeEmbed({ slug, name, rank, open = false }: { slug: string; name: string; rank: number | null; open?: boolean }) {
  const { publicUrl, siteName } = useSettings();
  const [theme, setTheme] = useState<BadgeTheme>('light');
  const embed = badgeEmbed({ publicUrl, slug, name, siteName, rank, theme });
  return (
    <details open={open} className="group rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm" data-testid="badge-embed">
      <summary className="cursor-pointer font-semibold text-slate-900">Embed the badge on your website</summary>
      <p className="mt-3 text-slate-600">Link back to this page with the badge: while your home page does, the link to your website here is followed.</p>
      <fieldset className="mt-4 flex gap-2">
        <legend className="sr-only">Badge theme</legend>
        {BADGE_THEMES.map((option) => (
          <label key={option} className={`cursor-pointer rounded-lg border px-3 py-1.5 text-xs font-semibold capitalize ${theme === option ? 'border-orange-500 bg-orange-50 text-orange-800' : 'border-slate-300 text-slate-700'}`}>
            <input type="radio" name={`badge-theme-${slug}`} value={option} checked={theme === option} onChange={() => setTheme(option)} className="sr-only" />
            {option}
          </label>
        ))}
      </fieldset>
      <div className={`mt-4 flex justify-center rounded-xl p-4 ${theme === 'dark' ? 'bg-slate-800' : 'bg-slate-50'}`}>
        <img src={badgePath(slug, theme)} alt={badgeAlt(name, siteName, rank)} width={BADGE_SIZE.width} height={BADGE_SIZE.height} loading="lazy" />
      </div>
      <div className="mt-4 space-y-3">
        <EmbedCode label="HTML" code={embed.html} />
        <EmbedCode label="Markdown" code={embed.markdown} />
      </div>
    </details>
  );
}

function RelatedCard({ product }: { product: LaunchCard }) {
  return (
    <li>
      <Link to={`/product/${encodeURIComponent(product.slug)}`} className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-orange-200 hover:shadow-md" data-testid="related-product">
        <ProductLogo name={product.name} src={product.logo_url} size={48} className="h-12 w-12 shrink-0 rounded-xl border border-slate-100 bg-slate-50" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{product.name}</span>
          <span className="block truncate text-sm text-slate-600">{product.headline}</span>
        </span>
        <span className="shrink-0 text-xs font-semibold text-slate-600">{votesLabel(product.votes)}</span>
      </Link>
    </li>
  );
}

/** Up to six other products of the category, newest launches first. */
export function RelatedProducts({ related, category }: { related: readonly LaunchCard[]; category: string }) {
  if (!related.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="text-xl font-semibold text-slate-900">
        More {categoryLabel(category)} products
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {related.map((product) => (
          <RelatedCard key={product.slug} product={product} />
        ))}
      </ul>
    </section>
  );
}
