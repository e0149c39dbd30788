import { CLIENT_SITES } from '../../content/clients';
import { FACTS } from '../../content/landing';
import { Section } from './Section';

/** Key figures and the client list. */
export function Facts() {
  return (
    <Section id="results" eyebrow={FACTS.eyebrow} title={FACTS.title}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {FACTS.items.map((fact) => (
          <div key={fact.label} className="flex flex-col rounded-2xl bg-slate-900 px-6 py-8 text-center">
            <dt className="text-sm text-slate-300">{fact.label}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-orange-400 sm:text-4xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-16 text-center text-sm font-semibold uppercase tracking-wider text-slate-500">{FACTS.clientsTitle}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CLIENT_SITES.map((client) => (
          <li key={client.name} className="flex min-w-0 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <img src={client.icon} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-lg" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{client.name}</p>
              <p className="truncate text-sm text-slate-500">{client.tagline}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
