import { data, Link, useActionData, useFetcher, type ActionFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, siteApiOf, type FormOutcome } from '../../siteApi';
import { AuthShell, authHead, Field, Notice, SubmitButton } from './AuthShell';

/** With JavaScript the form posts through its fetcher; without it, to this page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { email = '' } = formFields(await request.formData().catch(() => new FormData()));
  const outcome = await formOutcome(siteApiOf(context).auth.requestPasswordReset({ body: { email } }));
  return data<FormOutcome>(outcome.ok ? { ok: true, message: outcome.message } : outcome, { status: outcome.ok ? 200 : outcome.status || 400 });
}

export const handle: RouteHandle = { head: () => authHead('Reset your password', 'Get a link to choose a new password.', '/auth/forgot-password') };

export function Component() {
  const fetcher = useFetcher<FormOutcome>();
  const answered = useActionData<FormOutcome>();
  const outcome = fetcher.data ?? answered;
  return (
    <AuthShell title="Reset your password" subtitle="Enter your account's email: we will send you a link to choose a new password." footer={<Link to="/auth/login" className="font-semibold text-orange-600 hover:text-orange-700">Back to sign in</Link>}>
      <fetcher.Form method="post" className="space-y-4" aria-label="Ask for a reset link">
        <Field label="Email" name="email" type="email" autoComplete="email" />
        {outcome && <Notice tone={outcome.ok ? 'success' : 'error'} testId="forgot-answer">{outcome.message}</Notice>}
        <SubmitButton busy={fetcher.state !== 'idle'} label="Send the reset link" busyLabel="Sending..." />
      </fetcher.Form>
    </AuthShell>
  );
}
