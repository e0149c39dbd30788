import type { ReactNode } from 'react';
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
