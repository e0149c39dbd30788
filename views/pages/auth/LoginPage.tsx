import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { MAGIC_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { safeNextPath } from '../../../domain/auth/rules';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, servicesOf, type FormOutcome } from '../../services';
import { AuthShell, authHead, Field, goAfterSignIn, Notice, SubmitButton } from './AuthShell';
import { signInOutcome, type SignInOutcome } from './signInOutcome';

export async function loader({ context }: LoaderFunctionArgs) {
  return servicesOf(context).auth.options();
}

/** Three ways in on one page: password, a sign-in link by email (intent=magic-link), Google (intent=google). */
export async function action({ request, context }: ActionFunctionArgs): Promise<SignInOutcome | FormOutcome> {
  const { intent, email = '', password = '', next, credential = '', planId } = formFields(await request.formData());
  const auth = servicesOf(context).auth;
  if (intent === 'magic-link') return formOutcome(auth.sendMagicLink({ query: { email, next: next || '/' } }));
  if (intent === 'google') return signInOutcome(auth.signInWithGoogle({ body: { credential } }));
  return signInOutcome(auth.signIn({ body: { email, password, planId } }));
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
  const signIn = useFetcher<SignInOutcome>();
  const magic = useFetcher<FormOutcome>();
  const google = useFetcher<SignInOutcome>();
  const [googleError, setGoogleError] = useState<string | null>(null);

  useEffect(() => {
    if (signIn.state === 'idle' && signIn.data?.ok) goAfterSignIn(signIn.data.paymentUrl, next);
  }, [signIn.state, signIn.data, next]);
  useEffect(() => {
    if (google.state !== 'idle' || !google.data) return;
    if (google.data.ok) goAfterSignIn(google.data.paymentUrl, next);
    else setGoogleError(google.data.message);
  }, [google.state, google.data, next]);

  const onCredential = (credential: string) => google.submit({ intent: 'google', credential }, { method: 'post' });

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
      <signIn.Form method="post" className="mt-4 space-y-4" aria-label="Sign in with your password">
        <input type="hidden" name="intent" value="password" />
        {params.get('plan') && <input type="hidden" name="planId" value={params.get('plan') ?? ''} />}
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        {signIn.data && !signIn.data.ok && (
          <Notice tone="error" testId="login-error">
            {signIn.data.message}
          </Notice>
        )}
        <SubmitButton busy={signIn.state !== 'idle' || Boolean(signIn.data?.ok)} label="Sign in" busyLabel="Signing in..." />
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
        {magic.data && <Notice tone={magic.data.ok ? 'success' : 'error'}>{magic.data.message}</Notice>}
        <button type="submit" disabled={magic.state !== 'idle'} className="w-full rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 transition hover:bg-slate-50 disabled:opacity-70">
          {magic.state !== 'idle' ? 'Sending...' : 'Send me a link'}
        </button>
      </magic.Form>

      {googleClientId && (
        <div className="mt-6 space-y-3">
          <GoogleButton clientId={googleClientId} onCredential={onCredential} />
          {googleError && <Notice tone="error">{googleError}</Notice>}
        </div>
      )}
    </AuthShell>
  );
}
