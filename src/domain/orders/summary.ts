/**
 * The lines every order summary shows, in one order (docs/requirements.md, "Order summary"): the checkout, the
 * confirmation page and e-mail, the order look-up, the customer's order history, the invoice and the dashboard's
 * order all turn their totals into rows here and only translate and format them.
 */

/** An amount as a number or as the decimal string of a numeric(12,2) column. */
type Amount = number | string;

/** The totals of a quote (`orderTotals()`) or of a stored order, as the views have them. */
export interface SummaryTotals {
  subtotal: Amount;
  /** the coupon's share, positive */
  discount: Amount;
  couponCode?: string | null;
  shipping: Amount;
  taxes: readonly { name: string; rate: number; amount: Amount }[];
  total: Amount;
}

export type SummaryRow =
  | { kind: 'subtotal'; amount: number }
  /** negative: what the coupon took off */
  | { kind: 'discount'; amount: number; code: string | null }
  /** what the 1-decimal cart total added (positive) or took away (negative) */
  | { kind: 'rounding'; amount: number }
  | { kind: 'delivery'; amount: number }
  | { kind: 'tax'; name: string; rate: number; amount: number }
  | { kind: 'total'; amount: number };

const cents = (v: Amount): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return Number.isFinite(n) ? Math.round(Number((n * 100).toPrecision(15))) : 0;
};

/**
 * The ordered rows of an order summary: subtotal, discount (only when there is one), rounding (only when not
 * zero), delivery, one row per tax line, total. The rounding is not stored with an order; it is what is left of
 * the total once subtotal, discount, delivery and taxes are accounted for (docs/requirements.md, "Order totals"),
 * computed in whole cents, so a quote and the order it became give the same row.
 */
export function summaryRows(totals: SummaryTotals): SummaryRow[] {
  const subtotal = cents(totals.subtotal);
  const discount = Math.abs(cents(totals.discount));
  const shipping = cents(totals.shipping);
  const taxes = totals.taxes.map((x) => ({ name: x.name, rate: x.rate, cents: cents(x.amount) }));
  const total = cents(totals.total);
  const rounding = total - subtotal + discount - shipping - taxes.reduce((s, x) => s + x.cents, 0);
  const rows: SummaryRow[] = [{ kind: 'subtotal', amount: subtotal / 100 }];
  if (discount !== 0) rows.push({ kind: 'discount', amount: -discount / 100, code: totals.couponCode || null });
  if (rounding !== 0) rows.push({ kind: 'rounding', amount: rounding / 100 });
  rows.push({ kind: 'delivery', amount: shipping / 100 });
  for (const x of taxes) rows.push({ kind: 'tax', name: x.name, rate: x.rate, amount: x.cents / 100 });
  rows.push({ kind: 'total', amount: total / 100 });
  return rows;
}

/** A line's variant as the summaries name it: colour and attribute value ("Smoke Oak · 12 mm"), or null. */
export function variantName(line: { colorName?: string | null; attributeName?: string | null }): string | null {
  const parts = [line.colorName, line.attributeName].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A stored order's totals as the order services return them (numeric(12,2) strings). */
export interface StoredOrderTotals {
  subtotal: Amount;
  discountTotal: Amount;
  couponCode?: string | null;
  shippingCost: Amount;
  taxLines: readonly { name: string; rate: number; amount: Amount }[];
  total: Amount;
}

/** The summary rows of a stored order (see summaryRows). */
export function orderSummaryRows(order: StoredOrderTotals): SummaryRow[] {
  return summaryRows({
    subtotal: order.subtotal,
    discount: order.discountTotal,
    couponCode: order.couponCode,
    shipping: order.shippingCost,
    taxes: order.taxLines,
    total: order.total,
  });
}
