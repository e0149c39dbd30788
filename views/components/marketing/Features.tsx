import { FEATURES, FEATURES_INTRO } from '../../content/landing';
import { Icon } from './icons';
import { Section } from './Section';

/** The feature cards; the section is the "Benefits" anchor of the main navigation. A page may open it in its own words. */
export function Features({ title = FEATURES_INTRO.title }: { title?: string }) {
  return (
    <Section id="benefits" eyebrow={FEATURES_INTRO.eyebrow} title={title} subtitle={FEATURES_INTRO.subtitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-200 hover:shadow-md">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-orange-100 text-orange-600">
              <Icon name={feature.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{feature.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
