import type { FeaturedDirectory } from '../../../domain/catalogue/directories';
import { formatVisits } from '../../../domain/catalogue/limits';
import { PREVIEW as PREVIEW_COPY } from '../../content/landing';
import { Section } from './Section';


const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The sample table of the catalogue's featured directories (10): name, domain rating, monthly visits. */
export function DirectoryPreview({ directories }: { directories: readonly FeaturedDirectory[] }) {
  return (
    <Section id="directories-sample" eyebrow={PREVIEW_COPY.eyebrow} title={PREVIEW_COPY.title} subtitle={PREVIEW_COPY.subtitle} className="bg-slate-50">
      <div className="mx-auto max-w-3xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`${directories.length} sample directories with their domain rating and monthly visits`}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 sm:px-6">Directory</th>
                <th scope="col" className="px-3 py-3 text-center sm:px-6">
                  <abbr title="Domain rating" className="no-underline sm:hidden">DR</abbr>
                  <span className="hidden sm:inline">Domain rating</span>
                </th>
                <th scope="col" className="px-4 py-3 text-right sm:px-6">
                  <span className="sm:hidden">Visits/mo</span>
                  <span className="hidden sm:inline">Monthly visits</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {directories.map((directory) => (
                <tr key={directory.name} className="hover:bg-orange-50/40">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:px-6">
                    {directory.name}
                    <span className="block text-xs font-normal text-slate-500">{hostOf(directory.url)}</span>
                  </th>
                  <td className="px-3 py-3 text-center sm:px-6">
                    <span className="inline-flex min-w-10 justify-center rounded-full bg-orange-100 px-2.5 py-0.5 font-semibold text-orange-700">{directory.domainRating ?? '-'}</span>
                  </td>
                  <td className="px-4 py-3 text-right font-medium tabular-nums text-slate-700 sm:px-6">{directory.monthlyVisits === null ? '-' : formatVisits(directory.monthlyVisits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 bg-slate-50 px-4 py-4 text-sm sm:flex-row sm:px-6">
          <p className="text-slate-500">{PREVIEW_COPY.caption}</p>
          <a href="#pricing" className="font-semibold whitespace-nowrap text-orange-600 hover:text-orange-700">
            See the plans with 200+ directories →
          </a>
        </div>
      </div>
    </Section>
  );
}
