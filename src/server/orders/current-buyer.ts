import 'server-only';
import { auth } from '@/server/auth/auth';
import type { Buyer } from './place-order';

/** Who is buying: the signed-in account, or a guest. placeOrder enforces security.loginForPurchase on it. */
export async function currentBuyer(): Promise<Buyer> {
  const user = await auth();
  return { userId: user?.id ?? null };
}
