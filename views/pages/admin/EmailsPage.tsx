import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';

export async function loader({ context, request }: LoaderFunctionArgs) {
  return adminCall(request, () => siteApiOf(context).admin.emails());
}

export const handle: RouteHandle = { head: () => adminHead('Emails') };

const WIDTHS = [375, 600] as const;

/**
 * Every email the service sends, rendered with sample data as the worker would send it. Each one shows in a
 * sandboxed frame (no scripts, no navigation) at a phone's or a reading pane's width, with its plain-text twin.
 */
export function Component() {
  const { emails } = useLoaderData<typeof loader>();
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(375);
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Emails ({emails.length})</h1>
        <div role="group" aria-label="Preview width" className="flex gap-2">
          {WIDTHS.map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)} className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${width === w ? 'bg-orange-700 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-50'}`}>
              {w} px
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Sample data, the real layout. In a terminal: <code>npm run cli -- email:preview &lt;name&gt;</code>.
      </p>
      <ul className="mt-6 space-y-10">
        {emails.map((email) => (
          <li key={email.name} id={email.name}>
            <h2 className="text-lg font-semibold text-slate-900">
              <code>{email.name}</code> <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{email.kind}</span>
            </h2>
            <p className="mt-1 break-words text-sm text-slate-700">Subject: {email.subject}</p>
            <iframe title={`${email.name} at ${width} px`} sandbox="" srcDoc={email.html} style={{ width: `${width}px` }} className="mt-3 h-[640px] max-w-full rounded-lg border border-slate-200 bg-white" />
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-slate-700">Plain text</summary>
              <pre className="mt-2 max-w-full overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800">{email.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
