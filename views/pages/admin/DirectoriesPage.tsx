import { useState, type ReactNode } from 'react';
import { Form, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { Directory } from '../../../domain/catalogue/directories';
import { acceptedCategoriesLabel, ANY_CATEGORY, DIRECTORY_PRICINGS, DIRECTORY_STATUSES, formatVisits, LINK_POLICIES, PRICING_LABELS } from '../../../domain/catalogue/limits';
import { CATEGORIES, categoryLabel } from '../../../domain/directory/categories';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';
import { AdminTable } from './AdminParts';
import { directoryFromForm, directoryQueryOf } from './directoryForm';

/** /admin/directories: the catalogue, searched, filtered, sorted and paged by its address. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = directoryQueryOf(new URL(request.url).searchParams);
  return { query, result: await adminCall(request, () => siteApiOf(context).catalogue.adminList({ query })) };
}

/** Save, add, pause or resume one directory. */
export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const api = siteApiOf(context).catalogue;
  const id = String(form.get('id') ?? '');
  return adminAction(request, async () => {
    const intent = form.get('intent');
    if (intent === 'pause' || intent === 'resume') {
      const { record: _record, ...current } = await api.adminGet({ params: { id } });
      const saved = await api.adminUpdate({ params: { id }, body: { ...current, status: intent === 'pause' ? 'paused' : 'active' } });
      return `${saved.name} is ${saved.status}.`;
    }
    const body = directoryFromForm(form);
    const saved = intent === 'create' ? await api.adminCreate({ body }) : await api.adminUpdate({ params: { id }, body });
    return `Saved ${saved.name}.`;
  });
}

export const handle: RouteHandle = { head: () => adminHead('Directories') };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
const small = 'rounded-lg border border-slate-300 px-2 py-1.5 text-sm';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`text-sm font-medium text-slate-700 ${wide ? 'sm:col-span-2' : ''}`}>
      {label}
      {children}
    </label>
  );
}

const Choice = ({ name, values, value, labelOf = (v) => v }: { name: string; values: readonly string[]; value?: string; labelOf?: (value: string) => string }) => (
  <select name={name} defaultValue={value} className={input}>
    {values.map((v) => (
      <option key={v} value={v}>
        {labelOf(v)}
      </option>
    ))}
  </select>
);

