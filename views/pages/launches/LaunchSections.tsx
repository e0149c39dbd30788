import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';

/** The launches pages' opening: a line above, the heading, a sentence. */
export function LaunchIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-orange-50/80 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-10 pt-12 text-center sm:px-6 sm:pt-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{children}</p>
      </div>
    </section>
  );
}

/** A titled part of a launches page, with an optional link beside its title. */
export function LaunchSection({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 pt-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-medium text-orange-700 hover:text-orange-800">
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Links to launch days, newest first. */
export function DayLinks({ days, label = 'Launches by day' }: { days: readonly string[]; label?: string }) {
  return (
    <nav aria-label={label} className="pt-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{label}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day}>
            <Link to={`/launches/${day}`} className="inline-flex rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-orange-300 hover:text-orange-700">
              {shortDate(day)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
