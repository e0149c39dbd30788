import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { backlinkState } from '../../../domain/orders/backlinks';
import { LONG_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX, TAGLINE_MAX } from '../../../domain/orders/copy';
import { DESK_STATUSES, type DeskStatus } from '../../../domain/orders/contract';
import type { DeskItem, DeskRow } from '../../../domain/orders/types';
import { ORDER_ID_PATTERN } from '../../../domain/orders/orders';
import type { RouteHandle } from '../../head';
import { formFields, siteApiOf, ServiceRefusal } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';

/** Rows whose backlink verdict the page asks for again (the ones recorded live in this visit). */
const MOST_ROWS_FOLLOWED = 20;
const VERDICT_POLL_MS = 2000;
const VERDICT_POLLS = 30;

/** /admin/desk: the next submissions, one at a time; ?rows=<id>,<id> also gives those items' verdicts. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = siteApiOf(context).orders;
  const ids = (new URL(request.url).searchParams.get('rows') ?? '').split(',').filter((id) => ORDER_ID_PATTERN.test(id)).slice(0, MOST_ROWS_FOLLOWED);
  const [desk, rows] = await Promise.all([adminCall(request, () => api.desk()), Promise.all(ids.map((itemId) => adminCall(request, () => api.deskRow({ params: { itemId } })).catch(() => null)))]);
  return { items: desk.items, rows: rows.filter((row): row is DeskRow => row !== null) };
}

export type DeskOutcome = { ok: true; message: string; row: DeskRow } | { ok: false; message: string };

/** Records one submission: submitted, live with its listing URL, rejected with the reason, or skipped for now. */
export async function action({ context, request }: ActionFunctionArgs): Promise<DeskOutcome> {
  const { itemId = '', status = '', liveUrl, reason } = formFields(await request.formData());
  try {
    const row = await adminCall(request, () => siteApiOf(context).orders.deskRecord({ params: { itemId }, body: { status: status as DeskStatus, liveUrl, reason } }));
    return { ok: true, message: `${row.directory}: ${status}`, row };
  } catch (error) {
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

export const handle: RouteHandle = { head: () => adminHead('Desk') };

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/** One piece of copy, ready to paste: its text, its length against the directory forms' limit, and a copy button. */
function CopyText({ label, text, max, lines = 1 }: { label: string; text: string; max?: number; lines?: number }) {
  const [copied, setCopied] = useState(false);
  const id = `copy-${label.toLowerCase().replace(/\W+/g, '-')}`;
  const copy = () => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
  return (
    <div className="sm:col-span-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label} {max && <span className="font-normal text-slate-500">({text.length} / {max.toLocaleString('en-US')})</span>}
        </label>
        <button type="button" onClick={copy} className="rounded-lg border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
          Copy<span className="sr-only"> {label}</span>
        </button>
      </div>
      {lines > 1 ? <textarea id={id} readOnly rows={lines} value={text} className={field} /> : <input id={id} readOnly value={text} className={field} />}
      <span aria-live="polite" className="text-xs text-emerald-700">{copied ? 'Copied' : ''}</span>
    </div>
  );
}

function DirectoryFacts({ directory: d }: { directory: DeskItem['directory'] }) {
  const { accountNeeded, reciprocalLink, reviewDays, notes } = d.requirements;
  const needs = [accountNeeded && 'an account', reciprocalLink && 'a link back', d.pricing !== 'free' && `payment (${d.pricing})`].filter(Boolean);
  return (
    <div className="text-sm text-slate-700">
      <p>
        {d.domain}, rating {d.domainRating ?? '-'}, links {d.linkPolicy}
        {reviewDays !== null && `, reviews in about ${reviewDays} days`}
      </p>
      <p>{needs.length ? `Needs ${needs.join(', ')}.` : 'No account or link back needed.'}</p>
      {notes && <p className="mt-1 text-slate-600">{notes}</p>}
      <a href={d.submitUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block rounded-lg bg-orange-500 px-3 py-1.5 font-semibold text-white hover:bg-orange-600">
        Open the submit form<span className="sr-only"> of {d.name} (new tab)</span>
      </a>
    </div>
  );
}

const STATUS_LABELS: Record<DeskStatus, string> = { submitted: 'Submitted', live: 'Live', rejected: 'Rejected', skipped: 'Skip' };

/** The operator's answer: the listing URL for live, the reason for rejected. */
type Recorder = ReturnType<typeof useFetcher<DeskOutcome>>;

function RecordForm({ item, fetcher }: { item: DeskItem; fetcher: Recorder }) {
  return (
    <fetcher.Form method="post" className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2" aria-label={`Record ${item.directory.name}`}>
      <input type="hidden" name="itemId" value={item.id} />
      <label className="text-sm font-medium text-slate-700">
        Listing URL <span className="font-normal text-slate-500">(for live)</span>
        <input name="liveUrl" type="url" className={field} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Reason <span className="font-normal text-slate-500">(for rejected)</span>
        <input name="reason" className={field} />
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {DESK_STATUSES.map((status) => (
          <button key={status} name="status" value={status} disabled={fetcher.state !== 'idle'} className={`rounded-lg px-4 py-2 text-sm font-semibold ${status === 'skipped' ? 'border border-slate-300 text-slate-700' : 'bg-slate-900 text-white'}`}>
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      {fetcher.data && !fetcher.data.ok && fetcher.state === 'idle' && <p role="alert" className="text-sm text-red-700 sm:col-span-2">{fetcher.data.message}</p>}
    </fetcher.Form>
  );
}

function CurrentItem({ item, recorder }: { item: DeskItem; recorder: Recorder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard users carry on with the next submission where they were.
  useEffect(() => heading.current?.focus(), [item.id]);
  const p = item.product;
  return (
    <article aria-labelledby="desk-item" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="desk-item">
      <h2 id="desk-item" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {item.directory.name} <span className="text-base font-normal text-slate-600">for {p.name}</span>
      </h2>
      <p className="text-xs text-slate-500">
        <Link to={`/admin/orders?order=${item.orderId}`} className="underline">The order</Link>
      </p>
      <div className="mt-3">
        <DirectoryFacts directory={item.directory} />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <CopyText label="Name" text={p.name} />
        <CopyText label="Tagline" text={p.tagline} max={TAGLINE_MAX} />
        <CopyText label="Short description" text={p.shortDescription} max={SHORT_DESCRIPTION_MAX} lines={2} />
        <CopyText label="Long description" text={p.longDescription} max={LONG_DESCRIPTION_MAX} lines={6} />
        <CopyText label="Category" text={p.category} />
        <CopyText label="Website" text={p.website} />
      </div>
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        {p.logoUrls.map((logo) => (
          <a key={logo.size} href={logo.url} download className="underline">{`Logo ${logo.size} px`}</a>
        ))}
        {p.screenshotUrl && <a href={p.screenshotUrl} download className="underline">Screenshot</a>}
        {!p.logoUrls.length && !p.screenshotUrl && <span className="text-slate-500">No logo or screenshot: the customer has no listing.</span>}
      </p>
      <RecordForm item={item} fetcher={recorder} />
    </article>
  );
}

/** What this visit recorded, with each live listing's backlink verdict once the check has run. */
function RecordedRows({ rows }: { rows: DeskRow[] }) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby="recorded" className="mt-8">
      <h2 id="recorded" className="text-lg font-semibold text-slate-900">Recorded</h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="desk-recorded">
        {rows.map((row) => (
          <li key={row.id} className="py-2" data-testid={`desk-row-${row.id}`}>
            <strong>{row.directory}</strong>: {row.status}
            {row.reason && ` (${row.reason})`}
            {row.status === 'live' && <span className="ml-2 text-slate-600">{row.backlink ? `Backlink: ${backlinkState(row.backlink)}` : 'Checking the backlink...'}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { items } = useLoaderData<typeof loader>();
  const [recorded, setRecorded] = useState<DeskRow[]>([]);
  const recorder = useFetcher<DeskOutcome>();
  const verdicts = useFetcher<typeof loader>();
  const [polls, setPolls] = useState(0);
  const answer = recorder.data;
  useEffect(() => {
    if (!answer?.ok) return;
    const { row } = answer;
    setRecorded((rows) => [row, ...rows.filter((r) => r.id !== row.id)].slice(0, MOST_ROWS_FOLLOWED));
    setPolls(0);
  }, [answer]);
  const rows = recorded.map((row) => verdicts.data?.rows.find((fresh) => fresh.id === row.id && fresh.status === row.status) ?? row);
  const waiting = rows.filter((row) => row.status === 'live' && !row.backlink).map((row) => row.id);
  useEffect(() => {
    if (!waiting.length || polls >= VERDICT_POLLS || verdicts.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      verdicts.load(`/admin/desk?rows=${waiting.join(',')}`);
    }, VERDICT_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting.join(','), polls, verdicts.state]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Desk</h1>
      <p className="mt-1 text-sm text-slate-600">
        {items.length ? `The next submissions, oldest paid order first (${items.length} shown).` : 'Nothing to submit: every planned directory of the paid orders is submitted.'}
      </p>
      {items[0] && <CurrentItem key={items[0].id} item={items[0]} recorder={recorder} />}
      {items.length > 1 && <p className="mt-3 text-sm text-slate-600">Then: {items.slice(1).map((item) => `${item.directory.name} for ${item.product.name}`).join(', ')}.</p>}
      <RecordedRows rows={rows} />
    </section>
  );
}
