'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { callAction } from '@/components/dashboard/call-action';
import { formatMoney } from '@/lib/money';
import { AmountField } from './amount-field';
import { NotifyCustomer } from './notify-customer';

/** Refunds an online payment through its gateway, all of what is left or a part (rendered only with `order` edit). */
export function RefundControl({
  paymentId,
  left,
  method,
  formatted,
  symbol,
}: {
  paymentId: string;
  left: string;
  method: string;
  formatted: string;
  symbol: string;
}) {
  const t = useTranslations('dashOrders');
  const locale = useLocale();
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [notify, setNotify] = useState(true);
  const id = `refund-${paymentId}`;
  const shown = amount.trim() && Number.isFinite(Number(amount)) ? formatMoney(amount.trim(), locale, symbol) : formatted;

  const run = async () => {
    setBusy(true);
    const result = await callAction('order.refundPayment', { paymentId, amount, notify });
    setBusy(false);
    setConfirm(false);
    if (result.ok) {
      toast.success(t('order.refundDone'));
      setAmount('');
      router.refresh();
    } else if (result.error === 'refundRefused') {
      toast.error(t(`errors.refund.${String(result.params?.reason ?? 'gateway')}` as 'errors.refund.gateway'));
    } else {
      toast.error(errorText(result));
    }
  };

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirm(true);
      }}
    >
      <AmountField
        id={id}
        label={t('order.refundAmount', { left: formatted })}
        value={amount}
        onChange={setAmount}
        placeholder={left}
        className="w-32"
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {t('order.refund')}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('order.refundPaymentTitle')}
        description={t('order.confirmRefundPayment', {
          amount: shown,
          method: t(`paymentMethod.${method}` as 'paymentMethod.stripe'),
        })}
        cancelLabel={t('order.keepPayment')}
        confirmLabel={t('order.refundPayment', { amount: shown })}
        onConfirm={run}
        busy={busy}
      >
        <div className="mt-4">
          <NotifyCustomer id={`${id}-notify`} checked={notify} onChange={setNotify} />
        </div>
      </ConfirmDialog>
    </form>
  );
}
