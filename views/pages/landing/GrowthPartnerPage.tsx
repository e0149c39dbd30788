import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { CallToAction, CardGrid, Hero, PlanCard, Section } from '../../components/marketing';
import { useSettings } from '../../components/useSettings';
import { GROWTH_PARTNER } from '../../content/offers';
import type { RouteHandle } from '../../head';
import { plansLoader, type PlansData } from './plansLoader';

export const loader = plansLoader;

export const handle: RouteHandle<PlansData> = {
  head: ({ data }) => ({
    title: `${GROWTH_PARTNER.title} | ${data.siteName}`,
    description: 'Growth Partner: 50 directory submissions, 30 SEO blog posts with 5 backlinks each and 300 programmatic SEO pages every month. Cancel any time.',
    canonicalPath: '/growth-partner',
  }),
};

export function Component() {
  const { plans } = useLoaderData<typeof loader>();
  const plan = plans.find((p) => p.id === GROWTH_PARTNER.planId);
  const { onlineCheckout } = useSettings();
  return (
    <PageShell>
      <Hero h1Html={GROWTH_PARTNER.h1Html} subtitle={GROWTH_PARTNER.subtitle} action={{ label: GROWTH_PARTNER.buyLabel, href: '#pricing' }} />
      <Section id="what-you-get" eyebrow="Every month" title={GROWTH_PARTNER.whatYouGetTitle} className="bg-slate-50">
        <CardGrid cards={GROWTH_PARTNER.whatYouGet} />
      </Section>
      <Section id="why" title={GROWTH_PARTNER.whyTitle}>
        <CardGrid cards={GROWTH_PARTNER.why} />
      </Section>
      <Section id="pricing" eyebrow="Pricing" title="One plan, everything included" className="bg-slate-50">
        {plan ? (
          <div className="mx-auto max-w-md">
            <PlanCard plan={plan} buyLabel={GROWTH_PARTNER.buyLabel} onlineCheckout={onlineCheckout} />
          </div>
        ) : (
          <p className="text-center text-slate-600">This plan is being updated. Join the waitlist below and we will tell you when it is back.</p>
        )}
      </Section>
      <CallToAction />
    </PageShell>
  );
}
