import { Link, useActionData, useFetcher, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/rules';
import { attributionFromField } from '../../../domain/campaigns/attribution';
import { AttributionField } from '../../components/AttributionField';
import { safeNextPath } from '../../../domain/auth/rules';
import type { RouteHandle } from '../../head';
import { formFields, siteApiOf } from '../../siteApi';
import { AuthShell, authHead, Field, Notice, SubmitButton } from './AuthShell';
import { signInAnswer, type SignInRefusal } from './signInOutcome';

/** With JavaScript the form posts through its fetcher; without it, to this page (the same action either way). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { firstName = '', email = '', password = '', planId, next, attribution } = formFields(await request.formData().catch(() => new FormData()));
  return signInAnswer(siteApiOf(context).auth.signUp({ body: { user: { firstName, email, password }, planId, attribution: attributionFromField(attribution) } }), next);
}

export const handle: RouteHandle = { head: () => authHead('Create your account', 'Create an account to order a plan and follow your listings.', '/auth/signup') };

export function Component() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const fetcher = useFetcher<SignInRefusal>();
  const answered = useActionData<SignInRefusal>();
  const refusal = fetcher.data ?? answered;

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
        <input type="hidden" name="next" value={next} />
        <AttributionField />
        <Field label="First name" name="firstName" autoComplete="given-name" invalid={refusal?.field === 'firstName'} />
        <Field label="Email" name="email" type="email" autoComplete="email" invalid={refusal?.field === 'email'} />
        <Field label={`Password (at least ${PASSWORD_MIN_LENGTH} characters)`} name="password" type="password" autoComplete="new-password" invalid={refusal?.field === 'password'} />
        {refusal && (
          <Notice tone="error" testId="signup-error">
            {refusal.message}
          </Notice>
        )}
        <SubmitButton busy={fetcher.state !== 'idle'} label="Create account" busyLabel="Creating your account..." />
      </fetcher.Form>
    </AuthShell>
  );
}
