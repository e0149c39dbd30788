import { FOUNDER } from '../../content/landing';
import { useSettings } from '../useSettings';

/** The founder card: who is behind the service, by name. */
export function FounderCard() {
  const { founderName, siteName } = useSettings();
  return (
    <section aria-label="A word from the founder" className="px-4 py-16 sm:px-6 sm:py-20">
      <figure className="mx-auto max-w-3xl rounded-3xl border border-orange-100 bg-linear-to-br from-orange-50 to-white px-6 py-10 text-center shadow-sm sm:px-12">
        <img src={FOUNDER.photo.src} alt={`Portrait of ${founderName}`} width={FOUNDER.photo.width} height={FOUNDER.photo.height} loading="lazy" className="mx-auto h-24 w-24 rounded-full ring-4 ring-white" />
        <blockquote className="mt-8 text-lg leading-8 font-medium text-slate-800 sm:text-xl">
          <p>“{FOUNDER.quote}”</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="block font-semibold text-slate-900">{founderName}</span>
          <span className="text-sm text-slate-500">
            {FOUNDER.role} of {siteName}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
