import { Link } from 'react-router-dom';
import { categoryLabel } from '../../../domain/directory/categories';
import { rankTitle } from '../../../domain/launches/days';
import type { LaunchCard } from '../../../domain/launches/types';
import { truncate } from '../../../domain/common/text';
import { CARD_HEADLINE_MAX } from '../../../domain/directory/limits';
import { ProductLogo } from '../directory/ProductLogo';
import { VoteButton } from '../../components/launches/VoteButton';

/** A launch in a list: rank (when it won its day), logo, name, headline, category, and its votes. */
function LaunchRow({ launch, position }: { launch: LaunchCard; position?: number }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4" data-testid="launch">
      {position !== undefined && (
        <span className="hidden w-6 shrink-0 text-center text-sm font-semibold text-slate-500 sm:block" aria-hidden="true">
          {position}
        </span>
      )}
      <ProductLogo name={launch.name} src={launch.logo_url} size={56} className="h-12 w-12 shrink-0 rounded-xl border border-slate-100 bg-slate-50 sm:h-14 sm:w-14" />
      <div className="min-w-0 flex-1">
        <h3 className="break-words font-semibold text-slate-900">
          <Link to={`/product/${encodeURIComponent(launch.slug)}`} className="hover:text-orange-700">
            {launch.name}
          </Link>
        </h3>
        <p className="mt-0.5 break-words text-sm text-slate-600">{truncate(launch.headline, CARD_HEADLINE_MAX)}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-orange-50 px-2 py-0.5 font-medium text-orange-800">{categoryLabel(launch.category)}</span>
          {launch.rank && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{rankTitle(launch.rank)}</span>}
        </p>
      </div>
      <VoteButton slug={launch.slug} name={launch.name} votes={launch.votes} compact />
    </li>
  );
}

/** Launches, most votes first, numbered; or a line saying there are none. */
export function LaunchCardList({ launches, empty, numbered = true }: { launches: readonly LaunchCard[]; empty: string; numbered?: boolean }) {
  if (!launches.length) return <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-10 text-center text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3" data-testid="launch-list">
      {launches.map((launch, i) => (
        <LaunchRow key={launch.slug} launch={launch} position={numbered ? i + 1 : undefined} />
      ))}
    </ol>
  );
}
