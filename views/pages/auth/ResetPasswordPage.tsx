import { data, Link, useActionData, useFetcher, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { RESET_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/rules';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, siteApiOf, type FormOutcome } from '../../siteApi';
import { AuthShell, authHead, Field, Notice, SubmitButton } from './AuthShell';

/** With JavaScript the form posts through its fetcher; without it, to this page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { password = '', token = '' } = formFields(await request.formData().catch(() => new FormData()));
  const outcome = await formOutcome(siteApiOf(context).auth.resetPassword({ body: { password, resetPasswordToken: token } }));
  return data<FormOutcome>(outcome.ok ? { ok: true, message: outcome.message } : outcome, { status: outcome.ok ? 200 : outcome.status || 400 });
}

export const handle: RouteHandle = { head: () => authHead('Choose a new password', 'Choose a new password for your account.', '/auth/reset-password') };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const fetcher = useFetcher<FormOutcome>();
  const answered = useActionData<FormOutcome>();
  const outcome = fetcher.data ?? answered;
  return (
    <AuthShell title="Choose a new password" footer={<Link to="/auth/login" className="font-semibold text-orange-600 hover:text-orange-700">Back to sign in</Link>}>
      {!token ? (
        <Notice tone="error">{RESET_LINK_INVALID_MESSAGE}</Notice>
      ) : outcome?.ok ? (
        <div className="space-y-4">
          <Notice tone="success" testId="reset-done">{outcome.message}</Notice>
          <Link to="/auth/login" className="block w-full rounded-lg bg-orange-500 px-4 py-2.5 text-center font-semibold text-white hover:bg-orange-600">
            Sign in
          </Link>
        </div>
      ) : (
        <fetcher.Form method="post" className="space-y-4" aria-label="Choose a new password">
          <input type="hidden" name="token" value={token} />
          <Field label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`} name="password" type="password" autoComplete="new-password" />
          {outcome && !outcome.ok && <Notice tone="error">{outcome.message}</Notice>}
          <SubmitButton busy={fetcher.state !== 'idle'} label="Save the new password" busyLabel="Saving..." />
        </fetcher.Form>
      )}
    </AuthShell>
  );
}
