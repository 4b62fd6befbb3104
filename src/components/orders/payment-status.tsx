import { useLocale, useTranslations } from 'next-intl';
import { showsBalanceDue } from '@/domain/payments/balance';
import type { PaymentStatus } from '@/domain/payments/status';
import { formatMoney, ltrAmount } from '@/lib/money';

const TONE: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  unpaid: 'bg-gray-200 text-gray-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
  refunded: 'bg-rose-100 text-rose-800',
  partially_refunded: 'bg-rose-100 text-rose-800',
};

/**
 * An order's payment status as its customer sees it (order history, look-up and confirmation pages): the status
 * and, after a part payment, the balance due — the dashboard's rule (docs/requirements.md, "Balance due").
 */
export function PaymentStatusLabel({
  status,
  amountPaid,
  balanceDue,
  symbol,
}: {
  status: PaymentStatus;
  amountPaid: string;
  balanceDue: string;
  symbol: string;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid="payment-status" data-status={status}>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`order.paymentStatuses.${status}`)}</span>
      {showsBalanceDue({ amountPaid, balanceDue }) && (
        <span className="text-xs text-gray-700">
          {t('order.balanceDue', { amount: ltrAmount(formatMoney(balanceDue, locale, symbol), locale) })}
        </span>
      )}
    </span>
  );
}
