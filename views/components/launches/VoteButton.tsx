import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { VoteCount } from '../../../domain/launches/types';
import { votesLabel } from '../../../domain/launches/votes';
import type { loader, VoteAnswer } from '../../pages/launches/VotesRoute';

interface VoteButtonProps {
  slug: string;
  name: string;
  /** The count the page was rendered with (a cached page's may be a minute old). */
  votes: number;
  /** Reads the count now once the page comes alive, and whether the visitor voted (one product's page, not a list). */
  fresh?: boolean;
  compact?: boolean;
}

/**
 * A product's votes, and the button that casts or takes back the visitor's vote (through the fetchers of
 * /launches/votes/{slug}). The count is in the server's HTML (visitors without JavaScript see it); with JavaScript it
 * is read again, and a visitor who is not signed in (the vote answers 401) is sent to sign in.
 */
export function VoteButton({ slug, name, votes, fresh = false, compact = false }: VoteButtonProps) {
  const reader = useFetcher<typeof loader>();
  const voter = useFetcher<VoteAnswer>();
  const [count, setCount] = useState<VoteCount>({ votes, voted: false });
  const address = `/launches/votes/${encodeURIComponent(slug)}`;

  const load = reader.load;
  useEffect(() => {
    if (fresh) void load(address);
  }, [fresh, address, load]);
  useEffect(() => {
    if (reader.data) setCount(reader.data);
  }, [reader.data]);
  useEffect(() => {
    if (voter.data?.answer) setCount(voter.data.answer);
    if (voter.data?.ok === false && voter.data.status === 401) window.location.assign(`/auth/login?next=${encodeURIComponent(window.location.pathname)}`);
  }, [voter.data]);

  function toggle() {
    voter.submit({ intent: count.voted ? 'unvote' : 'vote' }, { method: 'post', action: address });
  }

  const message = voter.state === 'idle' && voter.data && !voter.data.ok ? voter.data.message : null;
  const shape = compact ? 'h-14 w-14 text-sm' : 'h-16 min-w-20 px-4 text-base';
  const tone = count.voted ? 'border-orange-500 bg-orange-500 text-white hover:bg-orange-600' : 'border-slate-300 bg-white text-slate-800 hover:border-orange-400 hover:text-orange-700';
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={toggle}
        disabled={voter.state !== 'idle'}
        aria-pressed={count.voted}
        className={`inline-flex flex-col items-center justify-center rounded-xl border font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 disabled:opacity-60 ${shape} ${tone}`}
        data-testid="vote-button"
      >
        <svg className="h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M10 3l7 9h-4v5H7v-5H3z" />
        </svg>
        <span data-testid="vote-count">{count.votes}</span>
        <span className="sr-only">
          {votesLabel(count.votes)}: {count.voted ? `take back your vote for ${name}` : `vote for ${name}`}
        </span>
      </button>
      <p role="status" aria-live="polite" className={message ? 'max-w-48 text-center text-xs text-red-700' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}
