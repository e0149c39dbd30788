import type { ProductRecord } from '../directory/model';

/** Who is acting: a signed-in account. */
export interface Account {
  userId: string;
  email: string;
}

/**
 * Whether an account is one of a product's founders, who may not vote for it: the account of the submission's email.
 * Verified claimants (claims of listings) are founders too: add their check here.
 */
export async function isFounderOf(product: Pick<ProductRecord, '_id' | 'email'>, account: Account): Promise<boolean> {
  return product.email.toLowerCase() === account.email.toLowerCase();
}
