import { useLoaderData, useLocation } from 'react-router-dom';
import { Island } from '../components/Island';
import { PageShell } from '../components/PageShell';
import {
  CallToAction,
  DirectoryPreview,
  Faq,
  faqJsonLd,
  Facts,
  Features,
  FounderCard,
  Hero,
  paymentNoticeIsland,
  paymentOutcome,
  Pricing,
  Screenshots,
  TrustStrip,
  useScrollToHash,
} from '../components/marketing';
import { HOME_FAQ } from '../../domain/site/faq';
import { HOME_HERO } from '../content/landing';
import type { RouteHandle } from '../head';
import { plansLoader, type PlansData } from './landing/plansLoader';

export const loader = plansLoader;

/** Who runs the site (schema.org Organization): its name, address and logo, for search engines' knowledge panels. */
function organizationJsonLd({ siteName, publicUrl }: PlansData) {
  return { '@context': 'https://schema.org', '@type': 'Organization', '@id': `${publicUrl}/#organization`, name: siteName, url: `${publicUrl}/`, logo: `${publicUrl}/logo.svg` };
}

/** The site itself (schema.org WebSite), with the directory search as its SearchAction. */
function webSiteJsonLd({ siteName, publicUrl }: PlansData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${publicUrl}/#website`,
    name: siteName,
    url: `${publicUrl}/`,
    publisher: { '@id': `${publicUrl}/#organization` },
    potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/directories?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
  };
}

export const handle: RouteHandle<PlansData> = {
  head: ({ data }) => ({
    title: `${data.siteName} - Directory submission, SEO content and influencer outreach for startups`,
    description: 'Get listed on 200+ startup directories, publish 30 SEO blog posts a month and launch programmatic SEO pages. Backlinks and traffic, done for you.',
    canonicalPath: '/',
    jsonLd: [organizationJsonLd(data), webSiteJsonLd(data), faqJsonLd(HOME_FAQ)],
  }),
  // Served as HTML plus islands: only the header, pricing, waitlist form and support address hydrate.
  hydration: 'islands',
};

/** The landing page: every section of the spec, in order. */
export function HomePage() {
  const { plans, featured, catalogueNote } = useLoaderData<typeof loader>();
  const payment = paymentOutcome(useLocation().search);
  useScrollToHash();
  return (
    <PageShell>
      {payment && <Island kind={paymentNoticeIsland} props={payment} />}
      <Hero h1Html={HOME_HERO.h1Html} subtitle={HOME_HERO.subtitle} />
      <TrustStrip />
      <DirectoryPreview directories={featured} />
      <Features />
      <Screenshots />
      <Facts />
      <FounderCard />
      {/* The yearly toggle is the platform's hydration probe. */}
      <Pricing plans={plans} toggleTestId="hydration-probe" note={catalogueNote} />
      <Faq items={HOME_FAQ} />
      <CallToAction />
    </PageShell>
  );
}
