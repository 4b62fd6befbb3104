import 'server-only';
import type { Buyer } from './place-order';

/**
 * Who is buying. Orders are placed as a guest until sign-in is wired to checkout; placeOrder
 * enforces security.loginForPurchase against this value.
 */
export async function currentBuyer(): Promise<Buyer> {
  return { userId: null };
}
