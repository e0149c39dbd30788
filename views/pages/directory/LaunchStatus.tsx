import { Link, useFetcher } from 'react-router-dom';
import { shortDate, shortDateTime } from '../../../domain/common/dates';
import { rankTitle } from '../../../domain/launches/days';
import { LINK_BACK_TEXTS } from '../../../domain/launches/linkBack';
import type { FounderLaunch } from '../../../domain/launches/types';
import { votesLabel } from '../../../domain/launches/votes';
import { formOutcome, siteApiOf, type FormOutcome } from '../../siteApi';
import type { ActionFunctionArgs } from 'react-router-dom';
import { BadgeEmbed } from './LaunchParts';

export type LinkBackCheck = FormOutcome & { answer?: FounderLaunch };

/** The status page's form: the founder asks for their home page to be read for its link back now. */
export async function checkLinkBackAction({ params, context }: ActionFunctionArgs): Promise<LinkBackCheck> {
  return formOutcome(siteApiOf(context).launches.checkLinkBack({ params: { token: params.token ?? '' } }), () => 'Checked just now.');
}

const STATE_TONES: Record<FounderLaunch['link_back'], string> = {
  unchecked: 'bg-slate-100 text-slate-700',
  followed: 'bg-emerald-100 text-emerald-800',
  missing: 'bg-amber-100 text-amber-900',
  nofollow: 'bg-amber-100 text-amber-900',
  'not-indexable': 'bg-amber-100 text-amber-900',
  unreachable: 'bg-red-100 text-red-800',
};

/** The link back's state, and the form that checks it again. */
function LinkBackPanel({ launch, checked }: { launch: FounderLaunch; checked: LinkBackCheck | undefined }) {
  const fetcher = useFetcher<LinkBackCheck>();
  const outcome = fetcher.data ?? checked;
  const shown = outcome?.answer ?? launch;
  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid="link-back">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">Your link back</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[shown.link_back]}`} data-testid="link-back-state">
          {shown.link_back === 'followed' ? 'Followed link' : 'Nofollow link'}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-600">{LINK_BACK_TEXTS[shown.link_back]}</p>
      {shown.checked_at && <p className="mt-1 text-xs text-slate-500">Last checked {shortDateTime(shown.checked_at)}</p>}
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
          {fetcher.state === 'idle' ? 'Check my link now' : 'Checking...'}
        </button>
        <span role="status" className={outcome?.ok === false ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
          {outcome?.message}
        </span>
      </fetcher.Form>
    </div>
  );
}

/** What the founder's status page shows of the launch: its day, votes and rank, the badge to embed and the link back. */
export function LaunchStatus({ launch, name, checked }: { launch: FounderLaunch; name: string; checked?: LinkBackCheck }) {
  return (
    <div className="mt-6 space-y-4 border-t border-slate-100 pt-6" data-testid="launch-status">
      <h2 className="text-lg font-semibold text-slate-900">Your launch</h2>
      {launch.launch_date ? (
        <p className="text-slate-700" data-testid="launch-date">
          Launch day:{' '}
          <Link to={`/launches/${launch.launch_date}`} className="font-semibold text-orange-700 hover:text-orange-800">
            {shortDate(launch.launch_date)}
          </Link>
          {launch.listed && <> &middot; {votesLabel(launch.votes)}</>}
          {launch.rank && <> &middot; {rankTitle(launch.rank)}</>}
        </p>
      ) : (
        <p className="text-slate-700">Listed before launch days: no launch day.</p>
      )}
      {launch.listed && (
        <>
          <BadgeEmbed slug={launch.slug} name={name} rank={launch.rank} open />
          <LinkBackPanel launch={launch} checked={checked} />
        </>
      )}
    </div>
  );
}
