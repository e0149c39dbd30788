import { useEffect, useId, useState, type MouseEvent } from 'react';
import { defineIsland, Island } from './Island';
import { useNavigationKit } from './navigationKit';
import { useSession } from './useSession';
import { useSettings } from './useSettings';

export interface NavLink {
  label: string;
  to: string;
}

/** The main navigation of the spec; pages with their own anchors (influencer outreach, /page/{slug}) pass theirs. */
const MAIN_NAV: readonly NavLink[] = [
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Influencer Outreach', to: '/influencer-outreach' },
  { label: 'Free Directory', to: '/directories' },
];

/** Sign in, or the account and admin links and sign out (spec section 4: sign out goes to /auth/login). */
function AccountLinks({ className }: { className: string }) {
  const session = useSession();
  const { Link, SignOut } = useNavigationKit();
  if (session === 'signed-out') {
    return (
      <Link to="/auth/login" className={className}>
        Sign in
      </Link>
    );
  }
  return (
    <>
      <Link to="/app" className={className}>
        Workspace
      </Link>
      <Link to="/account" className={className}>
        Account
      </Link>
      {session === 'admin' && (
        <Link to="/admin" className={className}>
          Admin
        </Link>
      )}
      <SignOut className={className} />
    </>
  );
}

interface HeaderProps {
  links?: readonly NavLink[];
  cta?: NavLink;
}

/** The site header; an island on pages served as islands (its menu button and account links need JavaScript). */
export function SiteHeader({ links = MAIN_NAV, cta = { label: 'Get started', to: '/#pricing' } }: HeaderProps) {
  const { siteName } = useSettings();
  return <Island kind={headerIsland} props={{ links, cta, siteName }} />;
}

function HeaderBar({ links, cta, siteName }: Required<HeaderProps> & { siteName: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { Link } = useNavigationKit();

  // Following a link from the mobile menu closes it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6" aria-label="Main">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{siteName}</span>
        </Link>
        <ul className="hidden items-center gap-8 text-sm font-medium text-slate-600 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="transition hover:text-orange-600" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3">
          <div className="hidden items-center gap-3 md:flex">
            <AccountLinks className="text-sm font-medium text-slate-600 transition hover:text-orange-600" />
          </div>
          <Link to={cta.to} className="hidden rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-orange-600 md:inline-block">
            {cta.label}
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-500 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!open} onClick={closeOnLink} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="space-y-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="block rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-orange-50" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="flex flex-col">
            <AccountLinks className="block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-slate-700 hover:bg-orange-50" />
          </li>
          <li>
            <Link className="mt-2 block rounded-lg bg-orange-500 px-3 py-2 text-center font-semibold text-white" to={cta.to}>
              {cta.label}
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}

export const headerIsland = defineIsland('header', HeaderBar);
