import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { CallToAction, CardGrid, Faq, faqJsonLd, Hero, Pricing, Section } from '../../components/marketing';
import { HOME_FAQ } from '../../../domain/site/faq';
import { RECIPROCAL } from '../../content/offers';
import { acceptedCategoriesLabel } from '../../../domain/catalogue/limits';
import type { ReciprocalDirectory } from '../../../domain/catalogue/directories';
import { categoryLabel } from '../../../domain/directory/categories';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { plansLoader, type PlansData } from './plansLoader';

/** The plans and the catalogue's active reciprocal-link directories. */
export async function loader(args: LoaderFunctionArgs): Promise<PlansData & { directories: ReciprocalDirectory[] }> {
  const [plans, directories] = await Promise.all([plansLoader(args), siteApiOf(args.context).catalogue.reciprocal()]);
  return { ...plans, directories };
}

export const handle: RouteHandle<Awaited<ReturnType<typeof loader>>> = {
  head: ({ data }) => ({
    title: `${RECIPROCAL.title} | ${data.siteName}`,
    description: `${data.directories.length} startup, SaaS and AI directories that list your product for free in exchange for a link back. Open each one and submit in minutes.`,
    canonicalPath: '/list-of-directories-with-reciprocal-links',
    jsonLd: [faqJsonLd(HOME_FAQ)],
  }),
};

export function Component() {
  const { plans, directories, catalogueNote } = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <Hero h1Html={RECIPROCAL.h1Html} subtitle={RECIPROCAL.subtitle} action={{ label: 'Browse the list', href: '#list' }} points={RECIPROCAL.points} />
      <Section id="list" eyebrow={`${directories.length} directories`} title={RECIPROCAL.listTitle} subtitle={RECIPROCAL.note}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {directories.map((directory, index) => (
            <li key={directory.url}>
              <a
                href={directory.url}
                target="_blank"
                rel="noopener"
                className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 transition hover:border-orange-300 hover:shadow-sm"
              >
                <span aria-hidden="true" className="w-7 shrink-0 text-sm font-semibold tabular-nums text-slate-500">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900 group-hover:text-orange-600">{directory.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {directory.domain} · {acceptedCategoriesLabel(directory.categories, categoryLabel)}
                  </span>
                </span>
                <span aria-hidden="true" className="text-slate-400 group-hover:text-orange-500">
                  ↗
                </span>
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="why" title={RECIPROCAL.whyTitle} className="bg-slate-50">
        <CardGrid cards={RECIPROCAL.why} />
      </Section>
      <Pricing plans={plans} title="No time to submit one by one? We do it for you" note={catalogueNote} />
      <Faq items={HOME_FAQ} />
      <CallToAction />
    </PageShell>
  );
}
