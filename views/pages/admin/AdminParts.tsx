import type { ReactNode } from 'react';
import { Form } from 'react-router-dom';

/** The search box of an admin list (?q=), submitted as a GET so the address keeps the search. */
export function AdminSearch({ q, label = 'Search by email' }: { q?: string; label?: string }) {
  return (
    <Form method="get" className="mt-4 flex gap-2" role="search">
      <input name="q" defaultValue={q} placeholder={label} aria-label={label} className="w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      <button className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white">Search</button>
    </Form>
  );
}

/** An admin table: its column headings, then the rows given as children. */
export function AdminTable({ columns, className = 'mt-6', children, testId }: { columns: readonly string[]; className?: string; children: ReactNode; testId?: string }) {
  return (
    <table className={`${className} w-full text-left text-sm`} data-testid={testId}>
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          {columns.map((column) => (
            <th key={column} className="py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** Key figures as cards (label above, value below), in a grid whose columns the page chooses. */
export function AdminFigures({ figures, grid }: { figures: readonly { label: string; value: ReactNode }[]; grid: string }) {
  return (
    <dl className={`mt-6 grid gap-4 ${grid}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
