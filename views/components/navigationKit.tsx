import { createContext, useContext, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ApiContract } from '../../domain/api';
import { browserClient } from '../api/browserClient';
import { authAddresses } from '../api/addresses/auth';
import { workspaceMemory } from './workspaceMemory';

export interface KitLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * How shared UI links and signs out: RootLayout provides the router's (client-side navigation); islands, which
 * hydrate without the router, get this default of plain anchors and full page loads.
 */
export interface NavigationKit {
  Link: ComponentType<KitLinkProps>;
  SignOut: ComponentType<{ className: string }>;
}

function PlainLink({ to, ...rest }: KitLinkProps) {
  return <a href={to} {...rest} />;
}

const authApi = browserClient<ApiContract['auth']>(authAddresses);

/** Without JavaScript the form posts to the sign-out page; with it, the API ends the session (cookie plus XSRF header). */
function PlainSignOut({ className }: { className: string }) {
  const [sending, setSending] = useState(false);
  async function signOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    await authApi.signOut().catch(() => undefined);
    workspaceMemory.forgetProject();
    window.location.assign('/auth/login');
  }
  return (
    <form method="post" action="/auth/sign-out" onSubmit={signOut}>
      <button type="submit" className={className} disabled={sending}>
        Sign out
      </button>
    </form>
  );
}

export const NavigationKitContext = createContext<NavigationKit>({ Link: PlainLink, SignOut: PlainSignOut });

export const useNavigationKit = (): NavigationKit => useContext(NavigationKitContext);
