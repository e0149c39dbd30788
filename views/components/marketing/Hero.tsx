import type { ReactNode } from 'react';
import { HERO_POINTS, launchOfferBadge } from '../../content/landing';
import { useSettings } from '../useSettings';
import { Icon } from './icons';

interface HeroProps {
  /** Our own static HTML (a highlighted span), never user input. */
  h1Html: string;
  subtitle: string;
  /** Main button; defaults to the pricing section of the current page. */
  action?: { label: string; href: string };
  /** Three short promises under the buttons. */
  points?: readonly string[];
  /** Extra content under the subtitle (platform chips, notes). */
  children?: ReactNode;
}

/** The page's h1 with the launch-offer badge, the two main actions and three promises. */
export function Hero({ h1Html, subtitle, action = { label: 'Get more backlinks', href: '#pricing' }, points = HERO_POINTS, children }: HeroProps) {
  const { launchOfferLeft } = useSettings();
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-orange-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-orange-200/40 blur-3xl" />
      <div className="relative mx-auto max-w-4xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pb-24 sm:pt-24">
        <a
          href="#pricing"
          className="inline-flex items-center gap-2 rounded-full border border-orange-200 bg-white px-4 py-1.5 text-sm font-semibold text-orange-700 shadow-sm transition hover:border-orange-300 hover:bg-orange-50"
        >
          <span className="relative flex h-2 w-2" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full motion-safe:animate-ping rounded-full bg-orange-400 opacity-75" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-orange-500" />
          </span>
          {launchOfferBadge(launchOfferLeft)}
        </a>
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl" dangerouslySetInnerHTML={{ __html: h1Html }} />
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">{subtitle}</p>
        {children}
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <a href={action.href} className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-orange-500 px-6 py-3 text-base font-semibold text-white shadow-lg shadow-orange-500/25 transition hover:bg-orange-600 sm:w-auto">
            {action.label}
            <Icon name="arrow" className="h-4 w-4" />
          </a>
          <a href="#waitlist" className="inline-flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 transition hover:border-slate-400 hover:bg-slate-50 sm:w-auto">
            Join the waitlist
          </a>
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-3 text-sm text-slate-600 sm:flex-row sm:gap-8">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon name="check" className="h-4 w-4 text-orange-500" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
