'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Field, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { OrderStatus } from '@/domain/orders/status';
import { returnsStock } from '@/domain/orders/status';
import { statusMailsCustomer } from '@/domain/orders/customer-update';
import { callAction } from '@/components/dashboard/call-action';
import { NotifyCustomer } from './notify-customer';

/** Moves an order to one of the statuses the status machine allows next (rendered only with `order` edit). */
export function StatusControl({ orderId, next }: { orderId: string; next: OrderStatus[] }) {
  const t = useTranslations('dashOrders');
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [status, setStatus] = useState<OrderStatus | ''>(next[0] ?? '');
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const run = async () => {
    if (!status) return;
    setBusy(true);
    const result = await callAction('order.setStatus', { id: orderId, status, note, notify });
    setBusy(false);
    setConfirm(false);
    if (result.ok) {
      toast.success(t('order.statusChanged', { status: t(`status.${result.data.status}`) }));
      setNote('');
      // the choice moves on with the order: the first status it may take next (else the select would show that one
      // while holding the status just saved)
      setStatus(result.data.next[0] ?? '');
      setNotify(true);
      router.refresh();
    } else {
      toast.error(result.error === 'statusNotAllowed' ? t('errors.statusNotAllowed') : errorText(result));
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (status && returnsStock(status)) setConfirm(true);
        else void run();
      }}
    >
      <Field label={t('order.newStatus')} htmlFor="order-status">
        <Select id="order-status" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          {next.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('order.statusNote')} htmlFor="order-status-note">
        <Input id="order-status-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {status && statusMailsCustomer(status) && <NotifyCustomer id="order-status-notify" checked={notify} onChange={setNotify} />}
      <Button type="submit" size="sm" disabled={busy || !status}>
        {t('order.update')}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={status === 'refunded' ? t('order.refundTitle') : t('order.cancelTitle')}
        description={status === 'refunded' ? t('order.confirmRefund') : t('order.confirmCancel')}
        cancelLabel={t('order.keepOrder')}
        confirmLabel={status === 'refunded' ? t('order.markRefunded') : t('order.cancelOrder')}
        onConfirm={run}
        busy={busy}
      />
    </form>
  );
}
