'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { bdi } from '@/components/ui/bidi';
import { toast } from '@/components/ui/toast';
import type { Carrier } from '@/domain/orders/shipment';
import { canTransition, type OrderStatus } from '@/domain/orders/status';
import { refusedOrders } from './refused-orders';
import { ShipmentFields, type ShipmentDraft } from './shipment-fields';

/** The reasons `order.bulkShip` gives for an order it left as it was, as the summary names them. */
const REFUSED_KEYS: Record<string, string> = {
  notFound: 'bulk.gone',
  pickupOrder: 'bulk.pickup',
  shipmentUnchanged: 'bulk.unchanged',
};

/**
 * The tracking of each selected order, entered in one dialog: a carrier and number per order (each parcel has its
 * own), saved by `order.bulkShip` under the same rules as one order's shipment form; every shipped order's customer is
 * mailed their tracking. Orders whose status cannot move to shipped are named and left out before anything is sent.
 */
export function BulkShipDialog({
  orders,
  open,
  onOpenChange,
  onDone,
}: {
  orders: { id: string; number: string; status: OrderStatus }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('dashOrders');
  const locale = useLocale();
  const errorText = useDashboardErrorText().result;
  // an order already shipped keeps its tracking here (it is corrected on its own page)
  const shippable = orders.filter((o) => canTransition(o.status, 'shipped'));
  const skipped = orders.filter((o) => !canTransition(o.status, 'shipped'));
  const [drafts, setDrafts] = useState<Record<string, ShipmentDraft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const draft = (id: string): ShipmentDraft => drafts[id] ?? { carrier: '', number: '', url: '' };

  const ship = async () => {
    if (!shippable.length) return;
    setBusy(true);
    const result = await callAction('order.bulkShip', {
      shipments: shippable.map((o) => ({
        id: o.id,
        carrier: draft(o.id).carrier as Carrier,
        trackingNumber: draft(o.id).number,
        trackingUrl: draft(o.id).url,
      })),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      toast.error(errorText(result));
      return;
    }
    const { done, refused } = result.data;
    if (done.length) toast.success(t('bulk.shipped', { count: done.length }));
    if (refused.length)
      toast.error(
        t('bulk.refused', {
          count: refused.length,
          orders: refusedOrders(refused, (reason) => t(REFUSED_KEYS[reason] ?? 'bulk.notAllowed'), locale),
        }),
      );
    setErrors({});
    setDrafts({});
    onDone();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      destructive={false}
      title={t('bulk.shipTitle', { count: shippable.length })}
      description={t('bulk.shipHint')}
      confirmLabel={t('bulk.shipConfirm')}
      cancelLabel={t('bulk.shipKeep')}
      onConfirm={() => void ship()}
      busy={busy || !shippable.length}
    >
      {skipped.length > 0 && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="bulk-ship-skipped">
          {/* the numbers keep their own order in the Arabic dashboard */}
          {t.rich('bulk.shipSkipped', { orders: skipped.map((o) => o.number).join(', '), bdi })}
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {shippable.map((o, i) => (
          <li key={o.id} className="rounded-md border border-line p-3" data-testid="bulk-ship-row">
            <p className="mb-2 text-sm font-semibold text-fg">
              <bdi>{o.number}</bdi>
            </p>
            <ShipmentFields
              idPrefix={`bulk-ship-${i}`}
              className="grid gap-3 sm:grid-cols-2"
              value={draft(o.id)}
              onChange={(next) => setDrafts((all) => ({ ...all, [o.id]: next }))}
              errors={{
                carrier: errors[`shipments.${i}.carrier`],
                trackingNumber: errors[`shipments.${i}.trackingNumber`],
                trackingUrl: errors[`shipments.${i}.trackingUrl`],
              }}
            />
          </li>
        ))}
      </ol>
    </ConfirmDialog>
  );
}
