import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';
import { dayAfter, BEST_OF } from '../../../domain/launches/days';
import type { LaunchOverview } from '../../../domain/launches/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { DirectoryShell } from '../directory/DirectoryHeader';
import { LaunchCardList } from './LaunchCardList';
import { DayLinks, LaunchIntro, LaunchSection } from './LaunchSections';

export async function loader({ context }: LoaderFunctionArgs): Promise<LaunchOverview> {
  return siteApiOf(context).launches.overview();
}

export const handle: RouteHandle<LaunchOverview> = {
  hydration: 'on-intent',
  head: ({ data }) => ({
    title: `Today's product launches - ${shortDate(data.today.date)}`,
    description: "Today's new startups, SaaS products and AI tools, most voted first, with yesterday's products of the day and the best launches of the past week and month.",
    canonicalPath: '/launches',
  }),
};

export function Component() {
  const { today, yesterday, week, month } = useLoaderData<typeof loader>();
  return (
    <DirectoryShell>
      <LaunchIntro eyebrow={shortDate(today.date)} title="Today's launches">
        Vote for the products you like. The three with the most votes at midnight (UTC) become the products of the day.
      </LaunchIntro>
      <div className="mx-auto max-w-4xl space-y-12 px-4 pb-16 sm:px-6">
        <LaunchSection id="today" title="Launching today">
          <LaunchCardList launches={today.launches} empty="Nothing has launched today yet. Launch yours: it is free." />
        </LaunchSection>
        <LaunchSection id="yesterday" title={`Products of the day, ${shortDate(yesterday.date)}`} link={{ to: `/launches/${yesterday.date}`, label: "See all of yesterday's launches" }}>
          <LaunchCardList launches={yesterday.launches.filter((launch) => launch.rank)} empty="No product won yesterday." />
        </LaunchSection>
        <LaunchSection id="week" title={`Best of the past ${BEST_OF.week} days`}>
          <LaunchCardList launches={week} empty="No launches this week yet." />
        </LaunchSection>
        <LaunchSection id="month" title={`Best of the past ${BEST_OF.month} days`}>
          <LaunchCardList launches={month} empty="No launches this month yet." />
        </LaunchSection>
        <DayLinks days={Array.from({ length: BEST_OF.week }, (_, i) => dayAfter(today.date, -i))} />
        <p className="text-center">
          <Link to="/directories/submit" className="inline-flex rounded-xl bg-orange-500 px-5 py-3 font-semibold text-white shadow-sm hover:bg-orange-600">
            Launch your product for free
          </Link>
        </p>
      </div>
    </DirectoryShell>
  );
}
