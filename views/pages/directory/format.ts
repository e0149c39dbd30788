/** Up to `size` consecutive page numbers around the current page, all within 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export { referralUrl } from '../../../domain/directory/referral';

/** The host of a website, without 'www.', for display. */
export function displayHost(websiteUrl: string): string {
  try {
    return new URL(websiteUrl).hostname.replace(/^www\./, '');
  } catch {
    return websiteUrl;
  }
}
