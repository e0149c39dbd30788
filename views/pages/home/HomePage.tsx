import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { PageShell } from '../../components/PageShell';

export const handle: RouteHandle = {
  head: () => ({
    title: 'LaunchBoost - Directory submission, SEO content and influencer outreach for startups',
    description: 'Get listed on 200+ startup directories, publish 30 SEO blog posts a month and launch programmatic SEO pages. Backlinks and traffic, done for you.',
    canonicalPath: '/',
  }),
};

export function HomePage() {
  const [count, setCount] = useState(0);
  return (
    <PageShell>
      <section className="mx-auto max-w-4xl px-6 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          Submit your startup to <span className="text-orange-500 hover:text-orange-600">200+ directories</span>
        </h1>
        <p className="mt-6 text-lg text-slate-600">Backlinks, SEO blog posts, programmatic pages and influencer outreach for founders.</p>
        <div className="mt-10 flex justify-center gap-4">
          <Link to="/directories" className="rounded-lg bg-orange-500 px-5 py-3 font-semibold text-white hover:bg-orange-600">
            Browse the free directory
          </Link>
          <button type="button" data-testid="hydration-probe" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold" onClick={() => setCount((c) => c + 1)}>
            Clicked {count} times
          </button>
        </div>
      </section>
    </PageShell>
  );
}
