'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { Carrier, ShipmentView } from '@/domain/orders/shipment';
import { ShipmentFields } from './shipment-fields';

/**
 * The order's shipment: carrier and tracking link when saved, and for staff with `order` edit the form that saves
 * it (moving a confirmed or processing order to shipped) and e-mails the customer (docs/requirements.md,
 * "Shipment tracking").
 */
export function ShipmentControl({ orderId, shipment, canSave }: { orderId: string; shipment: ShipmentView | null; canSave: boolean }) {
  const t = useTranslations('dashOrders.shipment');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [open, setOpen] = useState(!shipment);
  const [carrier, setCarrier] = useState<Carrier | ''>(shipment?.carrier ?? '');
  const [number, setNumber] = useState(shipment?.trackingNumber ?? '');
  const [url, setUrl] = useState(shipment?.carrier === 'other' ? (shipment.trackingUrl ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const result = await callAction('order.setShipment', {
      id: orderId,
      carrier: carrier as Carrier,
      trackingNumber: number,
      trackingUrl: url,
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setOpen(false);
      toast.success(t(result.data.updated ? 'updated' : 'shipped'));
      router.refresh();
    } else {
      setErrors(result.fieldErrors ?? {});
      toast.error(errorText.result(result));
    }
  };

  return (
    <div className="space-y-3 text-sm" data-testid="order-shipment">
      {shipment ? (
        <dl className="space-y-1">
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-fg-muted">{t('carrier')}</dt>
            <dd>
              <bdi>{shipment.carrierName}</bdi>
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-fg-muted">{t('trackingNumber')}</dt>
            <dd className="font-medium tabular-nums" dir="ltr">
              {shipment.trackingNumber}
            </dd>
          </div>
          {shipment.trackingUrl && (
            <div>
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-secondary-strong underline"
              >
                {t('track')}
              </a>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-fg-muted">{canSave ? t('none') : t('pendingHint')}</p>
      )}
      {canSave && shipment && !open && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('change')}
        </Button>
      )}
      {canSave && open && (
        <form
          className="space-y-3"
          aria-label={t('title')}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <ShipmentFields
            idPrefix="shipment"
            value={{ carrier, number, url }}
            onChange={(v) => {
              setCarrier(v.carrier);
              setNumber(v.number);
              setUrl(v.url);
            }}
            errors={errors}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy || !carrier}>
              {shipment ? t('updateAndMail') : t('shipAndMail')}
            </Button>
            {shipment && (
              <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
                {t('keep')}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
