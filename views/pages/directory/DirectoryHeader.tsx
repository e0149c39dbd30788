import type { ReactNode } from 'react';
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
