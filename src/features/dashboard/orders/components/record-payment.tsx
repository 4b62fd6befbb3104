'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Field, Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { callAction } from '@/components/dashboard/call-action';
import { formatMoney } from '@/lib/money';
import { AmountField } from './amount-field';

type FieldName = 'amount' | 'receivedOn' | 'note';
const MESSAGES = ['orderClosed', 'nothingDue', 'invalidAmount', 'exceedsDue', 'invalidDate', 'futureDate', 'beforeOrder'] as const;
type MessageKey = (typeof MESSAGES)[number];
const isMessage = (k: unknown): k is MessageKey => MESSAGES.includes(k as MessageKey);

/**
 * "Mark as paid": records money received by hand (docs/requirements.md, "Payments recorded by hand") in a dialog
 * with the amount (empty: the whole balance due), the day received (today in the shop's zone by default) and a
 * note; the confirm button names the amount. Rendered only with `order` edit and a balance due.
 */
export function RecordPayment({
  orderId,
  number,
  due,
  today,
  orderDay,
  symbol,
}: {
  orderId: string;
  number: string;
  due: string;
  /** yyyy-mm-dd in the shop's zone */
  today: string;
  orderDay: string;
  symbol: string;
}) {
  const t = useTranslations('dashOrders.payments');
  const locale = useLocale();
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const dueText = formatMoney(due, locale, symbol);
  const typed = amount.trim();
  const shown = typed && /^\d{1,10}(\.\d{1,2})?$/.test(typed) ? formatMoney(typed, locale, symbol) : dueText;
  const message = (k: string) => (isMessage(k) ? t(`errors.${k}`, { due: dueText }) : k);

  const start = () => {
    setAmount('');
    setReceivedOn(today);
    setNote('');
    setErrors({});
    setKey(crypto.randomUUID());
    setOpen(true);
  };

  const run = async () => {
    setBusy(true);
    const result = await callAction('order.recordPayment', { orderId, amount, receivedOn, note, key });
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      toast.success(t('paymentDone'));
      router.refresh();
      return;
    }
    const fields = (result.fieldErrors ?? {}) as Partial<Record<FieldName, string>>;
    if (Object.keys(fields).length) {
      setErrors(Object.fromEntries(Object.entries(fields).map(([f, k]) => [f, message(k ?? '')])));
      return;
    }
    setOpen(false);
    const reason = result.params?.reason;
    toast.error(result.error === 'paymentRefused' && isMessage(reason) ? message(reason) : errorText(result));
    router.refresh();
  };

  return (
    <>
      <Button type="button" size="sm" onClick={start} data-testid="mark-paid">
        {t('markPaid')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('markPaidTitle', { number })}
        description={t('markPaidText', { due: dueText })}
        cancelLabel={t('keepUnpaid')}
        confirmLabel={t('confirmPayment', { amount: shown })}
        onConfirm={run}
        busy={busy}
        destructive={false}
      >
        <div className="mt-4 space-y-3">
          <AmountField
            id="pay-amount"
            label={t('amount', { due: dueText })}
            value={amount}
            onChange={setAmount}
            placeholder={due}
            error={errors.amount}
          />
          <Field label={t('date')} htmlFor="pay-date" error={errors.receivedOn}>
            <Input
              id="pay-date"
              type="date"
              dir="ltr"
              value={receivedOn}
              min={orderDay}
              max={today}
              invalid={!!errors.receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
            />
          </Field>
          <Field label={t('note')} htmlFor="pay-note" error={errors.note}>
            <Input
              id="pay-note"
              value={note}
              maxLength={200}
              placeholder={t('notePlaceholder')}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
        </div>
      </ConfirmDialog>
    </>
  );
}
