import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type NavLink } from './SiteHeader';

/** Header, main content and footer: the frame of every page; `header` replaces the site header (areas with their own navigation). */
export function PageShell({ children, nav, header }: { children: ReactNode; nav?: readonly NavLink[]; header?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      {header ?? <SiteHeader links={nav} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The way back of the landing pages' short answers (waitlist, unsubscribe): on a light section, or a dark one. */
export function BackToHomePage({ onDark = false, spacing = 'mt-8' }: { onDark?: boolean; spacing?: string }) {
  return (
    <p className={`${spacing} text-sm`}>
      <Link to="/" className={onDark ? 'font-semibold text-orange-300 hover:text-orange-200' : 'font-semibold text-orange-700 hover:text-orange-800'}>
        Back to the home page
      </Link>
    </p>
  );
}
