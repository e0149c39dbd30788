import type { Platform } from '../../core/platform';
import { catalogueStore } from './catalogueStore';

/** How many shown on the admin dashboard. */
const LATEST_DEAD = 5;

/** The directories whose sites stopped answering, for the admin dashboard: how many, and the latest to die (from memory). */
export async function deadDirectories(platform: Platform) {
  const dead = (await catalogueStore(platform).list()).filter((d) => d.status === 'dead');
  const latest = [...dead].sort((a, b) => (b.lastCheckedAt ?? '').localeCompare(a.lastCheckedAt ?? '')).slice(0, LATEST_DEAD);
  return { count: dead.length, latest: latest.map(({ id, name, lastCheckedAt, lastCheckDetail }) => ({ id, name, lastCheckedAt, detail: lastCheckDetail })) };
}