/** Every field operators write of a directory (the domain is fixed once it is added). */
function DirectoryForm({ directory }: { directory?: Directory }) {
  const fetcher = useFetcher<AdminOutcome>();
  const d = directory;
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={d ? `Edit ${d.name}` : 'New directory'}>
      {d && <input type="hidden" name="id" value={d.id} />}
      <Field label="Name"><input name="name" required defaultValue={d?.name} className={input} /></Field>
      <Field label="Domain"><input name="domain" required defaultValue={d?.domain} readOnly={Boolean(d)} className={input} /></Field>
      <Field label="Address (home page)"><input name="url" type="url" required defaultValue={d?.url} className={input} /></Field>
      <Field label="Submit address"><input name="submitUrl" type="url" required defaultValue={d?.submitUrl} className={input} /></Field>
      <Field label="Domain rating (0 to 100)"><input name="domainRating" inputMode="numeric" defaultValue={d?.domainRating ?? ''} className={input} /></Field>
      <Field label="Rated on"><input name="domainRatedAt" type="date" defaultValue={d?.domainRatedAt ?? ''} className={input} /></Field>
      <Field label="Monthly visits"><input name="monthlyVisits" inputMode="numeric" defaultValue={d?.monthlyVisits ?? ''} className={input} /></Field>
      <Field label="Review time (days)"><input name="reviewDays" inputMode="numeric" defaultValue={d?.requirements.reviewDays ?? ''} className={input} /></Field>
      <Field label="Pricing"><Choice name="pricing" values={DIRECTORY_PRICINGS} value={d?.pricing} labelOf={(v) => PRICING_LABELS[v as Directory['pricing']]} /></Field>
      <Field label="Link policy"><Choice name="linkPolicy" values={LINK_POLICIES} value={d?.linkPolicy ?? 'unknown'} /></Field>
      <Field label={`Categories accepted (values separated by ";", or ${ANY_CATEGORY})`}><input name="categories" required defaultValue={d?.categories.join('; ') ?? ANY_CATEGORY} className={input} /></Field>
      <Field label='Countries (ISO codes separated by ";", or global)'><input name="countries" required defaultValue={d?.countries.join('; ') ?? 'global'} className={input} /></Field>
      <Field label="Status"><Choice name="status" values={DIRECTORY_STATUSES} value={d?.status ?? 'active'} /></Field>
      <Field label="Notes" wide><textarea name="notes" rows={2} defaultValue={d?.requirements.notes} className={input} /></Field>
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700 sm:col-span-2">
        <legend className="sr-only">Requirements and pages</legend>
        {(
          [
            ['accountNeeded', 'Account needed', d ? d.requirements.accountNeeded : true],
            ['reciprocalLink', 'Asks for a link back', d?.requirements.reciprocalLink ?? false],
            ['featured', 'Featured on the landing page', d?.featured ?? false],
            ['reciprocal', 'On the reciprocal-link page', d?.reciprocal ?? false],
          ] as const
        ).map(([name, label, on]) => (
          <label key={name} className="flex items-center gap-2">
            <input type="checkbox" name={name} defaultChecked={on} /> {label}
          </label>
        ))}
      </fieldset>
      {fetcher.data && (
        <p role="status" className={`text-sm sm:col-span-2 ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>
          {fetcher.data.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <button name="intent" value={d ? 'save' : 'create'} disabled={fetcher.state !== 'idle'} className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600">
          {d ? 'Save directory' : 'Add directory'}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The search, the filters and the sort, kept in the address (a GET form). */
function Filters({ query }: { query: ReturnType<typeof directoryQueryOf> }) {
  const select = (name: string, label: string, value: string | undefined, options: readonly (readonly [string, string])[]) => (
    <label className="text-xs font-medium uppercase text-slate-500">
      {label}
      <select name={name} defaultValue={value ?? ''} className={`${small} mt-1 block`}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const all = ['', 'All'] as const;
  return (
    <Form method="get" role="search" aria-label="Directories" className="mt-4 flex flex-wrap items-end gap-3">
      <label className="text-xs font-medium uppercase text-slate-500">
        Search
        <input name="q" defaultValue={query.q} placeholder="Name or domain" className={`${small} mt-1 block w-56`} />
      </label>
      {select('status', 'Status', query.status, [all, ...DIRECTORY_STATUSES.map((s) => [s, s] as const)])}
      {select('category', 'Category', query.category, [all, [ANY_CATEGORY, 'Any category'], ...CATEGORIES.map((c) => [c.value, c.label] as const)])}
      <label className="text-xs font-medium uppercase text-slate-500">
        Country
        <input name="country" defaultValue={query.country} placeholder="DE, US or global" className={`${small} mt-1 block w-32`} />
      </label>
      {select('linkPolicy', 'Link policy', query.linkPolicy, [all, ...LINK_POLICIES.map((p) => [p, p] as const)])}
      {select('sort', 'Sort', query.sort, [['rating', 'Rating, highest first'], ['name', 'Name'], ['visits', 'Visits, most first']])}
      <button className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white">Apply</button>
    </Form>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The directory's track record at a glance: answers, acceptance, days to live, followed links, losses. */
function RecordCell({ record: r }: { record: Directory['record'] }) {
  if (!r.submitted) return <td className="py-2 pr-3 text-xs text-slate-500">none yet</td>;
  return (
    <td className="py-2 pr-3 text-xs" data-testid="record">
      {r.live} live, {r.rejected} rejected of {r.submitted} ({percent(r.acceptanceRate)} accepted)
      {r.live > 0 && <span className="block text-slate-500">{`${r.medianDaysToLive} days to live; ${percent(r.dofollowShare)} dofollow, ${percent(r.indexableShare)} indexable${r.lostLinks ? `; ${r.lostLinks} lost` : ''}`}</span>}
    </td>
  );
}

const STATUS_STYLES: Record<Directory['status'], string> = { active: 'bg-emerald-100 text-emerald-800', paused: 'bg-amber-100 text-amber-800', dead: 'bg-red-100 text-red-800' };

function DirectoryRow({ directory: d }: { directory: Directory }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<AdminOutcome>();
  return (
    <>
      <tr className="border-t border-slate-100 align-top" data-testid={`directory-${d.id}`}>
        <td className="py-2 pr-3">
          <a href={d.url} target="_blank" rel="noopener noreferrer" className="font-medium text-slate-900 hover:underline">
            {d.name}
          </a>
          <span className="block text-xs text-slate-500">{d.domain}</span>
        </td>
        <td className="py-2 pr-3 tabular-nums">{d.domainRating ?? '-'}</td>
        <td className="py-2 pr-3 tabular-nums">{d.monthlyVisits === null ? '-' : formatVisits(d.monthlyVisits)}</td>
        <td className="py-2 pr-3">{d.linkPolicy}</td>
        <td className="py-2 pr-3">{PRICING_LABELS[d.pricing]}</td>
        <td className="py-2 pr-3 text-xs">{acceptedCategoriesLabel(d.categories, categoryLabel)}</td>
        <td className="py-2 pr-3 text-xs">{d.countries.join(', ')}</td>
        <td className="py-2 pr-3">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[d.status]}`}>{d.status}</span>
          {d.consecutiveFailures > 0 && <span className="block text-xs text-red-700">{d.consecutiveFailures} failed check(s)</span>}
        </td>
        <RecordCell record={d.record} />
        <td className="py-2">
          <div className="flex gap-1">
            <button type="button" aria-expanded={editing} onClick={() => setEditing((v) => !v)} className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold">
              {editing ? 'Close' : 'Edit'}
              <span className="sr-only"> {d.name}</span>
            </button>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={d.id} />
              <button name="intent" value={d.status === 'active' ? 'pause' : 'resume'} className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold">
                {d.status === 'active' ? 'Pause' : 'Set active'}
                <span className="sr-only"> {d.name}</span>
              </button>
            </fetcher.Form>
          </div>
          {fetcher.data && <span role="status" className={`text-xs ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</span>}
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={10} className="border-t border-slate-100 bg-slate-50 p-4">
            <DirectoryForm directory={d} />
          </td>
        </tr>
      )}
    </>
  );
}

export function Component() {
  const { query, result } = useLoaderData<typeof loader>();
  const [adding, setAdding] = useState(false);
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const pageLink = (page: number) => `?${new URLSearchParams(Object.entries({ ...query, limit: undefined, page: String(page) }).filter((e): e is [string, string] => Boolean(e[1])))}`;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Directories ({result.total})</h1>
        <button type="button" aria-expanded={adding} onClick={() => setAdding((v) => !v)} className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
          {adding ? 'Close' : 'New directory'}
        </button>
      </div>
      {adding && (
        <div className="mt-4 rounded-xl border border-orange-200 bg-orange-50/40 p-4">
          <DirectoryForm />
        </div>
      )}
      <Filters query={query} />
      <div className="overflow-x-auto">
        <AdminTable columns={['Directory', 'Rating', 'Visits', 'Links', 'Pricing', 'Accepts', 'Countries', 'Status', 'Track record', '']} testId="directories">
          <tbody>
            {result.directories.map((directory) => (
              <DirectoryRow key={directory.id} directory={directory} />
            ))}
          </tbody>
        </AdminTable>
      </div>
      {result.directories.length === 0 && <p className="mt-4 text-sm text-slate-500">No directory matches.</p>}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 text-sm text-slate-600">
          Page {result.page} of {pages}
          {result.page > 1 && <a className="ml-3 underline" href={pageLink(result.page - 1)}>Previous</a>}
          {result.page < pages && <a className="ml-3 underline" href={pageLink(result.page + 1)}>Next</a>}
        </nav>
      )}
    </section>
  );
}
