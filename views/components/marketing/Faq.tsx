import { useState } from 'react';
import { FAQ_INTRO } from '../../content/landing';
import type { FaqItem } from '../../../domain/site/faq';
import { RevealEmail } from './RevealEmail';
import { Section } from './Section';

export type { FaqItem };

/** FAQPage structured data for the page head; answers are plain text. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The FAQ (#faq): each item opens and closes on its own; answers are in the HTML, so crawlers and no-JS readers get them. */
export function Faq({ items, title = FAQ_INTRO.title }: { items: readonly FaqItem[]; title?: string }) {
  return (
    <Section id="faq" eyebrow={FAQ_INTRO.eyebrow} title={title}>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <FaqEntry key={item.question} item={item} />
        ))}
      </div>
      <p className="mt-8 text-center text-slate-600">
        {FAQ_INTRO.contact} <RevealEmail />
      </p>
    </Section>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group px-5 sm:px-6" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-orange-600 [&::-webkit-details-marker]:hidden">
        {item.question}
        <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-lg leading-none text-slate-600 transition group-open:rotate-45 group-open:bg-orange-100 group-open:text-orange-600">
          +
        </span>
      </summary>
      <p className="pb-5 leading-7 text-slate-600">{item.answer}</p>
    </details>
  );
}
