import 'server-only';
import { guestOrderOverLimit, orderThrottles, type OrderFacts } from '@/domain/orders/checkout-limits';
import { emailKey } from '@/domain/orders/email-key';
import { waitHours, waitMinutes } from '@/domain/security/limits';
import { limits, type Limiter } from '@/server/security/limiter';

/** Why the limits refuse an order (placeOrder answers it as its refusal). */
export type OrderLimitRefusal =
  | { code: 'guestOrderTooLarge'; maximum: number }
  | { code: 'tooManyOrders' | 'tooManySampleOrders'; wait: { minutes: number; hours: number } };

/**
 * The storefront's limits on placing orders (docs/requirements.md, "Order limits"), checked inside the order's
 * transaction once its lines are priced: a guest's order paid on delivery over the shop's limit is refused; then the
 * order takes from each throttle that applies (per client address, and for samples per e-mail). `admit` answers the
 * refusal, or null when the order may be placed; a refusal gives back what this order took so far, and `giveBack()`
 * the rest when the order was not placed after all (its transaction failed, or a concurrent submission of the same
 * checkout made it first).
 */
export function orderAdmission(buyer: { clientAddress: string; guest: boolean }, guestCodLimitCents: number) {
  const taken: [Limiter, string][] = [];
  const giveBack = async () => {
    for (const [limiter, key] of taken.splice(0)) await limiter.giveBack(key).catch(() => undefined);
  };
  return {
    async admit(order: Omit<OrderFacts, 'guest'> & { email: string }): Promise<OrderLimitRefusal | null> {
      const facts = { ...order, guest: buyer.guest };
      if (guestOrderOverLimit(facts, guestCodLimitCents)) return { code: 'guestOrderTooLarge', maximum: guestCodLimitCents / 100 };
      for (const throttle of orderThrottles(facts)) {
        const limiter = limits[throttle.rule];
        const key = throttle.by === 'email' ? emailKey(order.email) : buyer.clientAddress;
        const verdict = await limiter.take(key);
        if (!verdict.ok) {
          await giveBack();
          return { code: throttle.refusal, wait: { minutes: waitMinutes(verdict.retryAfterMs), hours: waitHours(verdict.retryAfterMs) } };
        }
        taken.push([limiter, key]);
      }
      return null;
    },
    giveBack,
  };
}
