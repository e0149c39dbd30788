/**
 * The data the views need, as one interface with two implementations: the server's calls the
 * services directly (server/ssr/siteData.ts), the browser's fetches /api (client/siteData.ts).
 * Each entry point installs its own, so loaders never know where they run.
 */
export interface PublicSettings {
  siteName: string;
  publicUrl: string;
}

export interface SiteData {
  settings(): Promise<PublicSettings>;
}

let current: SiteData | undefined;

export function installSiteData(source: SiteData): void {
  current = source;
}

export function siteData(): SiteData {
  if (!current) throw new Error('SiteData is not installed: call installSiteData() at the entry point');
  return current;
}
