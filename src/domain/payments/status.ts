export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment status of an order. `pending`: the customer was sent to the gateway (or the gateway holds the money
 * for review); `failed` may be retried; only a paid order can be refunded, in parts until nothing is left.
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['pending', 'paid', 'failed'],
  pending: ['paid', 'failed', 'unpaid'],
  failed: ['pending', 'paid'],
  paid: ['refunded', 'partially_refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Statuses from which a webhook may still mark the order paid. */
export const AWAITING_PAYMENT: readonly PaymentStatus[] = ['unpaid', 'pending', 'failed'];

export type RefundPlan =
  | { ok: true; amount: string; refundedAfter: string; status: 'refunded' | 'partially_refunded' }
  | { ok: false; reason: 'notPaid' | 'invalidAmount' | 'exceedsPaid' };

/** A decimal amount ('12.5', '12.50') in hundredths, exact; null when it is not a plain non-negative amount. */
export function toHundredths(s: string): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s.trim());
  return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
}

/** Hundredths back to the 2-decimal string of a numeric(12,2) column ('-' for a negative). */
export function fromHundredths(v: bigint): string {
  const sign = v < 0n ? '-' : '';
  const a = v < 0n ? -v : v;
  return `${sign}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/**
 * Checks a refund of `amount` (empty: everything left) against what was paid and already refunded, all in
 * hundredths so no float is summed. Returns the amount to send to the gateway (or to record, for a payment
 * received by hand) and the resulting status. One rule for both kinds of refund.
 */
export function planRefund(status: PaymentStatus, paid: string, refunded: string, amount?: string | null): RefundPlan {
  if (status !== 'paid' && status !== 'partially_refunded') return { ok: false, reason: 'notPaid' };
  const total = toHundredths(paid);
  const done = toHundredths(refunded);
  if (total === null || done === null) return { ok: false, reason: 'invalidAmount' };
  const left = total - done;
  const want = amount && amount.trim() !== '' ? toHundredths(amount) : left;
  if (want === null || want <= 0n) return { ok: false, reason: 'invalidAmount' };
  if (want > left) return { ok: false, reason: 'exceedsPaid' };
  return {
    ok: true,
    amount: fromHundredths(want),
    refundedAfter: fromHundredths(done + want),
    status: done + want === total ? 'refunded' : 'partially_refunded',
  };
}
