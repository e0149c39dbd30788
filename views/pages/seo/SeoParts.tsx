import { Link } from 'react-router-dom';
import { socialCardPath } from '../../../domain/site/socialCards';
import { Section } from '../../components/marketing';
import type { NavLink } from '../../components/SiteHeader';
import type { PageHead } from '../../head';
import { categoryLabel } from '../../../domain/directory/categories';
import type { ProductCard } from '../../../domain/directory/types';
import type { ContentBlock, DirectoryTable, SeoLink, SeoPageData } from '../../../domain/seo/types';
import { ProductLogo } from '../directory/ProductLogo';
import { breadcrumbJsonLd, itemListJsonLd } from './jsonLd';
import type { SeoPageLoaderData } from './loaders';

/**
 * Title, description, canonical, robots (pages below the thin-page bar are 'noindex, follow') and structured data:
 * BreadcrumbList, and an ItemList for each directory table. No FAQPage: search engines show FAQ results only for
 * well-known government and health sites now, so the FAQ stays visible on the page without the markup.
 */
export function seoHead({ page, publicUrl }: SeoPageLoaderData): PageHead {
  const tables = [page.aside, ...page.blocks].flatMap((block) => (block?.table ? [block.table] : []));
  return {
    title: page.entry.metaTitle,
    description: page.entry.metaDescription,
    canonicalPath: page.canonicalPath,
    robots: page.robots,
    image: socialCardPath(page.canonicalPath),
    jsonLd: [breadcrumbJsonLd(publicUrl, page.breadcrumbs), ...tables.map((table) => itemListJsonLd(publicUrl, table))],
  };
}

/** The main navigation, built on this page's own address (spec: header links build on /page/{slug}). */
export function pageNav(path: string): NavLink[] {
  return [
    { label: 'Benefits', to: `${path}#benefits` },
    { label: 'Pricing', to: `${path}#pricing` },
    { label: 'Influencer Outreach', to: '/influencer-outreach' },
    { label: 'Free Directory', to: '/directories' },
  ];
}

export function Breadcrumbs({ trail }: { trail: readonly SeoLink[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
        {trail.map((item, i) => (
          <li key={item.path} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-700">
                {item.label}
              </span>
            ) : (
              <Link to={item.path} className="hover:text-orange-600">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className="mt-1 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-orange-100 text-xs font-bold text-orange-600">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A link to a directory: our own pages through the router, other sites in a new tab without passing authority (our origin still shows as the referrer). */
function DirectoryLink({ url, children }: { url: string; children: string }) {
  const className = 'text-orange-600 hover:text-orange-700 hover:underline';
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener nofollow" className={className}>
      {children}
    </a>
  );
}

function DirectoryTableView({ table }: { table: DirectoryTable }) {
  return (
    <>
      <p className="mb-2 text-xs text-slate-500 sm:hidden">Scroll the table sideways to see every column.</p>
      {/* Focusable, so keyboard users can scroll it too (a region wider than a phone's screen). */}
      <div className="overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-label={table.caption}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {table.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.url ? <DirectoryLink url={row.url}>{row.name}</DirectoryLink> : row.name}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className="px-4 py-3 text-slate-600">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Everything a content block holds, under a heading of the given level. */
function BlockBody({ block }: { block: ContentBlock }) {
  return (
    <>
      {block.paragraphs?.map((p) => (
        <p key={p} className="mt-4 leading-7 text-slate-600">
          {p}
        </p>
      ))}
      {block.bullets && (
        <div className="mt-4">
          <CheckList items={block.bullets} />
        </div>
      )}
      {block.steps && (
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
          {block.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {block.chips && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {block.chips.map((chip) => (
            <li key={chip} className="rounded-full border border-orange-200 bg-white px-3 py-1 text-sm font-medium text-orange-700">
              {chip}
            </li>
          ))}
        </ul>
      )}
      {block.facts && (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {block.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-500">{fact.label}</dt>
              <dd className="font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {block.table && (
        <div className="mt-4">
          <DirectoryTableView table={block.table} />
        </div>
      )}
      {block.source && (
        <p className="mt-3 text-xs text-slate-500">{block.source.url ? <DirectoryLink url={block.source.url}>{block.source.text}</DirectoryLink> : block.source.text}</p>
      )}
    </>
  );
}

/** What this page says about its own subject: the entry's h2 and h3 with the intro, the points and the aside. */
export function SubjectSection({ page, id = 'benefits' }: { page: SeoPageData; id?: string }) {
  const { entry, aside } = page;
  return (
    <Section id={id} title={entry.h2}>
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
        <div>
          {page.intro.map((p) => (
            <p key={p} className="mb-4 text-lg leading-8 text-slate-600">
              {p}
            </p>
          ))}
          <h3 className="mt-8 text-xl font-semibold text-slate-900">{entry.h3}</h3>
          <div className="mt-4">
            <CheckList items={page.points} />
          </div>
        </div>
        {aside && (
          <aside aria-labelledby={`${aside.id}-title`} className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 id={`${aside.id}-title`} className="text-base font-semibold text-slate-900">
              {aside.title}
            </h3>
            <BlockBody block={aside} />
          </aside>
        )}
      </div>
    </Section>
  );
}

/** The page's further sections, each with its own h2 and anchor. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <section key={block.id} id={block.id} aria-labelledby={`${block.id}-title`} className="scroll-mt-20 py-10">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id={`${block.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {block.title}
            </h2>
            <BlockBody block={block} />
          </div>
        </section>
      ))}
    </>
  );
}

/** Products from the public directory in the page's categories, when there are some. */
export function DirectoryExamples({ products, audience }: { products: readonly ProductCard[]; audience: string }) {
  if (!products.length) return null;
  return (
    <section id="examples" aria-labelledby="examples-title" className="scroll-mt-20 py-10">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="examples-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Listed in our free directory
        </h2>
        <p className="mt-2 text-slate-600">Products close to {audience}, as founders listed them in our public startup directory.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {products.map((product) => (
            <li key={product.slug} className="rounded-2xl border border-slate-200 bg-white p-4">
              <Link to={`/product/${product.slug}`} className="flex items-center gap-3 font-semibold text-slate-900 hover:text-orange-600">
                <ProductLogo name={product.name} src={product.logo_url} size={40} className="h-10 w-10 shrink-0 rounded-lg" />
                {product.name}
              </Link>
              <p className="mt-2 text-sm text-slate-600">{product.headline}</p>
              <span className="mt-2 inline-block rounded-full bg-orange-50 px-2 py-0.5 text-xs font-medium text-orange-700">{categoryLabel(product.category)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A list of internal links (related pages, hubs). */
export function LinkList({ links, className }: { links: readonly SeoLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className="text-slate-700 hover:text-orange-600 hover:underline">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Same subject in other families and neighbouring entries: every generated page is linked from others. */
export function RelatedPages({ groups }: { groups: SeoPageData['related'] }) {
  return (
    <nav aria-labelledby="related-title" className="border-t border-slate-100 bg-white py-12">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Related pages
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          {groups.map((group) => (
            <div key={group.title}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{group.title}</h3>
              <LinkList links={group.links} className="mt-3 space-y-2" />
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
