import { SCREENSHOTS } from '../../content/landing';
import { Section } from './Section';

/** Screens of the report and the growth it shows; width and height are set so nothing shifts. */
export function Screenshots() {
  return (
    <Section id="screenshots" eyebrow={SCREENSHOTS.eyebrow} title={SCREENSHOTS.title} className="bg-slate-50">
      <div className="grid gap-8 lg:grid-cols-2">
        {SCREENSHOTS.items.map((shot) => (
          <figure key={shot.src} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5">
            <img src={shot.src} alt={shot.alt} width={shot.width} height={shot.height} loading="lazy" decoding="async" className="h-auto w-full" />
            <figcaption className="border-t border-slate-100 px-5 py-3 text-sm font-medium text-slate-600">{shot.caption}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
