import { Link, useFetcher } from 'react-router-dom';
import type { KitLinkProps, NavigationKit } from './navigationKit';

function RouterLink({ to, ...rest }: KitLinkProps) {
  return <Link to={to} {...rest} />;
}

/** Posts to /auth/sign-out through a fetcher: its action ends the session and redirects to the login page. */
function RouterSignOut({ className }: { className: string }) {
  const signOut = useFetcher();
  return (
    <signOut.Form method="post" action="/auth/sign-out">
      <button type="submit" className={className} disabled={signOut.state !== 'idle'}>
        Sign out
      </button>
    </signOut.Form>
  );
}

/** The navigation kit of pages hydrated with the router: client-side links and the sign-out action. */
export const routerNavigationKit: NavigationKit = { Link: RouterLink, SignOut: RouterSignOut };
