/** robots.txt: crawling allowed, the API and the admin area excluded, the sitemap index named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
