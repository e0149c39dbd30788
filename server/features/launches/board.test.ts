import { RELATED_SIZE } from '../../../domain/launches/days';
import { DirectoryListing, type ListedCard } from '../directory/listing';
import { relatedTo } from './board';

/** A card of a category launching on a day of November 2026. */
const card = (n: number, category: string, day: number): ListedCard => ({
  id: `id-${n}`,
  slug: `product-${n}`,
  name: `Product ${n}`,
  headline: '',
  category,
  logoKey: '',
  createdAt: n,
  updatedAt: n,
  launchDate: `2026-11-${String(day).padStart(2, '0')}`,
});

describe('related products on a product page', () => {
  it('When a category has many cards, then the six are its newest launches up to today, the listing order kept within a day, and never the product itself', () => {
    // A pseudo-random listing (fixed seed): three categories, launch days 1 to 30 of the month.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const listing = new DirectoryListing(Array.from({ length: 3000 }, (_, n) => card(n, ['ai', 'dev', 'marketing'][next() % 3], 1 + (next() % 30))));
    // Changed one card at a time afterwards, as the bus does: a card moves to another category, another leaves.
    listing.put({ ...listing.cards[10], category: 'dev' === listing.cards[10].category ? 'ai' : 'dev' });
    listing.remove(listing.cards[20].id);
    const { cards } = listing;
    const today = '2026-11-20';

    for (const product of cards.slice(0, 50)) {
      const expected = cards
        .filter((other) => other.category === product.category && other.id !== product.id && other.launchDate <= today)
        .sort((a, b) => (a.launchDate === b.launchDate ? 0 : a.launchDate > b.launchDate ? -1 : 1))
        .slice(0, RELATED_SIZE);
      expect(relatedTo(listing, product, today)).toEqual(expected);
    }
  });

  it('When a card of a category changes after its related products were shown, then the next product page of that category shows the change; the next day too', () => {
    const listing = new DirectoryListing(Array.from({ length: 20 }, (_, n) => card(n, n % 2 ? 'ai' : 'dev', 1 + n)));
    const product = listing.cards.find((c) => c.category === 'ai')!;
    const before = relatedTo(listing, product, '2026-11-30').map((c) => c.id);
    const newcomer = card(99, 'ai', 25);
    listing.put(newcomer);
    expect(relatedTo(listing, product, '2026-11-30').map((c) => c.id)).toEqual([newcomer.id, ...before].filter((id) => id !== product.id).slice(0, RELATED_SIZE));
    listing.remove(newcomer.id);
    expect(relatedTo(listing, product, '2026-11-30').map((c) => c.id)).toEqual(before);
    // Launches after the day asked for are not related yet.
    expect(relatedTo(listing, product, '2026-11-10').every((c) => c.launchDate <= '2026-11-10')).toBe(true);
  });
});

