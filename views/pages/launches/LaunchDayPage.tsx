import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';
import { dayAfter, launchToday } from '../../../domain/launches/days';
import type { LaunchDay } from '../../../domain/launches/types';
import type { RouteHandle } from '../../head';
import { siteApiOf, unlessNotFound } from '../../siteApi';
import { DirectoryShell } from '../directory/DirectoryHeader';
import { LaunchCardList } from './LaunchCardList';
import { DayLinks, LaunchIntro, LaunchSection } from './LaunchSections';

const DAY_NOT_FOUND = 'There is no launch day at this address.';

export async function loader({ params, context }: LoaderFunctionArgs): Promise<LaunchDay> {
  const day = await unlessNotFound(siteApiOf(context).launches.day({ params: { date: params.date ?? '' } }));
  if (!day) throw data({ message: DAY_NOT_FOUND }, { status: 404 });
  return day;
}

export const handle: RouteHandle<LaunchDay> = {
  hydration: 'on-intent',
  head: ({ data: day }) =>
    day ? {
    title: `Product launches of ${shortDate(day.date)}`,
    description: `The startups, SaaS products and AI tools launched on ${shortDate(day.date)}, most voted first${day.finished ? ', with the products of the day' : ''}.`,
    canonicalPath: `/launches/${day.date}`,
    // A day nobody launched on has nothing to index.
    ...(day.launches.length ? {} : { robots: 'noindex, follow' }),
  } : { title: 'Launch day not found', description: DAY_NOT_FOUND, robots: 'noindex, follow' },
};

export function Component() {
  const day = useLoaderData<typeof loader>();
  const next = dayAfter(day.date);
  return (
    <DirectoryShell>
      <LaunchIntro eyebrow={day.finished ? 'Launch day' : 'Launching today'} title={shortDate(day.date)}>
        {day.finished ? 'The day is over: its three most voted launches are its products of the day.' : 'Vote for the products you like. The three with the most votes at midnight (UTC) become the products of the day.'}
      </LaunchIntro>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16 sm:px-6">
        <LaunchSection id="launches" title={`${day.launches.length} ${day.launches.length === 1 ? 'launch' : 'launches'}`} link={{ to: '/launches', label: "Today's launches" }}>
          <LaunchCardList launches={day.launches} empty="Nobody launched on this day." />
        </LaunchSection>
        <DayLinks label="Other days" days={[dayAfter(day.date, -1), ...(next <= launchToday() ? [next] : [])]} />
      </div>
    </DirectoryShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <DirectoryShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Oops!</h1>
        <p className="mt-4 text-lg text-slate-600">{DAY_NOT_FOUND}</p>
        <Link to="/launches" className="mt-10 rounded-lg bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
          Today&apos;s launches
        </Link>
      </section>
    </DirectoryShell>
  );
}
