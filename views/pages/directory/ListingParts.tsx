import { Link, useLocation } from 'react-router-dom';
import type { OwnedListing } from '../../../domain/listings/contract';
import type { ListingStats } from '../../../domain/listings/stats';
import { viewBeaconPath } from '../../../domain/listings/stats';
import { shortDate } from '../../../domain/common/dates';

/** The product page's parts from the listings feature: the verified mark, claim and report links, the view image. */

export function VerifiedBadge({ verified }: { verified?: boolean }) {
  if (!verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800" title="The owner of this website claimed the listing" data-testid="verified-badge">
      <svg className="h-3.5 w-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" clipRule="evenodd" />
      </svg>
      Verified
    </span>
  );
}

/** For the founder (claim the listing) and for anyone (report it). */
export function ListingActions({ slug, verified }: { slug: string; verified?: boolean }) {
  const path = encodeURIComponent(slug);
  return (
    <div className="flex flex-wrap justify-between gap-3 px-1 text-sm">
      <Link to={`/account/listings/${path}`} rel="nofollow" className="font-medium text-slate-600 hover:text-orange-600">
        {verified ? 'Manage this listing' : 'Is this your product? Claim it'}
      </Link>
      <Link to={`/product/${path}/report`} rel="nofollow" className="font-medium text-slate-500 hover:text-red-600">
        Report this listing
      </Link>
    </div>
  );
}

/**
 * The image that counts a view: loaded with the page (cached or not, with or without scripts), and again on each
 * navigation in the browser (the location's key makes its address new; a page sent by the server has none).
 */
export function ViewBeacon({ slug }: { slug: string }) {
  const { key } = useLocation();
  const src = key === 'default' ? viewBeaconPath(slug) : `${viewBeaconPath(slug)}?n=${encodeURIComponent(key)}`;
  return <img src={src} alt="" width={1} height={1} aria-hidden="true" className="pointer-events-none absolute h-px w-px opacity-0" />;
}

/** A founder's numbers: the last 30 days' totals and a bar per day (views, with visits inside). */
export function ListingStatsCard({ stats }: { stats: ListingStats }) {
  const most = Math.max(1, ...stats.days.map((d) => d.views));
  const first = stats.days[0]?.date;
  return (
    <section aria-labelledby="stats-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="listing-stats">
      <h2 id="stats-heading" className="text-xl font-semibold text-slate-900">
        Your last 30 days
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-500">Product page views</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="stats-views">{stats.views}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-500">Visits to your website</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="stats-clicks">{stats.clicks}</dd>
        </div>
      </dl>
      <div className="mt-6 flex h-24 items-end gap-0.5" role="img" aria-label={`Views and visits per day since ${first ? shortDate(first) : ''}`}>
        {stats.days.map((day) => (
          <div key={day.date} className="flex flex-1 flex-col justify-end rounded-t bg-orange-200" style={{ height: `${Math.max(2, (day.views / most) * 100)}%` }} title={`${day.date}: ${day.views} views, ${day.clicks} visits`}>
            {day.clicks > 0 && <div className="rounded-t bg-orange-500" style={{ height: `${Math.min(100, (day.clicks / Math.max(1, day.views)) * 100)}%` }} />}
          </div>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-500">Counted without cookies; known bots are left out. Visits are clicks on Visit Website.</p>
    </section>
  );
}

/** The account page's listings: each one the account owns, with its status and last 30 days. */
export function YourListings({ listings }: { listings: readonly OwnedListing[] }) {
  return (
    <section aria-labelledby="listings" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="listings" className="text-lg font-semibold text-slate-900">Your listings</h2>
      {listings.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          No listing yet. Open your product in the <Link to="/directories" className="font-semibold text-orange-600 hover:text-orange-700">directory</Link> and claim it.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" data-testid="your-listings">
          {listings.map((listing) => (
            <li key={listing.slug} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link to={`/account/listings/${encodeURIComponent(listing.slug)}`} className="font-semibold text-orange-600 hover:text-orange-700">
                {listing.name}
              </Link>
              <span className="text-slate-600">
                {listing.status} · {listing.stats.views} views · {listing.stats.clicks} visits (30 days)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
