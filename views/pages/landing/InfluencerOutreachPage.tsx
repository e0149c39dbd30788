import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { CallToAction, CardGrid, Hero, Pricing, Section, useScrollToHash } from '../../components/marketing';
import { INFLUENCER } from '../../content/offers';
import type { RouteHandle } from '../../head';
import { plansLoader, type PlansData } from './plansLoader';

export const loader = plansLoader;

const NAV = INFLUENCER.nav.map((link) => ({ label: link.label, to: `/influencer-outreach${link.hash}` }));

export const handle: RouteHandle<PlansData> = {
  head: ({ data }) => ({
    title: `${INFLUENCER.h1} for Youtube, Tiktok, X and Instagram | ${data.siteName}`,
    description: 'We research creators, send cold DMs and emails, negotiate and bring you influencer deals to approve. Up to 10 deals a month, money-back guarantee.',
    canonicalPath: '/influencer-outreach',
  }),
};

export function Component() {
  const { plans } = useLoaderData<typeof loader>();
  useScrollToHash();
  const influencerPlans = plans.filter((plan) => plan.id.startsWith(INFLUENCER.planIdPrefix));
  return (
    <PageShell nav={NAV}>
      <Hero h1Html={INFLUENCER.h1Html} subtitle={INFLUENCER.subtitle} action={{ label: INFLUENCER.ctaLabel, href: '#pricing' }} points={INFLUENCER.points}>
        <ul aria-label="Platforms" className="mt-8 flex flex-wrap justify-center gap-2">
          {INFLUENCER.platforms.map((platform) => (
            <li key={platform} className="rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-semibold text-slate-700 shadow-sm">
              {platform}
            </li>
          ))}
        </ul>
      </Hero>
      <Section id="features" eyebrow="Features" title={INFLUENCER.featuresTitle}>
        <CardGrid cards={INFLUENCER.features} />
      </Section>
      <Section id="how-it-works" eyebrow="3 steps" title={INFLUENCER.stepsTitle} className="bg-slate-50">
        <CardGrid cards={INFLUENCER.steps} numbered />
      </Section>
      <Section id="use-cases" eyebrow="Use cases" title={INFLUENCER.useCasesTitle}>
        <CardGrid cards={INFLUENCER.useCases} columns={4} />
      </Section>
      <Pricing plans={influencerPlans} title="Influencer Growth" subtitle="Up to 10 creator deals a month on four platforms. Money-back guarantee, cancel any time." />
      <CallToAction title={INFLUENCER.ctaTitle} subtitle={INFLUENCER.ctaSubtitle} />
    </PageShell>
  );
}
