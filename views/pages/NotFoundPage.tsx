import { Link } from 'react-router-dom';
import type { RouteHandle } from '../head';
import { PageShell } from '../components/PageShell';

export const handle: RouteHandle = {
  status: 404,
  head: () => ({ title: 'Page not found', description: "Sorry, we couldn't find the page you're looking for.", robots: 'noindex, follow' }),
};

export function NotFoundPage() {
  return (
    <PageShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="text-base font-semibold text-orange-600">404</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
        <p className="mt-6 text-lg leading-7 text-slate-600">Sorry, we couldn&apos;t find the page you&apos;re looking for.</p>
        <div className="mt-10 flex items-center justify-center gap-x-6">
          <Link to="/" className="rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-600">
            Go back home
          </Link>
          <Link to="/#faq" className="text-sm font-semibold text-slate-900 hover:text-orange-600">
            Contact support <span aria-hidden="true">&rarr;</span>
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
