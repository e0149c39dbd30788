import type { Types } from 'mongoose';
import { holderOf, hostKey, releaseKey } from './keys';
import { ProductModel } from './model';

/** Canonical form of an accepted website address and the host that identifies the website. */
export function normaliseWebsite(value: string): { url: string; host: string } {
  const url = new URL(value.trim());
  const path = url.pathname === '/' ? '' : url.pathname;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';
  // Credentials and fragments are dropped: they never belong in a public listing.
  return { url: `${url.protocol}//${host}${port}${path}${url.search}`, host: host.replace(/^www\./, '') };
}

// Pending and approved products hold their website's host in a unique field; a rejected one frees it,
// so the same website can be submitted again. (FerretDB has no partial unique index to express this.)
export const releasedHostLock = (id: Types.ObjectId) => `rejected:${id.toHexString()}`;

// A product being saved right now holds its key before it exists: its id is this recent.
const SAVING_MS = 10 * 60_000;

/**
 * Whether another product (pending or approved) holds the website. Read by the host's key (keys.ts): FerretDB v1
 * pushes down nothing but `_id`, and a free website would otherwise read the whole collection (45 s at 100,000 products).
 */
export async function websiteIsTaken(host: string, exceptId?: Types.ObjectId): Promise<boolean> {
  const holder = await holderOf(hostKey(host));
  if (!holder || (exceptId && holder.equals(exceptId))) return false;
  // A key whose product is gone or no longer holds the website (written by the one-time key pass while it changed) is given back.
  const product = await ProductModel.findOne({ _id: holder }, { host_lock: 1 }).lean<{ host_lock: string }>();
  if (product?.host_lock === host || Date.now() - holder.getTimestamp().getTime() < SAVING_MS) return true;
  await releaseKey(hostKey(host), holder);
  return false;
}
