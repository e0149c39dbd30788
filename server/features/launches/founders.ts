import type { ProductRecord } from '../directory/model';
import { ownerOf } from '../listings/owners';

/** Who is acting: a signed-in account. */
export interface Account {
  userId: string;
  email: string;
}

/** Whether an account is one of a product's founders, who may not vote for it: the account of the submission's email, or the listing's verified owner. */
export async function isFounderOf(product: Pick<ProductRecord, '_id' | 'email'>, account: Account): Promise<boolean> {
  if (product.email.toLowerCase() === account.email.toLowerCase()) return true;
  return (await ownerOf(product._id)) === account.userId;
}
