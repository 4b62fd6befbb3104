import { AWAITING_PAYMENT, fromHundredths, toHundredths, type PaymentStatus } from './status';

/**
 * What an order received, gave back and still owes, and the payment status that follows — one rule for the
 * dashboard, the customer's pages, the CSV and the overview (docs/requirements.md, "Balance due").
 */

/** Payment rows whose money counts for the order: received (and maybe refunded since), never a flagged one. */
export const COUNTED_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];

export interface PaymentAmounts {
  status: PaymentStatus;
  amount: string;
  refundedAmount: string;
  flagged: boolean;
}

/** Sums of an order's counted payments, as 2-decimal strings. */
export interface PaymentSums {
  received: string;
  refunded: string;
}

export interface OrderBalance extends PaymentSums {
  /** received minus refunded: what the shop keeps */
  paid: string;
  /** what the customer still owes: the total minus what was received (a refund does not make it owed again) */
  due: string;
}

const cents = (s: string) => toHundredths(s) ?? 0n;

export function sumPayments(payments: readonly PaymentAmounts[]): PaymentSums {
  let received = 0n;
  let refunded = 0n;
  for (const p of payments) {
    if (p.flagged || !(COUNTED_PAYMENT_STATUSES as readonly string[]).includes(p.status)) continue;
    received += cents(p.amount);
    refunded += cents(p.refundedAmount);
  }
  return { received: fromHundredths(received), refunded: fromHundredths(refunded) };
}

/**
 * The balance of an order (nothing is due on a cancelled or refunded order). An order marked paid (or refunded) without any counted payment row — possible only
 * for data written before payments were recorded by hand — counts as received in full.
 */
export function orderBalance(order: { total: string; paymentStatus: PaymentStatus; status?: string }, sums: PaymentSums): OrderBalance {
  const total = cents(order.total);
  let received = cents(sums.received);
  const refunded = cents(sums.refunded);
  if (received === 0n && !AWAITING_PAYMENT.includes(order.paymentStatus)) received = total;
  // a cancelled or refunded order is owed nothing more
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  const due = !closed && total > received ? total - received : 0n;
  return {
    received: fromHundredths(received),
    refunded: fromHundredths(refunded),
    paid: fromHundredths(received - refunded),
    due: fromHundredths(due),
  };
}

/**
 * The order's payment status its payments give: any refund → refunded (everything received given back) or
 * partially refunded; else paid once the payments cover the total; else it keeps its awaiting status (unpaid,
 * pending or failed) and shows the balance due.
 */
export function orderPaymentStatus(order: { total: string; paymentStatus: PaymentStatus }, sums: PaymentSums): PaymentStatus {
  const b = orderBalance(order, sums);
  const received = cents(b.received);
  const refunded = cents(b.refunded);
  if (refunded > 0n) return refunded >= received ? 'refunded' : 'partially_refunded';
  if (received > 0n && cents(b.due) === 0n) return 'paid';
  return AWAITING_PAYMENT.includes(order.paymentStatus) ? order.paymentStatus : 'unpaid';
}

export type PaymentPlan =
  | { ok: true; amount: string; dueAfter: string; status: PaymentStatus }
  | { ok: false; reason: 'orderClosed' | 'nothingDue' | 'invalidAmount' | 'exceedsDue'; due: string };

/**
 * Checks a payment received by hand of `amount` (empty: the whole balance due) for an order: not for a
 * cancelled or refunded order, more than zero, at most the balance due. Answers the status after it.
 */
export function planPayment(
  order: { total: string; status: string; paymentStatus: PaymentStatus },
  sums: PaymentSums,
  amount?: string | null,
): PaymentPlan {
  const before = orderBalance(order, sums);
  const due = cents(before.due);
  if (order.status === 'cancelled' || order.status === 'refunded') return { ok: false, reason: 'orderClosed', due: before.due };
  if (due === 0n) return { ok: false, reason: 'nothingDue', due: before.due };
  const want = amount && amount.trim() !== '' ? toHundredths(amount) : due;
  if (want === null || want <= 0n) return { ok: false, reason: 'invalidAmount', due: before.due };
  if (want > due) return { ok: false, reason: 'exceedsDue', due: before.due };
  const after = { received: fromHundredths(cents(sums.received) + want), refunded: sums.refunded };
  return { ok: true, amount: fromHundredths(want), dueAfter: fromHundredths(due - want), status: orderPaymentStatus(order, after) };
}

/**
 * The day a payment was received: empty means today; a real calendar day, not after today and not before the
 * day the order was placed (all days in the shop's zone).
 */
export function checkReceivedOn(
  value: string,
  today: string,
  orderDay: string,
): { ok: true; day: string } | { ok: false; reason: 'invalidDate' | 'futureDate' | 'beforeOrder' } {
  const day = value.trim() || today;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return { ok: false, reason: 'invalidDate' };
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== day) return { ok: false, reason: 'invalidDate' };
  if (day > today) return { ok: false, reason: 'futureDate' };
  if (day < orderDay) return { ok: false, reason: 'beforeOrder' };
  return { ok: true, day };
}

/**
 * Whether a payment status is shown with its balance due: once part of the total was paid and the rest is still
 * owed (an unpaid order owes its total, which the status already says). One rule for every place that shows it.
 */
export function showsBalanceDue(o: { amountPaid: string; balanceDue: string }): boolean {
  return cents(o.amountPaid) > 0n && cents(o.balanceDue) > 0n;
}
