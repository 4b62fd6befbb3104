import 'server-only';
import type { CouponRefusal } from '@/domain/orders/coupon';
import type { PaymentMethod } from '@/domain/payments/methods';
import type { OrderLimitRefusal } from './order-limits';

/* What placing an order answers: the checkout's and the phone order's (place-order.ts, insert-order.ts). */

export type OrderRefusalCode =
  | 'invalid'
  | 'loginRequired'
  | 'sessionExpired'
  | 'paymentUnavailable'
  | 'deliveryUnavailable'
  | 'productUnavailable'
  | 'outOfStock'
  | 'coupon'
  | 'tooManySamples'
  | 'samplesUnavailable'
  | 'installationUnavailable'
  /** more of the same as an order the buyer has none of (docs/requirements.md, "Locations and lots") */
  | 'sameLotsUnknown'
  | OrderLimitRefusal['code'];

export interface PlacedOrder {
  id: string;
  number: string;
  total: string;
  status: string;
  paymentMethod: PaymentMethod;
  /** true when this call found the order made by an earlier submission of the same checkout */
  replayed: boolean;
}

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  | {
      ok: false;
      code: OrderRefusalCode;
      /** field -> translation key, for 'invalid' */
      fields?: Record<string, string>;
      /** names of the products that are unavailable or short of stock */
      products?: string[];
      couponReason?: CouponRefusal;
      /** below the coupon's minimum: the minimum and what is missing */
      couponMinimum?: number;
      couponMissing?: number;
      /** a throttle's refusal (docs/requirements.md, "Order limits"): the wait */
      wait?: { minutes: number; hours: number };
      /** `sameLotsUnknown`: the order number asked for */
      order?: string;
      /** `guestOrderTooLarge`: the most a guest's order paid on delivery may hold, in currency units */
      maximum?: number;
    };

/** A refusal of the order's rules inside the transaction (rolls it back); `result` says why. */
export class Refused extends Error {
  constructor(readonly result: Extract<PlaceOrderResult, { ok: false }>) {
    super(result.code);
  }
}
