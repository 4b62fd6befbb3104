'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/dashboard/field';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { CARRIER_NAMES, CARRIERS, TRACKING_NUMBER_MAX, TRACKING_URL_MAX, type Carrier, type ShipmentView } from '@/domain/orders/shipment';

/**
 * The order's shipment: carrier and tracking link when saved, and for staff with `order` edit the form that saves
 * it (moving a confirmed or processing order to shipped) and e-mails the customer (docs/requirements.md,
 * "Shipment tracking").
 */
export function ShipmentControl({ orderId, shipment, canSave }: { orderId: string; shipment: ShipmentView | null; canSave: boolean }) {
  const t = useTranslations('dashOrders.shipment');
  const all = useTranslations();
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [open, setOpen] = useState(!shipment);
  const [carrier, setCarrier] = useState<Carrier | ''>(shipment?.carrier ?? '');
  const [number, setNumber] = useState(shipment?.trackingNumber ?? '');
  const [url, setUrl] = useState(shipment?.carrier === 'other' ? (shipment.trackingUrl ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // the form's own field keys (dashOrders.shipment.validation), else the dashboard's shared ones
  const fieldText = (key?: string) =>
    key
      ? all.has(`dashOrders.shipment.validation.${key}`)
        ? all(`dashOrders.shipment.validation.${key}`)
        : errorText.field(key)
      : undefined;

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
          <Field label={t('carrier')} htmlFor="shipment-carrier" error={fieldText(errors.carrier)}>
            <Select
              id="shipment-carrier"
              value={carrier}
              onChange={(e) => setCarrier(e.target.value as Carrier)}
              invalid={!!errors.carrier}
            >
              <option value="" disabled>
                {t('chooseCarrier')}
              </option>
              {CARRIERS.map((c) => (
                <option key={c} value={c}>
                  {c === 'other' ? t('other') : CARRIER_NAMES[c]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('trackingNumber')} htmlFor="shipment-number" error={fieldText(errors.trackingNumber)}>
            <Input
              id="shipment-number"
              dir="ltr"
              value={number}
              maxLength={TRACKING_NUMBER_MAX + 10}
              autoComplete="off"
              invalid={!!errors.trackingNumber}
              onChange={(e) => setNumber(e.target.value)}
            />
          </Field>
          {carrier === 'other' && (
            <Field label={t('trackingUrl')} htmlFor="shipment-url" hint={t('trackingUrlHint')} error={fieldText(errors.trackingUrl)}>
              <Input
                id="shipment-url"
                type="url"
                dir="ltr"
                inputMode="url"
                placeholder="https://"
                value={url}
                maxLength={TRACKING_URL_MAX}
                invalid={!!errors.trackingUrl}
                onChange={(e) => setUrl(e.target.value)}
              />
            </Field>
          )}
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
