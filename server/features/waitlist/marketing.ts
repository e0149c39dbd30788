import type { Config } from '../../core/config';

export interface MarketingProvider {
  /** Adds the contact to list A, or to list B when the provider already knows it; returns which. */
  addContact(email: string): Promise<'A' | 'B'>;
}

export class MarketingError extends Error {}

/**
 * A Brevo-style contacts API, called from the server only (the key never reaches a browser).
 * Returns null when it is not configured.
 */
export function marketingProvider(config: Config, timeoutMs = 10_000): MarketingProvider | null {
  const { MARKETING_API_URL: base, MARKETING_API_KEY: key, MARKETING_LIST_A: listA, MARKETING_LIST_B: listB } = config;
  if (!base || !key || !listA || !listB) return null;
  const root = base.replace(/\/+$/, '');
  const call = (path: string, body: unknown) =>
    fetch(`${root}${path}`, {
      method: 'POST',
      headers: { 'api-key': key, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  return {
    async addContact(email) {
      const created = await call('/contacts', { email, listIds: [listA], updateEnabled: false });
      if (created.ok) return 'A';
      const answer = (await created.json().catch(() => ({}))) as { code?: string };
      const exists = created.status === 409 || (created.status === 400 && answer.code === 'duplicate_parameter');
      if (!exists) throw new MarketingError(`marketing provider answered ${created.status} when adding a contact`);
      const added = await call(`/contacts/lists/${listB}/contacts/add`, { emails: [email] });
      if (!added.ok) throw new MarketingError(`marketing provider answered ${added.status} when adding a contact to list B`);
      return 'B';
    },
  };
}
