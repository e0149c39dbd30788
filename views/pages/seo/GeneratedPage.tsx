import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { RootErrorBoundary } from '../../components/RootErrorBoundary';
import { SiteHeader } from '../../components/SiteHeader';
import { CallToAction, Faq, FounderCard, Hero, Pricing, TrustStrip, useScrollToHash } from '../../components/marketing';
import type { RouteHandle } from '../../head';
import { generatedPageLoader, type SeoPageLoaderData } from './loaders';
import { Breadcrumbs, ContentBlocks, DirectoryExamples, pageNav, RelatedPages, seoHead, SubjectSection } from './SeoParts';

/** /g/{slug}: a page of the fixed list (country, audience, business type or the default entry); canonical {PUBLIC_URL}/g/{slug}. */
export const loader = generatedPageLoader;

// Served as HTML plus islands, like the home page: only the header, pricing and waitlist form hydrate.
export const handle: RouteHandle<SeoPageLoaderData> = { head: ({ data }) => seoHead(data), hydration: 'islands' };

export function Component() {
  const { page, plans, path, examples, catalogueNote } = useLoaderData<typeof loader>();
  useScrollToHash();
  return (
    <PageShell header={<SiteHeader links={pageNav(path)} cta={{ label: 'Get started', to: `${path}#pricing` }} />}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <Hero h1Html={page.entry.h1} subtitle={page.entry.metaDescription} action={{ label: page.sectionTitles.heroAction, href: '#pricing' }} />
      <TrustStrip />
      <SubjectSection page={page} />
      <ContentBlocks blocks={page.blocks} />
      <DirectoryExamples products={examples} audience={page.subject.name} />
      <FounderCard />
      <Pricing plans={plans} title={page.sectionTitles.pricing} note={catalogueNote} />
      {page.faq.length > 0 && <Faq items={page.faq} title={page.faqTitle} />}
      <CallToAction title={page.sectionTitles.closing} />
      <RelatedPages groups={page.related} />
    </PageShell>
  );
}

export const ErrorBoundary = RootErrorBoundary;
