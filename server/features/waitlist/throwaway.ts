import { onFirstUse } from '../../core/lib/onFirstUse';

/**
 * The domains of throwaway mail services, from the maintained list of the `mailchecker` package (MIT, about 56,000
 * domains, updated with each release): loaded at the first sign-up, so the worker and the CLI never read it.
 */
const throwawayDomains = onFirstUse(async () => {
  // The package is CommonJS: Node's import names its exports, the production bundle only its default.
  const loaded = (await import('mailchecker')) as typeof import('mailchecker') & { default?: typeof import('mailchecker') };
  return (loaded.default ?? loaded).blacklist();
});

/** Whether an address (already checked and lower-cased) is at a throwaway mail service, or at a subdomain of one. */
export async function isThrowawayAddress(email: string): Promise<boolean> {
  const domains = await throwawayDomains();
  const labels = email.slice(email.lastIndexOf('@') + 1).split('.');
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true;
  return false;
}
