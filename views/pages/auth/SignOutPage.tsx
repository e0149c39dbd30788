import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { authHead } from './AuthShell';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { workspaceMemory } from '../../components/workspaceMemory';

/** /auth/sign-out: the header's sign-out button posts here; spec section 4: signing out goes to /auth/login. */
export async function action({ context }: ActionFunctionArgs) {
  // Signing out always ends on the login page, even when the call could not reach the server.
  await siteApiOf(context).auth.signOut().catch(() => undefined);
  workspaceMemory.forgetProject();
  return redirect('/auth/login');
}

export const loader = () => redirect('/auth/login');

export const handle: RouteHandle = { head: () => authHead('Sign out', 'Sign out.', '/auth/sign-out') };
