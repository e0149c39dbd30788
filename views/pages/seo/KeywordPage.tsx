import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { RootErrorBoundary } from '../../components/RootErrorBoundary';
import { SiteHeader } from '../../components/SiteHeader';
import { CallToAction, DirectoryPreview, Facts, Faq, Features, FounderCard, Hero, Pricing, TrustStrip, useScrollToHash } from '../../components/marketing';
import type { RouteHandle } from '../../head';
import { keywordPageLoader, type SeoPageLoaderData } from './loaders';
import { Breadcrumbs, ContentBlocks, pageNav, RelatedPages, seoHead, SubjectSection } from './SeoParts';

/** /page/{slug}: a keyword page (spec: header, hero, trust, preview, features, facts, founder card, pricing, faq, call to action, footer). */
export const loader = keywordPageLoader;

export const handle: RouteHandle<SeoPageLoaderData> = { head: ({ data }) => seoHead(data) };

export function Component() {
  const { page, plans, path, featured, catalogueNote } = useLoaderData<typeof loader>();
  useScrollToHash();
  return (
    <PageShell header={<SiteHeader links={pageNav(path)} cta={{ label: 'Get started', to: `${path}#pricing` }} />}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <Hero h1Html={page.entry.h1} subtitle={page.entry.metaDescription} action={{ label: page.sectionTitles.heroAction, href: '#pricing' }} />
      <TrustStrip />
      <DirectoryPreview directories={featured} />
      <Features title={page.sectionTitles.benefits} />
      <SubjectSection page={page} id="why" />
      <ContentBlocks blocks={page.blocks} />
      <Facts />
      <FounderCard />
      <Pricing plans={plans} title={page.sectionTitles.pricing} note={catalogueNote} />
      <Faq items={page.faq} title={page.faqTitle} />
      <CallToAction title={page.sectionTitles.closing} />
      <RelatedPages groups={page.related} />
    </PageShell>
  );
}

export const ErrorBoundary = RootErrorBoundary;
