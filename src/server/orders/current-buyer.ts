import 'server-only';
import { cookies } from 'next/headers';
import { CHECKOUT_CLIENT_COOKIE, checkoutClientId } from '@/domain/orders/checkout-client';
import { auth } from '@/server/auth/auth';
import type { Buyer } from './place-order';

/** Who is buying: the signed-in account or a guest, and the browser. placeOrder enforces security.loginForPurchase on it. */
export async function currentBuyer(): Promise<Buyer> {
  const user = await auth();
  return { userId: user?.id ?? null, clientId: checkoutClientId((await cookies()).get(CHECKOUT_CLIENT_COOKIE.name)?.value) };
}
