import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { RootErrorBoundary } from '../../components/RootErrorBoundary';
import { siteApiOf } from '../../siteApi';
import type { RouteHandle } from '../../head';
import type { SeoHubData, SeoHubId } from '../../../domain/seo/types';
import { breadcrumbJsonLd } from './jsonLd';
import { Breadcrumbs, LinkList } from './SeoParts';

/** /directory-lists and /directory-lists/{countries|niches|business-types}: hubs linking every generated page. */
const SUB_HUBS: readonly SeoHubId[] = ['countries', 'niches', 'business-types'];

interface HubLoaderData {
  hub: SeoHubData;
  publicUrl: string;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<HubLoaderData> {
  const id = (params.hub ?? 'index') as SeoHubId;
  if (params.hub !== undefined && !SUB_HUBS.includes(id)) throw redirect('/404');
  const api = siteApiOf(context);
  const [hub, settings] = await Promise.all([api.seo.hub({ params: { hub: id } }), api.site.settings()]);
  return { hub: hub.data, publicUrl: settings.publicUrl };
}

export const handle: RouteHandle<HubLoaderData> = {
  head: ({ data: { hub, publicUrl } }) => ({
    title: hub.title,
    description: hub.description,
    canonicalPath: hub.path,
    jsonLd: [breadcrumbJsonLd(publicUrl, hub.breadcrumbs)],
  }),
};

export function Component() {
  const { hub } = useLoaderData<typeof loader>();
  const many = hub.groups.some((group) => group.links.length > 12);
  return (
    <PageShell>
      <Breadcrumbs trail={hub.breadcrumbs} />
      <section className="mx-auto max-w-6xl px-4 pb-8 pt-10 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{hub.h1}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{hub.intro}</p>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-20 sm:px-6">
        {hub.groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="border-b border-slate-200 pb-2 text-xl font-bold text-slate-900">{group.title}</h2>
            <LinkList links={group.links} className={`mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 ${many ? 'lg:grid-cols-3' : ''}`} />
          </section>
        ))}
      </div>
    </PageShell>
  );
}

export const ErrorBoundary = RootErrorBoundary;
