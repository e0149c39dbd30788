import { TRUST } from '../../content/landing';

/** The logo strip: the directories every submission starts with, set as wordmarks. */
export function TrustStrip() {
  return (
    <section aria-label="Directories we submit to" className="border-y border-slate-100 bg-white py-10">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-center text-sm font-medium text-slate-500">{TRUST.title}</p>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {TRUST.names.map((name) => (
            <li key={name} className="text-lg font-bold tracking-tight text-slate-500 grayscale transition hover:text-slate-700">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
