import { useEffect, useId, useState, type FormEvent } from 'react';
import { isWaitlistEmail } from './emailRule';

export const WAITLIST_SUCCESS = 'You have successfully joined the waitlist, You will be notified once the product is online.';
export const WAITLIST_FAILURE = 'Something was wrong. Try it again!';
/** How long each message stays on screen (spec section 4). */
export const WAITLIST_SUCCESS_MS = 20_000;
export const WAITLIST_FAILURE_MS = 15_000;

type Status = 'idle' | 'sending' | 'success' | 'error';

/** POST /api/waitlist; true when the server accepted the address. */
export async function joinWaitlist(email: string): Promise<boolean> {
  try {
    const response = await fetch('/api/waitlist', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The waitlist form: the e-mail rule is checked here and again on the server. */
export function WaitlistForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), status === 'success' ? WAITLIST_SUCCESS_MS : WAITLIST_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    if (!isWaitlistEmail(email)) {
      setStatus('error');
      return;
    }
    setStatus('sending');
    const ok = await joinWaitlist(email);
    setStatus(ok ? 'success' : 'error');
    if (ok) setEmail('');
  }

  const dark = tone === 'dark';
  return (
    <form onSubmit={submit} noValidate className="mx-auto w-full max-w-xl" aria-label="Join the waitlist">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={`min-w-0 flex-1 rounded-lg border px-4 py-3 text-base shadow-sm outline-none focus:ring-2 focus:ring-orange-400 ${dark ? 'border-white/20 bg-white/10 text-white placeholder:text-slate-400' : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-400'}`}
        />
        <button type="submit" disabled={status === 'sending'} className="rounded-lg bg-orange-500 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-orange-600 disabled:cursor-wait disabled:opacity-70">
          {status === 'sending' ? 'Joining...' : 'Join the waitlist'}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-4 min-h-6 text-sm font-medium">
        {status === 'success' && <span className={dark ? 'text-emerald-300' : 'text-emerald-700'} data-testid="waitlist-success">{WAITLIST_SUCCESS}</span>}
        {status === 'error' && <span className={dark ? 'text-red-300' : 'text-red-700'} data-testid="waitlist-error">{WAITLIST_FAILURE}</span>}
      </p>
    </form>
  );
}
