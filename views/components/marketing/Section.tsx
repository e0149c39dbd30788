import type { ReactNode } from 'react';

/** A page section with its own anchor and an h2 heading: safe to place on any page. */
export function Section({ id, eyebrow, title, subtitle, children, className = '' }: { id?: string; eyebrow?: string; title: string; subtitle?: string; children: ReactNode; className?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-16 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-orange-600">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg leading-8 text-slate-600">{subtitle}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
