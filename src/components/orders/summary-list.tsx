import type { SummaryRow } from '@/domain/orders/summary';
import { isLocale, localeDir } from '@/i18n/locales';
import { isolateText } from '@/lib/bidi-text';

/** The translated names of the summary rows (a tax row's name carries its rate). */
export interface SummaryLabels {
  subtotal: string;
  discount: string;
  rounding: string;
  delivery: string;
  total: string;
  tax: (name: string, rate: number) => string;
  /** wraps a name or code written in another script (bidi isolation in a right-to-left page) */
  isolate?: (text: string) => string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The storefront's labels, from the `checkout` messages (checkout, confirmation, look-up, order history). */
export function storeSummaryLabels(t: Translate, locale: string): SummaryLabels {
  const isolate = isLocale(locale) && localeDir(locale) === 'rtl' ? isolateText : undefined;
  return {
    isolate,
    subtotal: t('cart.subtotal'),
    discount: t('cart.discount'),
    rounding: t('cart.rounding'),
    delivery: t('checkout.shippingCost'),
    total: t('cart.total'),
    tax: (name, rate) => t('checkout.taxLine', { name: isolate ? isolate(name) : name, rate }),
  };
}

/** A row's label: the discount names its coupon. */
export function summaryLabel(row: SummaryRow, labels: SummaryLabels): string {
  switch (row.kind) {
    case 'discount':
      return row.code ? `${labels.discount} (${labels.isolate ? labels.isolate(row.code) : row.code})` : labels.discount;
    case 'tax':
      return labels.tax(row.name, row.rate);
    default:
      return labels[row.kind];
  }
}

const ROW_CLASS: Record<SummaryRow['kind'], string> = {
  subtotal: '',
  discount: 'text-green-700',
  rounding: 'text-gray-600',
  delivery: '',
  tax: '',
  total: 'border-t border-body-gray pt-2 text-base font-bold',
};

/**
 * The totals of an order summary as a description list, one row per `summaryRows()` row
 * (docs/requirements.md, "Order summary"); amounts come formatted by the caller's `money` (formatMoney).
 */
export function SummaryList({
  rows,
  labels,
  money,
  totalMoney = money,
  totalTestId,
  className = 'space-y-2 text-sm',
  busy,
}: {
  rows: SummaryRow[];
  labels: SummaryLabels;
  money: (amount: number) => string;
  /** the total's amount, where it names the currency ("CA$", `totalSymbol`); else as `money` */
  totalMoney?: (amount: number) => string;
  totalTestId?: string;
  className?: string;
  busy?: boolean;
}) {
  return (
    <dl className={className} aria-busy={busy}>
      {rows.map((row) => (
        <div
          key={row.kind === 'tax' ? `tax-${row.name}` : row.kind}
          className={`flex justify-between gap-3 ${ROW_CLASS[row.kind]}`}
          data-summary-row={row.kind}
        >
          <dt>{summaryLabel(row, labels)}</dt>
          <dd dir="ltr" className="whitespace-nowrap" data-testid={row.kind === 'total' ? totalTestId : undefined}>
            {row.kind === 'total' ? totalMoney(row.amount) : money(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
