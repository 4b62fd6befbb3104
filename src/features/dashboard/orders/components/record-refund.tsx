'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Field, Textarea } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { callAction } from '@/components/dashboard/call-action';
import { formatMoney } from '@/lib/money';
import { AmountField } from './amount-field';
import { NotifyCustomer } from './notify-customer';

/**
 * "Record refund" for a payment received by hand: money given back by hand, in full (empty amount) or in part, with
 * the reason; nothing goes to a gateway. The same refund rule as online refunds checks it on the server.
 * Rendered only with `order` edit.
 */
export function RecordRefund({ paymentId, left, symbol }: { paymentId: string; left: string; symbol: string }) {
  const t = useTranslations('dashOrders.payments');
  const o = useTranslations('dashOrders');
  const locale = useLocale();
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState('');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const leftText = formatMoney(left, locale, symbol);
  const typed = amount.trim();
  const shown = typed && /^\d{1,10}(\.\d{1,2})?$/.test(typed) ? formatMoney(typed, locale, symbol) : leftText;
  const amountMessage = (k: string) => (k === 'exceedsPaid' || k === 'invalidAmount' || k === 'notPaid' ? o(`errors.refund.${k}`) : k);

  const start = () => {
    setAmount('');
    setReason('');
    setErrors({});
    setKey(crypto.randomUUID());
    setNotify(true);
    setOpen(true);
  };

  const run = async () => {
    setBusy(true);
    const result = await callAction('order.recordRefund', { paymentId, amount, reason, key, notify });
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      toast.success(t('refundDone'));
      router.refresh();
      return;
    }
    const fields = result.fieldErrors ?? {};
    if (fields.amount || fields.reason) {
      setErrors({
        amount: fields.amount ? amountMessage(fields.amount) : undefined,
        reason: fields.reason === 'required' ? t('errors.required') : fields.reason,
      });
      return;
    }
    setOpen(false);
    const why = String(result.params?.reason ?? '');
    toast.error(
      result.error === 'refundRefused' && why === 'online'
        ? t('errors.online')
        : result.error === 'refundRefused' && why
          ? amountMessage(why)
          : errorText(result),
    );
    router.refresh();
  };

  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={start} className="mt-2" data-testid="record-refund">
        {t('recordRefund')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('recordRefundTitle')}
        description={t('recordRefundText', { left: leftText })}
        cancelLabel={o('order.keepPayment')}
        confirmLabel={t('confirmRefund', { amount: shown })}
        onConfirm={run}
        busy={busy}
      >
        <div className="mt-4 space-y-3">
          <AmountField
            id={`refund-amount-${paymentId}`}
            label={t('refundAmount', { left: leftText })}
            value={amount}
            onChange={setAmount}
            placeholder={left}
            error={errors.amount}
          />
          <Field label={t('reason')} htmlFor={`refund-reason-${paymentId}`} error={errors.reason} required>
            <Textarea
              id={`refund-reason-${paymentId}`}
              rows={2}
              value={reason}
              maxLength={500}
              placeholder={t('reasonPlaceholder')}
              invalid={!!errors.reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <NotifyCustomer id={`refund-notify-${paymentId}`} checked={notify} onChange={setNotify} />
        </div>
      </ConfirmDialog>
    </>
  );
}
