import { useEffect, useRef } from 'react';
import { data, Link, useActionData, useFetcher, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { MAGIC_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { MAGIC_LINK_SIGN_IN_INTENT, safeNextPath } from '../../../domain/auth/rules';
import { ACCOUNT_DELETED_MESSAGE } from '../../../domain/users/messages';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, siteApiOf, type FormOutcome } from '../../siteApi';
import { AuthShell, authHead, Field, Notice, SubmitButton } from './AuthShell';
import { signInAnswer, type SignInRefusal } from './signInOutcome';

export async function loader({ context }: LoaderFunctionArgs) {
  return siteApiOf(context).auth.options();
}

/** The sign-in link form's answer: sent (or not), and that it was this form. */
type MagicLinkAnswer = FormOutcome & { intent: 'magic-link' };

/**
 * Three ways in on one page: password, a sign-in link by email (intent=magic-link), Google (intent=google). With
 * JavaScript each form posts through its fetcher; without it the password and link forms post to this page, and so
 * does the button of a sign-in link's own page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { intent, email = '', password = '', next, credential = '', planId, token = '' } = formFields(await request.formData().catch(() => new FormData()));
  const auth = siteApiOf(context).auth;
  // The button of an emailed sign-in link's page (MagicLinkPage.tsx).
  if (intent === MAGIC_LINK_SIGN_IN_INTENT) return signInAnswer(auth.signInWithMagicLink({ body: { token, planId } }), next, intent);
  if (intent === 'magic-link') {
    const outcome = await formOutcome(auth.sendMagicLink({ query: { email, next: safeNextPath(next) } }));
    if (outcome.ok) return data<MagicLinkAnswer>({ ok: true, message: outcome.message, intent });
    return data<MagicLinkAnswer>({ ...outcome, intent }, { status: outcome.status || 400 });
  }
  if (intent === 'google') return signInAnswer(auth.signInWithGoogle({ body: { credential } }), next, 'google');
  return signInAnswer(auth.signIn({ body: { email, password, planId } }), next, 'password');
}

export const handle: RouteHandle = { head: () => authHead('Sign in', 'Sign in to your account.', '/auth/login') };

declare global {
  interface Window {
    google?: { accounts: { id: { initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void; renderButton(element: HTMLElement, options: Record<string, unknown>): void } } };
  }
}

/** Google's own button (Google Identity Services), shown when GOOGLE_CLIENT_ID is set. */
function GoogleButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      window.google?.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => onCredential(credential) });
      if (slot.current) window.google?.accounts.id.renderButton(slot.current, { theme: 'outline', size: 'large', width: 320 });
    };
    document.head.appendChild(script);
    return () => script.remove();
  }, [clientId, onCredential]);
  return <div ref={slot} className="flex justify-center" data-testid="google-button" />;
}

export function Component() {
  const { googleClientId } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const signIn = useFetcher<SignInRefusal>();
  const magic = useFetcher<MagicLinkAnswer>();
  const google = useFetcher<SignInRefusal>();
  // Without JavaScript the page itself is the answer to whichever form was posted.
  const answered = useActionData<SignInRefusal | MagicLinkAnswer>();
  const signInRefusal = signIn.data ?? (answered && answered.intent === 'password' ? (answered as SignInRefusal) : undefined);
  const magicAnswer = magic.data ?? (answered?.intent === 'magic-link' ? (answered as MagicLinkAnswer) : undefined);

  const onCredential = (credential: string) => google.submit({ intent: 'google', credential, next }, { method: 'post' });

  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your plan and listings."
      footer={
        <>
          No account yet?{' '}
          <Link to={`/auth/signup${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} className="font-semibold text-orange-600 hover:text-orange-700">
            Create one
          </Link>
        </>
      }
    >
      {params.get('link') === 'invalid' && <Notice tone="error">{MAGIC_LINK_INVALID_MESSAGE}</Notice>}
      {answered?.intent === MAGIC_LINK_SIGN_IN_INTENT && !answered.ok && (
        <Notice tone="error" testId="magic-link-error">
          {answered.message}
        </Notice>
      )}
      {params.get('account') === 'deleted' && (
        <Notice tone="success" testId="account-deleted">
          {ACCOUNT_DELETED_MESSAGE}
        </Notice>
      )}
      <signIn.Form method="post" className="mt-4 space-y-4" aria-label="Sign in with your password">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="next" value={next} />
        {params.get('plan') && <input type="hidden" name="planId" value={params.get('plan') ?? ''} />}
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        {signInRefusal && (
          <Notice tone="error" testId="login-error">
            {signInRefusal.message}
          </Notice>
        )}
        <SubmitButton busy={signIn.state !== 'idle'} label="Sign in" busyLabel="Signing in..." />
        <p className="text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-slate-600 hover:text-orange-600">
            Forgot your password?
          </Link>
        </p>
      </signIn.Form>

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <magic.Form method="post" className="space-y-3" aria-label="Email me a sign-in link">
        <input type="hidden" name="intent" value="magic-link" />
        <input type="hidden" name="next" value={next} />
        <Field label="Email me a sign-in link" name="email" type="email" autoComplete="email" />
        {magicAnswer && (
          <Notice tone={magicAnswer.ok ? 'success' : 'error'} testId="magic-link-answer">
            {magicAnswer.message}
          </Notice>
        )}
        <button type="submit" disabled={magic.state !== 'idle'} className="w-full rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 transition hover:bg-slate-50 disabled:opacity-70">
          {magic.state !== 'idle' ? 'Sending...' : 'Send me a link'}
        </button>
      </magic.Form>

      {googleClientId && (
        <div className="mt-6 space-y-3">
          <GoogleButton clientId={googleClientId} onCredential={onCredential} />
          {google.data && <Notice tone="error">{google.data.message}</Notice>}
        </div>
      )}
    </AuthShell>
  );
}
