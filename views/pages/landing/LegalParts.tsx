import { PageShell } from '../../components/PageShell';
import { RevealEmail } from '../../components/marketing';
import { useSettings } from '../../components/useSettings';
import { LEGAL_UPDATED, withSiteName, type LegalDocument } from '../../content/legal';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf } from '../../siteApi';
import type { RouteHandle } from '../../head';

interface LegalData {
  siteName: string;
}

export async function legalLoader({ context }: LoaderFunctionArgs): Promise<LegalData> {
  return { siteName: (await siteApiOf(context).site.settings()).siteName };
}

/** Legal pages are for people, not search results: noindex, nofollow. */
export function legalHandle(doc: LegalDocument): RouteHandle<LegalData> {
  return {
    head: ({ data }) => ({
      title: `${doc.title} | ${data.siteName}`,
      description: withSiteName(doc.description, data.siteName),
      canonicalPath: doc.path,
      robots: 'noindex, nofollow',
    }),
  };
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { siteName } = useSettings();
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <header className="border-b border-slate-200 pb-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-orange-600">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{doc.title}</h1>
          <p className="mt-4 text-slate-500">
            Last updated: <time dateTime="2024-10-28">{LEGAL_UPDATED}</time>
          </p>
        </header>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                {withSiteName(paragraph, siteName)}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-orange-400">
                {section.list.map((item) => (
                  <li key={item}>{withSiteName(item, siteName)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section className="mt-12 rounded-2xl bg-slate-50 p-6">
          <h2 className="text-lg font-semibold text-slate-900">Contact</h2>
          <p className="mt-2 text-slate-700">
            {siteName} support: <RevealEmail />
          </p>
        </section>
      </article>
    </PageShell>
  );
}
