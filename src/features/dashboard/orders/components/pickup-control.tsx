'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { formatDashboardDate } from '@/lib/format';

/**
 * A showroom-pickup order (docs/requirements.md, "Showroom pickup"): when it was marked ready, or for staff with
 * `order` edit the button that marks a confirmed or processing order ready and e-mails the customer.
 */
export function PickupControl({
  orderId,
  readyAt,
  canMark,
  pending,
}: {
  orderId: string;
  readyAt: string | null;
  canMark: boolean;
  pending: boolean;
}) {
  const t = useTranslations('dashOrders.pickup');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const mark = async () => {
    setBusy(true);
    const result = await callAction('order.markReadyForPickup', { id: orderId });
    setBusy(false);
    if (result.ok) {
      toast.success(t('marked'));
      router.refresh();
    } else toast.error(errorText.result(result));
  };

  return (
    <div className="space-y-3 text-sm" data-testid="order-pickup">
      {readyAt ? (
        <p>{t('readySince', { date: formatDashboardDate(readyAt) })}</p>
      ) : (
        <p className="text-fg-muted">{pending ? t('pendingHint') : t('notReady')}</p>
      )}
      {canMark && (
        <Button type="button" onClick={mark} disabled={busy}>
          {busy ? t('marking') : t('markReady')}
        </Button>
      )}
    </div>
  );
}
