import { useState } from 'react';
import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { Plan } from '../../../domain/plans/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';
import { featuresToText, planFromForm } from './planForm';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = siteApiOf(context);
  // The admin check first: the plan list itself is public.
  await adminCall(request, () => api.admin.dashboard());
  return { plans: await api.plans.list() };
}

export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const api = siteApiOf(context);
  return adminAction(request, async () => {
    const intent = form.get('intent');
    if (intent === 'delete') {
      await api.plans.remove({ params: { id: String(form.get('id')) } });
      return 'Plan deleted.';
    }
    if (intent === 'up' || intent === 'down') {
      // Reordering swaps the positions of two neighbours.
      const plans = await api.plans.list();
      const index = plans.findIndex((p) => p.id === form.get('id'));
      const other = plans[intent === 'up' ? index - 1 : index + 1];
      if (index < 0 || !other) return 'Already in place.';
      const plan = plans[index];
      const [a, b] = plan.position === other.position ? [other.position + (intent === 'up' ? 0 : 1), plan.position + (intent === 'up' ? 1 : 0)] : [other.position, plan.position];
      await api.plans.replace({ params: { id: plan.id }, body: { ...plan, position: a } });
      await api.plans.replace({ params: { id: other.id }, body: { ...other, position: b } });
      return 'Order saved.';
    }
    const plan = planFromForm(form);
    await (intent === 'create' ? api.plans.create({ body: plan }) : api.plans.replace({ params: { id: plan.id }, body: plan }));
    return `Saved ${plan.label}.`;
  });
}

export const handle: RouteHandle = { head: () => adminHead('Plans') };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

function PlanForm({ plan, isNew, onDone }: { plan?: Plan; isNew: boolean; onDone?: () => void }) {
  const fetcher = useFetcher<AdminOutcome>();
  const label = (text: string, children: React.ReactNode, wide = false) => (
    <label className={`text-sm font-medium text-slate-700 ${wide ? 'sm:col-span-2' : ''}`}>
      {text}
      {children}
    </label>
  );
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={isNew ? 'New plan' : `Edit ${plan?.label}`} onSubmit={() => onDone?.()}>
      {label('Id', <input name="id" defaultValue={plan?.id} readOnly={!isNew} className={input} />)}
      {label('Label', <input name="label" defaultValue={plan?.label} className={input} />)}
      {label('Price', <input name="price" inputMode="decimal" defaultValue={plan?.price} className={input} />)}
      {label('Struck-through price', <input name="strokePrice" inputMode="decimal" defaultValue={plan?.strokePrice ?? ''} className={input} />)}
      {label('Currency symbol', <input name="devise" defaultValue={plan?.devise ?? '$'} className={input} />)}
      {label(
        'Type',
        <select name="type" defaultValue={plan?.type ?? 'onetime'} className={input}>
          <option value="onetime">One-time</option>
          <option value="monthly">Monthly</option>
          <option value="annually">Annually</option>
        </select>,
      )}
      {label('Position', <input name="position" inputMode="numeric" defaultValue={plan?.position ?? 0} className={input} />)}
      {label('Stripe plan id', <input name="stripePlanId" defaultValue={plan?.stripePlanId} className={input} />)}
      {label('Checkout link', <input name="url" type="url" defaultValue={plan?.url} className={input} />, true)}
      {label('Headline', <input name="headline" defaultValue={plan?.headline} className={input} />, true)}
      {label('Description', <textarea name="description" rows={2} defaultValue={plan?.description} className={input} />, true)}
      {label('Features (one per line; sub-points below on lines starting with "- ")', <textarea name="features" rows={6} defaultValue={featuresToText(plan?.features ?? [])} className={input} />, true)}
      {label('Not included (one per line)', <textarea name="nofeatures" rows={3} defaultValue={(plan?.nofeatures ?? []).join('\n')} className={input} />, true)}
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" name="active" defaultChecked={plan?.active ?? true} /> Active (listed on the site)
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" name="popular" defaultChecked={plan?.popular ?? false} /> Popular (highlighted)
      </label>
      {fetcher.data && (
        <p role="status" className={`text-sm sm:col-span-2 ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>
          {fetcher.data.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <button name="intent" value={isNew ? 'create' : 'save'} disabled={fetcher.state !== 'idle'} className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600">
          {isNew ? 'Create plan' : 'Save plan'}
        </button>
      </div>
    </fetcher.Form>
  );
}

function PlanRow({ plan, first, last }: { plan: Plan; first: boolean; last: boolean }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<AdminOutcome>();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`plan-${plan.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">
            {plan.label} <span className="text-sm font-normal text-slate-500">({plan.type}{plan.active ? '' : ', inactive'})</span>
          </h2>
          <p className="text-sm text-slate-600">
            {plan.devise}
            {plan.price} {plan.strokePrice !== null && <s className="text-slate-500">{plan.devise}{plan.strokePrice}</s>} · position {plan.position}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post" className="flex gap-1">
            <input type="hidden" name="id" value={plan.id} />
            <button name="intent" value="up" disabled={first} aria-label={`Move ${plan.label} up`} className="rounded-lg border border-slate-300 px-2 py-1 text-sm disabled:opacity-40">↑</button>
            <button name="intent" value="down" disabled={last} aria-label={`Move ${plan.label} down`} className="rounded-lg border border-slate-300 px-2 py-1 text-sm disabled:opacity-40">↓</button>
          </fetcher.Form>
          <button type="button" onClick={() => setEditing((v) => !v)} className="rounded-lg border border-slate-300 px-3 py-1 text-sm font-semibold">
            {editing ? 'Close' : 'Edit'}
          </button>
          <fetcher.Form method="post" onSubmit={(event) => !window.confirm(`Delete the ${plan.label} plan?`) && event.preventDefault()}>
            <input type="hidden" name="id" value={plan.id} />
            <button name="intent" value="delete" className="rounded-lg border border-red-300 px-3 py-1 text-sm font-semibold text-red-700">Delete</button>
          </fetcher.Form>
        </div>
      </div>
      {fetcher.data && !fetcher.data.ok && <p className="mt-2 text-sm text-red-700">{fetcher.data.message}</p>}
      {editing && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <PlanForm plan={plan} isNew={false} />
        </div>
      )}
    </li>
  );
}

export function Component() {
  const { plans } = useLoaderData<typeof loader>();
  const [creating, setCreating] = useState(false);
  return (
    <section>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-slate-900">Plans</h1>
        <button type="button" onClick={() => setCreating((v) => !v)} className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
          {creating ? 'Close' : 'New plan'}
        </button>
      </div>
      {creating && (
        <div className="mt-4 rounded-xl border border-orange-200 bg-orange-50/40 p-4">
          <PlanForm isNew />
        </div>
      )}
      <ul className="mt-6 space-y-3">
        {plans.map((plan, i) => (
          <PlanRow key={plan.id} plan={plan} first={i === 0} last={i === plans.length - 1} />
        ))}
      </ul>
    </section>
  );
}
