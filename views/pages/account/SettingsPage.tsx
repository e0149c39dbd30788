import { useEffect, useRef, type ReactNode } from 'react';
import { data, Link, redirectDocument, useActionData, useFetcher, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { ADDRESS_CONFIRMED_MESSAGE, ADDRESS_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/rules';
import { XSRF_FIELD } from '../../../domain/auth/session';
import { shortDateTime } from '../../../domain/common/dates';
import type { AccountSession } from '../../../domain/users/types';
import { DELETE_CONFIRMATION_WORD, EMAIL_CHANGE_LINK_INVALID_MESSAGE, EMAIL_CHANGED_MESSAGE, PROFILE_SAVED_MESSAGE } from '../../../domain/users/messages';
import { hrefOf } from '../../api/browserClient';
import { usersAddresses } from '../../api/addresses/users';
import { PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, siteApiOf, type FormOutcome, type SiteApi } from '../../siteApi';
import { Field, Notice } from '../auth/AuthShell';
import { accountHead, signedInCall, xsrfTokenOf } from './accountAccess';

/** Where the browser goes once the account is deleted: the sign-in page, saying so. */
const ACCOUNT_DELETED_LANDING = '/auth/login?account=deleted';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const users = siteApiOf(context).users;
  const [me, sessions] = await signedInCall(request, () => Promise.all([users.me(), users.sessions()]));
  return { me, sessions, xsrf: xsrfTokenOf(request) };
}

/** What a form of this page answers: its outcome, and which form it was (without JavaScript one page shows them all). */
type SettingsOutcome = FormOutcome & { intent: string; sessionId?: string };

async function settingsCall(users: SiteApi['users'], intent: string, form: Record<string, string | undefined>): Promise<FormOutcome> {
  switch (intent) {
    case 'profile':
      return formOutcome(users.updateProfile({ body: { firstName: form.firstName ?? '', lastName: form.lastName ?? '' } }), () => PROFILE_SAVED_MESSAGE);
    case 'password':
      return formOutcome(users.changePassword({ body: { currentPassword: form.currentPassword ?? '', newPassword: form.newPassword ?? '' } }));
    case 'email':
      return formOutcome(users.changeEmail({ body: { email: form.email ?? '', currentPassword: form.currentPassword ?? '' } }));
    case 'end-session':
      return formOutcome(users.endSession({ params: { id: form.sessionId ?? '' } }));
    case 'end-other-sessions':
      return formOutcome(users.endOtherSessions());
    case 'delete':
      return formOutcome(users.deleteMe({ body: { currentPassword: form.currentPassword ?? '', confirmation: form.confirmation ?? '' } }));
    default:
      return { ok: false, message: 'Nothing to do.', status: 400 };
  }
}

/** One action for every form of the page; with JavaScript each posts through its fetcher, without it the page answers. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = formFields(await request.formData().catch(() => new FormData()));
  const intent = form.intent ?? '';
  const outcome = await signedInCall(request, () => settingsCall(siteApiOf(context).users, intent, form));
  // A deleted account's page is gone: a full load of the sign-in page, whose header no longer shows a session.
  if (intent === 'delete' && outcome.ok) return redirectDocument(ACCOUNT_DELETED_LANDING, 303);
  const which = { intent, ...(intent === 'end-session' ? { sessionId: form.sessionId } : {}) };
  if (outcome.ok) return data<SettingsOutcome>({ ok: true, message: outcome.message, ...which });
  return data<SettingsOutcome>({ ok: false, message: outcome.message, field: outcome.field, ...which }, { status: outcome.status || 400 });
}

export const handle: RouteHandle = { head: () => ({ ...accountHead('Settings'), canonicalPath: '/account/settings' }) };

/** The outcome of one form: its fetcher's (with JavaScript) or the page's answer to it (without). */
function useFormOutcome(intent: string, fetcherData: SettingsOutcome | undefined, match: (answer: SettingsOutcome) => boolean = () => true): SettingsOutcome | undefined {
  const answered = useActionData<typeof action>() as SettingsOutcome | undefined;
  if (fetcherData) return fetcherData;
  return answered && answered.intent === intent && match(answered) ? answered : undefined;
}

function Section({ id, title, children, tone = 'plain' }: { id: string; title: string; children: ReactNode; tone?: 'plain' | 'danger' }) {
  return (
    <section aria-labelledby={id} className={`mt-6 rounded-2xl border bg-white p-6 shadow-sm ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}>
      <h2 id={id} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Hidden({ intent, xsrf }: { intent: string; xsrf: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={XSRF_FIELD} value={xsrf} />
    </>
  );
}

const buttonClass = 'rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-orange-600 disabled:cursor-wait disabled:opacity-70';
const quietButtonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70';

function Outcome({ outcome, testId }: { outcome: SettingsOutcome | FormOutcome | undefined; testId: string }) {
  if (!outcome) return null;
  return (
    <Notice tone={outcome.ok ? 'success' : 'error'} testId={testId}>
      {outcome.message}
    </Notice>
  );
}

/** A form that clears its fields once its post succeeded (passwords are never shown again). */
function useClearedOnSuccess(fetcher: ReturnType<typeof useFetcher<typeof action>>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && (fetcher.data as SettingsOutcome | undefined)?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return form;
}

function ProfileForm({ firstName, lastName, xsrf }: { firstName: string; lastName: string; xsrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const outcome = useFormOutcome('profile', fetcher.data as SettingsOutcome | undefined);
  return (
    <fetcher.Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Your name">
      <Hidden intent="profile" xsrf={xsrf} />
      <Field label="First name" name="firstName" autoComplete="given-name" defaultValue={firstName} invalid={outcome?.ok === false && outcome.field === 'firstName'} />
      <Field label="Last name" name="lastName" autoComplete="family-name" defaultValue={lastName} invalid={outcome?.ok === false && outcome.field === 'lastName'} />
      <div className="space-y-3 sm:col-span-2">
        <Outcome outcome={outcome} testId="profile-answer" />
        <button type="submit" className={buttonClass} disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving...' : 'Save your name'}
        </button>
      </div>
    </fetcher.Form>
  );
}

function PasswordForm({ xsrf }: { xsrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const form = useClearedOnSuccess(fetcher);
  const outcome = useFormOutcome('password', fetcher.data as SettingsOutcome | undefined);
  return (
    <fetcher.Form ref={form} method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Change your password">
      <Hidden intent="password" xsrf={xsrf} />
      <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" invalid={outcome?.ok === false && outcome.field === 'currentPassword'} />
      <Field label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`} name="newPassword" type="password" autoComplete="new-password" invalid={outcome?.ok === false && outcome.field === 'newPassword'} />
      <div className="space-y-3 sm:col-span-2">
        <p className="text-sm text-slate-600">Every other session is signed out; this one stays signed in.</p>
        <Outcome outcome={outcome} testId="password-answer" />
        <button type="submit" className={buttonClass} disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Changing...' : 'Change your password'}
        </button>
      </div>
    </fetcher.Form>
  );
}

function EmailForm({ email, xsrf }: { email: string; xsrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const form = useClearedOnSuccess(fetcher);
  const outcome = useFormOutcome('email', fetcher.data as SettingsOutcome | undefined);
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        You sign in with <strong className="font-semibold text-slate-900" data-testid="settings-email">{email}</strong>. A new address changes only once you open the link we send to it.
      </p>
      <fetcher.Form ref={form} method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Change your email address">
        <Hidden intent="email" xsrf={xsrf} />
        <Field label="New email address" name="email" type="email" autoComplete="email" invalid={outcome?.ok === false && outcome.field === 'email'} />
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" invalid={outcome?.ok === false && outcome.field === 'currentPassword'} />
        <div className="space-y-3 sm:col-span-2">
          <Outcome outcome={outcome} testId="email-answer" />
          <button type="submit" className={buttonClass} disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Sending...' : 'Send the confirmation link'}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

function SessionLine({ session, xsrf }: { session: AccountSession; xsrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const signOut = useFetcher();
  const outcome = useFormOutcome('end-session', fetcher.data as SettingsOutcome | undefined, (answer) => answer.sessionId === session.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
      <div className="text-sm">
        <p className="font-semibold text-slate-900">
          {session.device}
          {session.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>}
        </p>
        <p className="text-slate-600">
          Signed in {shortDateTime(session.signedInAt)} · last seen {shortDateTime(session.lastSeenAt)}
        </p>
        {outcome && !outcome.ok && <p role="alert" className="mt-1 text-red-700">{outcome.message}</p>}
      </div>
      {session.current ? (
        // The sign-out page's action (it also forgets the workspace's current project); the field proves the session without JavaScript.
        <signOut.Form method="post" action="/auth/sign-out">
          <input type="hidden" name={XSRF_FIELD} value={xsrf} />
          <button type="submit" className={quietButtonClass} disabled={signOut.state !== 'idle'}>
            Sign out
          </button>
        </signOut.Form>
      ) : (
        <fetcher.Form method="post">
          <Hidden intent="end-session" xsrf={xsrf} />
          <input type="hidden" name="sessionId" value={session.id} />
          <button type="submit" className={quietButtonClass} disabled={fetcher.state !== 'idle'} aria-label={`Sign out ${session.device}, last seen ${shortDateTime(session.lastSeenAt)}`}>
            Sign out
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

function SessionsPart({ sessions, xsrf }: { sessions: AccountSession[]; xsrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const outcome = useFormOutcome('end-other-sessions', fetcher.data as SettingsOutcome | undefined);
  const ended = useFormOutcome('end-session', undefined);
  return (
    <>
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <SessionLine key={session.id} session={session} xsrf={xsrf} />
        ))}
      </ul>
      {ended?.ok && <Notice tone="success">{ended.message}</Notice>}
      <fetcher.Form method="post" className="mt-4 space-y-3" aria-label="Sign out everywhere else">
        <Hidden intent="end-other-sessions" xsrf={xsrf} />
        <Outcome outcome={outcome} testId="sessions-answer" />
        <button type="submit" className={quietButtonClass} disabled={fetcher.state !== 'idle' || sessions.length < 2}>
          Sign out everywhere else
        </button>
      </fetcher.Form>
    </>
  );
}

function DeleteForm({ xsrf, isAdmin }: { xsrf: string; isAdmin: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const outcome = useFormOutcome('delete', fetcher.data as SettingsOutcome | undefined);
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        This cancels your subscription if you have one, deletes your workspace (projects, keywords, leads, mentions and drafts), your sessions and your profile, and sends a last email. Orders and payments are kept only as anonymous records for accounting. It cannot be undone: download your data first if you want to keep it.
        {isAdmin && ' As an administrator, you can delete your account only while another administrator remains.'}
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Delete your account">
        <Hidden intent="delete" xsrf={xsrf} />
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" invalid={outcome?.ok === false && outcome.field === 'currentPassword'} />
        <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} name="confirmation" autoComplete="off" invalid={outcome?.ok === false && outcome.field === 'confirmation'} />
        <div className="space-y-3 sm:col-span-2">
          <Outcome outcome={outcome} testId="delete-answer" />
          <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-70" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

/** /account/settings: name, password, email address, sessions, the data export and deleting the account. */
export function Component() {
  const { me, sessions, xsrf } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const emailLanding = params.get('email');
  const addressLanding = params.get('address');
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link to="/account" className="font-medium hover:text-orange-700">
            Your account
          </Link>
          <span aria-hidden="true" className="mx-1.5">
            /
          </span>
          <span className="font-medium text-slate-800">Settings</span>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">Account settings</h1>
        {emailLanding === 'changed' && (
          <div className="mt-4">
            <Notice tone="success">{EMAIL_CHANGED_MESSAGE}</Notice>
          </div>
        )}
        {emailLanding === 'invalid' && (
          <div className="mt-4">
            <Notice tone="error">{EMAIL_CHANGE_LINK_INVALID_MESSAGE}</Notice>
          </div>
        )}
        {addressLanding && (
          <div className="mt-4">
            <Notice tone={addressLanding === 'confirmed' ? 'success' : 'error'} testId="address-landing">
              {addressLanding === 'confirmed' ? ADDRESS_CONFIRMED_MESSAGE : ADDRESS_LINK_INVALID_MESSAGE}
            </Notice>
          </div>
        )}

        <Section id="settings-profile" title="Profile">
          <ProfileForm firstName={me.firstName} lastName={me.lastName} xsrf={xsrf} />
        </Section>
        <Section id="settings-password" title="Password">
          <PasswordForm xsrf={xsrf} />
        </Section>
        <Section id="settings-email" title="Email address">
          <EmailForm email={me.email} xsrf={xsrf} />
        </Section>
        <Section id="settings-sessions" title="Sessions">
          <SessionsPart sessions={sessions} xsrf={xsrf} />
        </Section>
        <Section id="settings-data" title="Your data">
          <p className="mt-2 text-sm text-slate-700">Everything we store about you, as one JSON file: profile, sessions, plan and payments, orders, projects with their keywords, leads and mentions, your feedback, your waitlist entry and directory products submitted with your address.</p>
          <a href={hrefOf(usersAddresses.exportMine)} download className={`mt-4 inline-block ${buttonClass}`}>
            Download your data
          </a>
        </Section>
        <Section id="settings-delete" title="Delete your account" tone="danger">
          <DeleteForm xsrf={xsrf} isAdmin={me.isAdmin} />
        </Section>
      </div>
    </PageShell>
  );
}
