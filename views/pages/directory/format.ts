/** Up to `size` consecutive page numbers around the current page, all within 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The website address with the referral marker the spec asks for; null for anything but http(s). */
export function referralUrl(websiteUrl: string, siteName: string): string | null {
  let url: URL;
  try {
    url = new URL(websiteUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const ref = siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (ref) url.searchParams.set('ref', ref);
  return url.toString();
}

/** The host of a website, without 'www.', for display. */
export function displayHost(websiteUrl: string): string {
  try {
    return new URL(websiteUrl).hostname.replace(/^www\./, '');
  } catch {
    return websiteUrl;
  }
}
