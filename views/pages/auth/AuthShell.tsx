import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import type { PageHead } from '../../head';

/** Account pages are about one person: never indexed. */
export const authHead = (title: string, description: string, canonicalPath: string): PageHead => ({ title, description, canonicalPath, robots: 'noindex, nofollow' });

/** The frame of the account pages: a centred card under the site header. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-orange-50 to-white px-4 py-16 sm:px-6">
        <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mx-auto mt-6 max-w-md text-center text-sm text-slate-600">{footer}</div>}
      </section>
    </PageShell>
  );
}

export function Field({ label, name, type = 'text', autoComplete, defaultValue, invalid }: { label: string; name: string; type?: string; autoComplete?: string; defaultValue?: string; invalid?: boolean }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:border-orange-400 focus:ring-2 focus:ring-orange-200 aria-invalid:border-red-400"
      />
    </label>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className="w-full rounded-lg bg-orange-500 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-orange-600 disabled:cursor-wait disabled:opacity-70">
      {busy ? busyLabel : label}
    </button>
  );
}

export function Notice({ tone, children, testId }: { tone: 'error' | 'success'; children: ReactNode; testId?: string }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`rounded-lg px-3 py-2 text-sm font-medium ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}>
      {children}
    </p>
  );
}
