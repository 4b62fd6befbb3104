import type { SummaryRow } from '@/domain/orders/summary';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The totals of an order in the dashboard, one row per `summaryRows()` row (docs/requirements.md, "Order summary"):
 * the order page's and the phone-order form's. No hooks, so the server page and the client form both render it;
 * `t` is the `dashOrders` translator, `iso` isolates a Latin code or name on a right-to-left page.
 */
export function OrderSummaryRows({
  rows,
  t,
  money,
  iso,
  totalSuffix,
  className,
  label,
}: {
  rows: SummaryRow[];
  t: Translate;
  money: (amount: number) => string;
  iso: (text: string) => string;
  /** shown after the total's amount (the order's currency) */
  totalSuffix?: string;
  className: string;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.kind === 'tax' ? `tax-${row.name}` : row.kind}
          className={row.kind === 'total' ? 'flex justify-between border-t border-line pt-2 text-base font-bold' : 'flex justify-between'}
        >
          <dt>
            {row.kind === 'discount'
              ? row.code
                ? t('order.coupon', { code: iso(row.code) })
                : t('order.discount')
              : row.kind === 'tax'
                ? t('order.taxLine', { name: iso(row.name), rate: row.rate })
                : t(`order.${row.kind}`)}
          </dt>
          <dd className="tabular-nums" data-summary={row.kind}>
            {money(row.amount)}
            {row.kind === 'total' && totalSuffix && <span className="text-xs font-normal text-fg-muted"> {totalSuffix}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
