import { useLocale, useTranslations } from 'next-intl';
import { showsBalanceDue } from '@/domain/payments/balance';
import type { PaymentStatus } from '@/domain/payments/status';
import { formatMoney } from '@/lib/money';
import { StatusBadge } from './status-badge';

/**
 * An order's payment status for staff, the same everywhere in the dashboard (orders table, order page, customer
 * page, overview): the status pill and, after a part payment, the balance due (docs/requirements.md, "Balance due").
 */
export function PaymentStatusBadge({
  status,
  amountPaid,
  balanceDue,
  symbol,
  className,
}: {
  status: PaymentStatus;
  amountPaid: string;
  balanceDue: string;
  symbol: string;
  className?: string;
}) {
  const t = useTranslations('dashOrders');
  const locale = useLocale();
  return (
    <span className={className ?? 'inline-flex flex-col items-start gap-0.5'} data-testid="payment-status">
      <StatusBadge tone={status} label={t(`paymentStatus.${status}`)} />
      {showsBalanceDue({ amountPaid, balanceDue }) && (
        <span className="text-xs whitespace-nowrap text-amber-800 tabular-nums">
          {t('payments.due', { amount: formatMoney(balanceDue, locale, symbol) })}
        </span>
      )}
    </span>
  );
}
