import { Link, useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MAGIC_LINK_CONFIRM_MESSAGE, MAGIC_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { MAGIC_LINK_PAGE, MAGIC_LINK_SIGN_IN_INTENT, safeNextPath } from '../../../domain/auth/rules';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { AuthShell, authHead, Notice, SubmitButton } from './AuthShell';
import type { SignInRefusal } from './signInOutcome';

/** The emailed sign-in link's page: it names the account the link signs in to, and nothing happens until its button is pressed. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token') ?? '';
  const { email } = await siteApiOf(context).auth.magicLinkAddress({ query: { token } });
  return { token, email, next: safeNextPath(params.get('next')) };
}

export const handle: RouteHandle = { head: () => authHead('Sign in with your link', 'Confirm the sign-in of your emailed link.', MAGIC_LINK_PAGE) };

const backToLogin = (
  <Link to="/auth/login" className="font-semibold text-orange-600 hover:text-orange-700">
    Back to sign in
  </Link>
);

export function Component() {
  const { token, email, next } = useLoaderData<typeof loader>();
  // The button posts to the login page's action, where the account forms' same-site check is; without JavaScript that page answers a refusal.
  const signIn = useFetcher<SignInRefusal>();
  const refusal = signIn.data;
  if (!email) {
    return (
      <AuthShell title="Sign in with your link" footer={backToLogin}>
        <Notice tone="error" testId="magic-link-invalid">
          {MAGIC_LINK_INVALID_MESSAGE}
        </Notice>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Sign in with your link" footer={backToLogin}>
      <p className="text-sm text-slate-700">
        {MAGIC_LINK_CONFIRM_MESSAGE}{' '}
        <strong className="mt-1 block break-words text-base text-slate-900" data-testid="magic-link-account">
          {email}
        </strong>
      </p>
      <signIn.Form method="post" action="/auth/login" className="mt-6 space-y-4" aria-label="Sign in with your link">
        <input type="hidden" name="intent" value={MAGIC_LINK_SIGN_IN_INTENT} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="next" value={next} />
        {refusal && (
          <Notice tone="error" testId="magic-link-error">
            {refusal.message}
          </Notice>
        )}
        <SubmitButton busy={signIn.state !== 'idle'} label="Sign in" busyLabel="Signing in..." />
      </signIn.Form>
    </AuthShell>
  );
}
