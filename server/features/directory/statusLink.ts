import { createHash, createHmac } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Config } from '../../core/config';

/**
 * A founder's private status link. The token is derived from the product's id and the server secret,
 * so the worker can rebuild the link for any email from the id alone (jobs and outbox rows carry no
 * token), while the database keeps only the token's hash (a copy of it reveals no working link).
 * Rotating JWT_SECRET changes the links of later emails; links already sent stop working then.
 */
export function statusToken(config: Pick<Config, 'JWT_SECRET'>, productId: Types.ObjectId | string): string {
  return createHmac('sha256', config.JWT_SECRET).update(`product-status:${String(productId)}`).digest('base64url');
}

export const hashStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function statusLink(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL'>, productId: Types.ObjectId | string): string {
  return `${config.PUBLIC_URL}/directories/status/${statusToken(config, productId)}`;
}
