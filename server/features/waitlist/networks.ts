import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { SAME_NETWORK_MS } from '../../../domain/waitlist/rules';
import { deriveKey } from '../../core/lib/seal';
import { perPlatform, type Platform } from '../../core/platform';

/**
 * Where subscribers were seen (joining, confirming, opening their page), for one guard: a sign-up from the network
 * its referrer used within a day does not count. Only a keyed hash of the network is kept, as part of a Redis key
 * that expires after that day; the address itself is never stored.
 */

/** The eight groups of an IPv6 address, written in full. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/** The network of an address: an IPv4 address itself, an IPv6 address's /64 (one household's prefix), or null. */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6 || address.includes('.')) return null;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

function createNetworks({ redis, config, logger }: Platform) {
  const key = deriveKey(config.JWT_SECRET, 'waitlist-networks');
  const sightingKey = (network: string, entryId: string) => `${config.QUEUE_PREFIX}:waitlist:seen:${createHmac('sha256', key).update(network).digest('base64url').slice(0, 22)}:${entryId}`;
  return {
    /** Notes that a subscriber used the network of `ip` now (kept one day). A Redis outage only weakens the guard. */
    async seen(entryId: string, ip: string | null): Promise<void> {
      const network = networkOf(ip);
      if (!network) return;
      await redis.set(sightingKey(network, entryId), '1', 'PX', SAME_NETWORK_MS).catch((error: Error) => logger.warn({ err: error.message }, 'waitlist sighting not kept: redis unavailable'));
    },
    /** Whether the subscriber used the network of `ip` within the last day. */
    async seenWithin(entryId: string, ip: string | null): Promise<boolean> {
      const network = networkOf(ip);
      if (!network) return false;
      return (await redis.exists(sightingKey(network, entryId)).catch(() => 0)) > 0;
    },
  };
}

/** Where a platform's subscribers were seen. */
export const networksOf = perPlatform(createNetworks);
