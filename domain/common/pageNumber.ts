/** The largest page number an address may ask for. */
const MAX_PAGE = 9_999_999;

/**
 * THE reading of a page number in an address: a positive whole number as people and tools write it ("2", "02",
 * "2.0"), else null. Pages show the first page for null; the API refuses it.
 */
export function pageNumber(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+(\.0*)?$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}
