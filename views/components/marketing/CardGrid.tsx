import { Icon } from './icons';

export interface Card {
  title: string;
  body: string;
}

/** A grid of titled cards, numbered (steps) or ticked (benefits). */
export function CardGrid({ cards, numbered = false, columns = 3 }: { cards: readonly Card[]; numbered?: boolean; columns?: 2 | 3 | 4 }) {
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${grid}`}>
      {cards.map((card, index) => (
        <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-orange-100 font-bold text-orange-600">
            {numbered ? index + 1 : <Icon name="check" />}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{card.body}</p>
        </li>
      ))}
    </List>
  );
}
