import { useLocation } from 'react-router-dom';
import { CALL_TO_ACTION } from '../../content/landing';
import { Island } from '../Island';
import { waitlistIsland } from './WaitlistForm';

/** The closing call to action (#waitlist) with the waitlist form. */
export function CallToAction({ title = CALL_TO_ACTION.title, subtitle = CALL_TO_ACTION.subtitle }: { title?: string; subtitle?: string }) {
  const { pathname } = useLocation();
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="scroll-mt-20 px-4 py-12 sm:px-6 sm:py-16">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-2xl sm:px-16">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-orange-500/30 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-orange-400/20 blur-3xl" />
        <h2 id="waitlist-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-300">{subtitle}</p>
        <div className="relative mt-10">
          <Island kind={waitlistIsland} props={{ source: pathname }} />
        </div>
      </div>
    </section>
  );
}
