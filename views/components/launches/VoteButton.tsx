import { useEffect, useState } from 'react';
import type { ApiContract } from '../../../domain/api';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/common/messages';
import { ServiceRefusal } from '../../../domain/common/refusal';
import type { VoteCount } from '../../../domain/launches/types';
import { SIGN_IN_TO_VOTE, votesLabel } from '../../../domain/launches/votes';
import { launchesAddresses } from '../../api/addresses/launches';
import { browserClient } from '../../api/browserClient';
import { useSession } from '../useSession';

/** The launches' API in the browser (only the addresses this button calls travel in the page's bundle). */
const launchesApi = browserClient<ApiContract['launches']>(launchesAddresses);

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
 * A product's votes, and the button that casts or takes back the visitor's vote. The count is in the server's HTML
 * (visitors without JavaScript see it); with JavaScript it is read again, and a visitor who is not signed in is sent
 * to sign in.
 */
export function VoteButton({ slug, name, votes, fresh = false, compact = false }: VoteButtonProps) {
  const session = useSession();
  const [count, setCount] = useState<VoteCount>({ votes, voted: false });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!fresh) return;
    let current = true;
    launchesApi
      .votes({ params: { slug } })
      .then((now) => current && setCount(now))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [slug, fresh]);

  async function toggle() {
    if (session === 'signed-out') return window.location.assign(`/auth/login?next=${encodeURIComponent(window.location.pathname)}`);
    setBusy(true);
    setMessage(null);
    try {
      setCount(count.voted ? await launchesApi.unvote({ params: { slug } }) : await launchesApi.vote({ params: { slug } }));
    } catch (error) {
      setMessage(error instanceof ServiceRefusal ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const shape = compact ? 'h-14 w-14 text-sm' : 'h-16 min-w-20 px-4 text-base';
  const tone = count.voted ? 'border-orange-500 bg-orange-500 text-white hover:bg-orange-600' : 'border-slate-300 bg-white text-slate-800 hover:border-orange-400 hover:text-orange-700';
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={count.voted}
        title={session === 'signed-out' ? SIGN_IN_TO_VOTE : undefined}
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
