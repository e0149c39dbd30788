import { slugify } from '../../../domain/common/slugify';
import { holderOf, slugKey } from './keys';
import { oneLine } from './productText';

const slugIsTaken = async (slug: string) => Boolean(await holderOf(slugKey(slug)));

/** The slug a product name asks for, before any "-2" that makes it free. */
export const slugBase = (name: string) => slugify(oneLine(name)).slice(0, 80).replace(/-+$/, '') || 'product';

/** The base slug, else the first free of base-2, base-3... (asked eight at a time). */
export async function nextFreeSlug(base: string): Promise<string> {
  if (!(await slugIsTaken(base))) return base;
  for (let from = 2; ; from += 8) {
    const candidates = Array.from({ length: 8 }, (_, i) => `${base}-${from + i}`);
    const taken = await Promise.all(candidates.map(slugIsTaken));
    const free = candidates.find((_, i) => !taken[i]);
    if (free) return free;
  }
}
