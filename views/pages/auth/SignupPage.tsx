import { useEffect } from 'react';
import { Link, useFetcher, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/rules';
import { safeNextPath } from '../../../domain/auth/rules';
import type { RouteHandle } from '../../head';
import { formFields, servicesOf } from '../../services';
import { AuthShell, authHead, Field, goAfterSignIn, Notice, SubmitButton } from './AuthShell';
import { signInOutcome, type SignInOutcome } from './signInOutcome';

export async function action({ request, context }: ActionFunctionArgs): Promise<SignInOutcome> {
  const { firstName = '', email = '', password = '', planId } = formFields(await request.formData());
  return signInOutcome(servicesOf(context).auth.signUp({ body: { user: { firstName, email, password }, planId } }));
}

export const handle: RouteHandle = { head: () => authHead('Create your account', 'Create an account to order a plan and follow your listings.', '/auth/signup') };

export function Component() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const fetcher = useFetcher<SignInOutcome>();

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) goAfterSignIn(fetcher.data.paymentUrl, next);
  }, [fetcher.state, fetcher.data, next]);

  return (
    <AuthShell
      title="Create your account"
      subtitle="It takes a minute. You can order a plan right after."
      footer={
        <>
          Already have an account?{' '}
          {/* A plan chosen before signing up stays chosen when the visitor already has an account. */}
          <Link to={`/auth/login${params.get('plan') ? `?${new URLSearchParams({ plan: params.get('plan') ?? '' })}` : ''}`} className="font-semibold text-orange-600 hover:text-orange-700">
            Sign in
          </Link>
        </>
      }
    >
      <fetcher.Form method="post" className="space-y-4" aria-label="Create your account">
        {params.get('plan') && <input type="hidden" name="planId" value={params.get('plan') ?? ''} />}
        <Field label="First name" name="firstName" autoComplete="given-name" invalid={fetcher.data?.ok === false && fetcher.data.field === 'firstName'} />
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <Field label={`Password (at least ${PASSWORD_MIN_LENGTH} characters)`} name="password" type="password" autoComplete="new-password" />
        {fetcher.data && !fetcher.data.ok && (
          <Notice tone="error" testId="signup-error">
            {fetcher.data.message}
          </Notice>
        )}
        <SubmitButton busy={fetcher.state !== 'idle' || Boolean(fetcher.data?.ok)} label="Create account" busyLabel="Creating your account..." />
      </fetcher.Form>
    </AuthShell>
  );
}
