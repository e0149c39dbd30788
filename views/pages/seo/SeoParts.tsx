import { Link } from 'react-router-dom';
import { faqJsonLd, Section } from '../../components/marketing';
import type { NavLink } from '../../components/SiteHeader';
import type { PageHead } from '../../head';
import type { SeoLink, SeoPageData } from '../../../domain/seo/types';
import { breadcrumbJsonLd } from './jsonLd';
import type { SeoPageLoaderData } from './loaders';

/** Title, description, canonical and structured data (BreadcrumbList, plus FAQPage when a FAQ is shown). */
export function seoHead({ page, publicUrl }: SeoPageLoaderData): PageHead {
  return {
    title: page.entry.metaTitle,
    description: page.entry.metaDescription,
    canonicalPath: page.canonicalPath,
    jsonLd: [breadcrumbJsonLd(publicUrl, page.breadcrumbs), ...(page.faq.length ? [faqJsonLd(page.faq)] : [])],
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

/** What this page says about its own subject: the h2 and h3 of the entry, with the subject's facts, directories, categories and benefits. */
export function SubjectSection({ page, id = 'benefits' }: { page: SeoPageData; id?: string }) {
  const { subject, entry } = page;
  return (
    <Section id={id} title={entry.h2}>
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
        <div>
          <p className="text-lg leading-8 text-slate-600">{subject.intro}</p>
          <h3 className="mt-8 text-xl font-semibold text-slate-900">{entry.h3}</h3>
          <div className="mt-4">
            <CheckList items={subject.kind === 'country' ? subject.reasons : subject.kind === 'keyword' ? subject.points : subject.benefits} />
          </div>
        </div>
        {subject.kind === 'country' ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-base font-semibold text-slate-900">{subject.name} at a glance</h3>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {subject.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-slate-500">{fact.label}</dt>
                  <dd className="font-semibold text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : subject.kind === 'keyword' ? null : (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-base font-semibold text-slate-900">Directory categories that fit {subject.name}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {subject.categories.map((category) => (
                <li key={category} className="rounded-full border border-orange-200 bg-white px-3 py-1 text-sm font-medium text-orange-700">
                  {category}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {subject.kind === 'country' && (
        <div className="mx-auto mt-12 max-w-5xl">
          <h3 className="text-xl font-semibold text-slate-900">Sample directories for {subject.name}</h3>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Directory
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What it is
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Website
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {subject.directories.map((directory) => (
                  <tr key={directory.domain}>
                    <td className="px-4 py-3 font-medium text-slate-900">{directory.name}</td>
                    <td className="px-4 py-3 text-slate-600">{directory.kind}</td>
                    <td className="px-4 py-3">
                      <a href={`https://${directory.domain}`} target="_blank" rel="noopener noreferrer nofollow" className="text-orange-600 hover:text-orange-700 hover:underline">
                        {directory.domain}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Section>
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
