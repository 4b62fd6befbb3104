/** Online orders hold their stock this long while the customer pays (PAYMENT_RESERVE_MINUTES overrides it). */
export const DEFAULT_RESERVE_MINUTES = 30;

/** When an unpaid online order gives its stock back; cash on delivery never expires. */
export function reserveUntil(placedAt: Date, method: string, minutes = DEFAULT_RESERVE_MINUTES): Date | null {
  if (method === 'cod') return null;
  return new Date(placedAt.getTime() + minutes * 60_000);
}

/** Has this order's reservation run out without a payment? */
export function reservationExpired(order: { reserveUntil: Date | null; paymentStatus: string; status: string }, now: Date): boolean {
  return (
    order.reserveUntil !== null &&
    order.reserveUntil.getTime() <= now.getTime() &&
    order.status === 'pending' &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
  );
}
