/** The website address with the referral marker the spec asks for (`?ref=` and the site's name); null for anything but http(s). */
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
