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

/**
 * Checks a refund of `amount` (empty: everything left) against what was paid and already refunded, all in
 * hundredths so no float is summed. Returns the amount to send to the gateway and the resulting status.
 */
export function planRefund(status: PaymentStatus, paid: string, refunded: string, amount?: string | null): RefundPlan {
  if (status !== 'paid' && status !== 'partially_refunded') return { ok: false, reason: 'notPaid' };
  const h = (s: string) => {
    const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s.trim());
    return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
  };
  const total = h(paid);
  const done = h(refunded);
  if (total === null || done === null) return { ok: false, reason: 'invalidAmount' };
  const left = total - done;
  const want = amount && amount.trim() !== '' ? h(amount) : left;
  if (want === null || want <= 0n) return { ok: false, reason: 'invalidAmount' };
  if (want > left) return { ok: false, reason: 'exceedsPaid' };
  const str = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
  return {
    ok: true,
    amount: str(want),
    refundedAfter: str(done + want),
    status: done + want === total ? 'refunded' : 'partially_refunded',
  };
}
