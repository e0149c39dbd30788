import { Link, useFetcher, type ActionFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, servicesOf, type FormOutcome } from '../../services';
import { AuthShell, authHead, Field, Notice, SubmitButton } from './AuthShell';

export async function action({ request, context }: ActionFunctionArgs): Promise<FormOutcome> {
  const { email = '' } = formFields(await request.formData());
  return formOutcome(servicesOf(context).auth.requestPasswordReset({ body: { email } }));
}

export const handle: RouteHandle = { head: () => authHead('Reset your password', 'Get a link to choose a new password.', '/auth/forgot-password') };

export function Component() {
  const fetcher = useFetcher<FormOutcome>();
  return (
    <AuthShell title="Reset your password" subtitle="Enter your account's email: we will send you a link to choose a new password." footer={<Link to="/auth/login" className="font-semibold text-orange-600 hover:text-orange-700">Back to sign in</Link>}>
      <fetcher.Form method="post" className="space-y-4" aria-label="Ask for a reset link">
        <Field label="Email" name="email" type="email" autoComplete="email" />
        {fetcher.data && <Notice tone={fetcher.data.ok ? 'success' : 'error'} testId="forgot-answer">{fetcher.data.message}</Notice>}
        <SubmitButton busy={fetcher.state !== 'idle'} label="Send the reset link" busyLabel="Sending..." />
      </fetcher.Form>
    </AuthShell>
  );
}
