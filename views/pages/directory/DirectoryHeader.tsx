import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { SiteHeader, type NavLink } from '../../components/SiteHeader';

/** The directory area's navigation (spec section 2, "Directory screens"). */
const DIRECTORY_LINKS: readonly NavLink[] = [
  { label: 'Directories List', to: '/directories' },
  { label: 'Launches', to: '/launches' },
  { label: '200+ Directories submission', to: '/#pricing' },
];

const SUBMIT_PRODUCT_LINK: NavLink = { label: 'Submit Product', to: '/directories/submit' };

function DirectoryHeader() {
  return <SiteHeader links={DIRECTORY_LINKS} cta={SUBMIT_PRODUCT_LINK} />;
}

/** Page frame of the directory pages: the directory header, the page, the site footer. */
export function DirectoryShell({ children }: { children: ReactNode }) {
  return <PageShell header={<DirectoryHeader />}>{children}</PageShell>;
}

/** The directory pages' answer to an address that names nothing (a 404 from the loader); any other error goes up to the root boundary. */
export function DirectoryNotFound({ message, back }: { message: string; back: { to: string; label: string } }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <DirectoryShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Oops!</h1>
        <p className="mt-4 text-lg text-slate-600">{message}</p>
        <Link to={back.to} className="mt-10 rounded-lg bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
          {back.label}
        </Link>
      </section>
    </DirectoryShell>
  );
}
