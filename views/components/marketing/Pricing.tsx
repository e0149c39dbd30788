import { useState } from 'react';
import { PRICING_INTRO } from '../../content/pricing';
import type { Plan, PlanFeature } from '../../../domain/plans/types';
import { defineIsland, Island } from '../Island';
import { useSettings } from '../useSettings';
import { Icon } from './icons';
import { formatAmount, PERIOD, visiblePlans } from './price';
import { Section } from './Section';

interface PricingProps {
  plans: readonly Plan[];
  title?: string;
  subtitle?: string;
  /** A test id for the yearly toggle (the home page's hydration probe). */
  toggleTestId?: string;
  /** A line under the title (the directory plans' pages: how many directories the catalogue holds). */
  note?: string;
}

/** The pricing section (#pricing); an island on pages served as islands (the yearly toggle). */
export function Pricing({ plans, title = PRICING_INTRO.title, subtitle = PRICING_INTRO.subtitle, toggleTestId, note }: PricingProps) {
  const { onlineCheckout } = useSettings();
  return <Island kind={pricingIsland} props={{ plans, title, subtitle, onlineCheckout, ...(toggleTestId ? { toggleTestId } : {}), ...(note ? { note } : {}) }} />;
}

/** A yearly toggle that starts off, and one card per listed plan. */
type PricingSectionProps = Required<Omit<PricingProps, 'toggleTestId' | 'note'>> & Pick<PricingProps, 'toggleTestId' | 'note'> & { onlineCheckout: boolean };

function PricingSection({ plans, title, subtitle, toggleTestId, note, onlineCheckout }: PricingSectionProps) {
  const [yearly, setYearly] = useState(false);
  const shown = visiblePlans(plans, yearly);
  return (
    <Section id="pricing" eyebrow={PRICING_INTRO.eyebrow} title={title} subtitle={subtitle} className="bg-slate-50">
      {note && (
        <p className="-mt-6 mb-8 text-center text-sm font-medium text-slate-600" data-testid="pricing-note">
          {note}
        </p>
      )}
      <div className="mb-10 flex items-center justify-center gap-3 text-sm font-medium">
        <span className={yearly ? 'text-slate-500' : 'text-slate-900'} aria-hidden="true">
          Monthly
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={yearly}
          aria-label="Yearly billing"
          data-testid={toggleTestId}
          onClick={() => setYearly((value) => !value)}
          className={`relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${yearly ? 'bg-orange-500' : 'bg-slate-300'}`}
        >
          <span aria-hidden="true" className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${yearly ? 'translate-x-5' : 'translate-x-0'}`} />
        </button>
        <span className={yearly ? 'text-slate-900' : 'text-slate-500'} aria-hidden="true">
          Yearly <span className="ml-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-700">2 months free</span>
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="text-center text-slate-600">Plans are being updated. Join the waitlist below and we will tell you when they are back.</p>
      ) : (
        <ul className={`mx-auto grid gap-6 ${gridFor(shown.length)}`}>
          {shown.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} onlineCheckout={onlineCheckout} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function gridFor(count: number): string {
  if (count === 1) return 'max-w-md';
  if (count === 2) return 'max-w-4xl md:grid-cols-2';
  if (count === 3) return 'max-w-6xl md:grid-cols-3';
  return 'max-w-6xl md:grid-cols-2 xl:grid-cols-4';
}

/** One plan: popular badge, struck-through price, features with sub-points, items not included and the buy button. */
export function PlanCard({ plan, buyLabel, onlineCheckout }: { plan: Plan; buyLabel?: string; onlineCheckout: boolean }) {
  // With Stripe on, buying goes through the account (sign-up first), then Stripe Checkout.
  const buyUrl = onlineCheckout ? `/account/checkout/${plan.id}` : plan.url;
  return (
    <article
      data-plan={plan.id}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${plan.popular ? 'border-2 border-orange-500 shadow-xl shadow-orange-500/10' : 'border border-slate-200'}`}
    >
      {plan.popular && <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-orange-500 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">Most popular</p>}
      <h3 className="text-lg font-semibold text-slate-900">{plan.label}</h3>
      <p className="mt-1 min-h-12 text-sm text-slate-600">{plan.headline}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        {plan.strokePrice !== null && plan.strokePrice > plan.price && (
          <s className="text-lg font-medium text-slate-500" data-testid="stroke-price">
            <span className="sr-only">Regular price </span>
            {plan.devise}
            {formatAmount(plan.strokePrice)}
          </s>
        )}
        <span className="text-4xl font-extrabold tracking-tight text-slate-900" data-testid="price">
          {plan.devise}
          {formatAmount(plan.price)}
        </span>
        <span className="text-sm font-medium text-slate-500">{PERIOD[plan.type]}</span>
      </p>
      {plan.description && <p className="mt-4 text-sm leading-6 text-slate-600">{plan.description}</p>}
      <a
        href={buyUrl}
        rel="noopener"
        className={`mt-6 block rounded-lg px-4 py-3 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${plan.popular ? 'bg-orange-500 text-white shadow-sm hover:bg-orange-600' : 'bg-slate-900 text-white hover:bg-slate-700'}`}
      >
        {buyLabel ?? `Get ${plan.label}`}
      </a>
      <ul className="mt-8 space-y-3 text-sm leading-6 text-slate-700">
        {plan.features.map((feature) => (
          <FeatureItem key={typeof feature === 'string' ? feature : feature.text} feature={feature} />
        ))}
        {plan.nofeatures.map((item) => (
          <li key={item} className="flex gap-3 text-slate-500">
            <Icon name="cross" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>
              <span className="sr-only">Not included: </span>
              <span className="line-through">{item}</span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function FeatureItem({ feature }: { feature: PlanFeature }) {
  const text = typeof feature === 'string' ? feature : feature.text;
  const points = typeof feature === 'string' ? [] : feature.points;
  return (
    <li className="flex gap-3">
      <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-orange-500" />
      {/* A block, not a span: the sub-points' list may not sit inside phrasing content. */}
      <div>
        {text}
        {points.length > 0 && (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-500 marker:text-orange-300">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

export const pricingIsland = defineIsland('pricing', PricingSection);
