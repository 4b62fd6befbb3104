import 'server-only';
import { cookies, headers } from 'next/headers';
import { CHECKOUT_CLIENT_COOKIE, checkoutClientId } from '@/domain/orders/checkout-client';
import { auth } from '@/server/auth/auth';
import { requestClientAddress } from '@/server/security/client-address';
import type { Buyer } from './place-order';

/**
 * Who is buying: the signed-in account or a guest, the browser and the client's address. placeOrder enforces
 * security.loginForPurchase and the order limits (docs/requirements.md, "Order limits") on it.
 */
export async function currentBuyer(): Promise<Buyer> {
  const user = await auth();
  return {
    userId: user?.id ?? null,
    clientId: checkoutClientId((await cookies()).get(CHECKOUT_CLIENT_COOKIE.name)?.value),
    clientAddress: requestClientAddress(await headers()),
  };
}
