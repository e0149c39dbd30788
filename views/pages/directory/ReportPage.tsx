import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportReason } from '../../../domain/listings/reports';
import type { RouteHandle } from '../../head';
import { formFields, formOutcome, siteApiOf, unlessNotFound } from '../../siteApi';
import { DirectoryShell } from './DirectoryHeader';

/** /product/{slug}/report: anyone tells the moderators what is wrong with a listing (five reports per address an hour). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = await unlessNotFound(siteApiOf(context).directory.get({ params: { slug: params.slug ?? '' } }));
  if (!found) throw data({ message: PRODUCT_NOT_FOUND }, { status: 404 });
  return { slug: found.data.slug, name: found.data.name };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { reason = '', details = '' } = formFields(await request.formData().catch(() => new FormData()));
  const outcome = await formOutcome(siteApiOf(context).listings.report({ params: { slug: params.slug ?? '' }, body: { reason: reason as ReportReason, details } }));
  return data(outcome, { status: outcome.ok ? 200 : (outcome.status ?? 400) });
}

export const handle: RouteHandle<{ name: string }> = {
  head: ({ data: product }) => ({ title: `Report ${product?.name ?? 'a listing'}`, description: 'Tell the moderators what is wrong with this listing.', robots: 'noindex, nofollow' }),
};

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200';

export function Component() {
  const { slug, name } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';
  return (
    <DirectoryShell>
      <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Report {name}</h1>
        <p className="mt-3 text-slate-600">Tell our moderators what is wrong with this listing. We read every report.</p>
        {outcome && (
          <p role={outcome.ok ? 'status' : 'alert'} className={`mt-6 rounded-xl p-4 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`} data-testid="report-outcome">
            {outcome.message}
          </p>
        )}
        {!outcome?.ok && (
          <Form method="post" className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">Reason</legend>
              <div className="mt-2 space-y-2">
                {REPORT_REASONS.map((reason, i) => (
                  <label key={reason.value} className="flex items-center gap-2 text-sm text-slate-700">
                    <input type="radio" name="reason" value={reason.value} defaultChecked={i === 0} className="h-4 w-4 accent-orange-500" />
                    {reason.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm font-semibold text-slate-900">
              Details <span className="font-normal text-slate-500">(optional)</span>
              <textarea name="details" rows={4} maxLength={MAX_REPORT_DETAILS} className={field} />
            </label>
            <button disabled={sending} className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {sending ? 'Sending...' : 'Send report'}
            </button>
          </Form>
        )}
        <p className="mt-8 text-sm">
          <Link to={`/product/${encodeURIComponent(slug)}`} className="font-semibold text-orange-600 hover:text-orange-700">
            Back to {name}
          </Link>
        </p>
      </section>
    </DirectoryShell>
  );
}
