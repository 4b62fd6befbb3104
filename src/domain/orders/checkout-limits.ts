import type { LimitName } from '../security/limits';
import type { PaymentMethod } from '../payments/methods';

/**
 * What the shop limits about orders placed in the storefront (docs/requirements.md, "Order limits"): how many a
 * client address and an e-mail address may place, and how much a guest's order paid only on delivery may hold.
 */
export interface OrderFacts {
  /** placed without an account */
  guest: boolean;
  /** the method the order is paid by; an order with nothing to pay is `cod` */
  paymentMethod: PaymentMethod;
  /** the boxes (what takes stock) at their prices, before discount, delivery and taxes */
  subtotal: number;
  /** the order has free samples */
  samples: boolean;
}

/**
 * A throttle an order takes from, what it counts by, and the refusal once it is used up: `tooManyOrders` with the
 * wait in minutes, `tooManySampleOrders` (counted over a day) with the wait in hours.
 */
export interface OrderThrottle {
  rule: LimitName;
  by: 'address' | 'email';
  refusal: 'tooManyOrders' | 'tooManySampleOrders';
}

/**
 * The throttles an order counts against: every order per client address; one nobody pays at checkout (cash on
 * delivery, nothing to pay) also against the tighter rule for those; one with free samples against the sample rules,
 * per address and per e-mail.
 */
export function orderThrottles(order: OrderFacts): OrderThrottle[] {
  const out: OrderThrottle[] = [{ rule: 'orderAddress', by: 'address', refusal: 'tooManyOrders' }];
  if (order.paymentMethod === 'cod') out.push({ rule: 'unpaidOrderAddress', by: 'address', refusal: 'tooManyOrders' });
  if (order.samples)
    out.push(
      { rule: 'sampleOrderAddress', by: 'address', refusal: 'tooManySampleOrders' },
      { rule: 'sampleOrderEmail', by: 'email', refusal: 'tooManySampleOrders' },
    );
  return out;
}

/**
 * A guest's order paid only on delivery holds its stock until staff cancel it: its goods may come to at most
 * `limitCents` (settings `security.guestCodLimitCents`; 0: no limit). Orders paid online or from an account are not
 * limited here.
 */
export function guestOrderOverLimit(order: OrderFacts, limitCents: number): boolean {
  return order.guest && order.paymentMethod === 'cod' && limitCents > 0 && Math.round(order.subtotal * 100) > limitCents;
}
