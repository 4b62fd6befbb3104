'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/dashboard/field';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { Carrier, ShipmentView } from '@/domain/orders/shipment';
import type { ShipmentLine } from '@/domain/orders/shipment-lines';
import { ShipmentFields, type ShipmentDraft } from './shipment-fields';

const draftOf = (s?: ShipmentView): ShipmentDraft => ({
  carrier: s?.carrier ?? '',
  number: s?.trackingNumber ?? '',
  url: s?.carrier === 'other' ? (s.trackingUrl ?? '') : '',
});

/**
 * Carrier and tracking of a new shipment or of a saved one (`shipmentId`), saved through `order.setShipment`; a new
 * shipment takes the chosen `lines`. After the save the page reads the order again.
 */
function TrackingForm({
  orderId,
  shipment,
  lines,
  submitLabel,
  onDone,
  children,
}: {
  orderId: string;
  /** the shipment whose tracking is corrected; none for a new one */
  shipment?: ShipmentView;
  lines?: ShipmentLine[];
  submitLabel: string;
  onDone?: () => void;
  children?: React.ReactNode;
}) {
  const t = useTranslations('dashOrders.shipment');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [draft, setDraft] = useState(draftOf(shipment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const idPrefix = shipment ? `shipment-${shipment.position}` : 'shipment';

  const save = async () => {
    setBusy(true);
    const result = await callAction('order.setShipment', {
      id: orderId,
      ...(shipment ? { shipmentId: shipment.id } : { lines }),
      carrier: draft.carrier as Carrier,
      trackingNumber: draft.number,
      trackingUrl: draft.url,
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      toast.success(t(result.data.updated ? 'updated' : result.data.status === 'shipped' ? 'shipped' : 'partShipped'));
      onDone?.();
      router.refresh();
    } else {
      setErrors(result.fieldErrors ?? {});
      toast.error(errorText.result(result));
    }
  };

  return (
    <form
      className="space-y-3"
      aria-label={shipment ? t('changeOf', { n: shipment.position }) : t('newParcel')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {children}
      <ShipmentFields idPrefix={idPrefix} value={draft} onChange={setDraft} errors={errors} />
      <div className="flex flex-wrap gap-2">
        {/* a long label wraps inside the side column instead of running past it */}
        <Button type="submit" size="sm" disabled={busy || !draft.carrier} className="h-auto min-h-9 py-1.5 text-start whitespace-normal">
          {submitLabel}
        </Button>
        {onDone && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('keep')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** One saved parcel: its number, lines, carrier and tracking link, and for staff who may the tracking's correction. */
function ParcelCard({ orderId, shipment, canCorrect }: { orderId: string; shipment: ShipmentView; canCorrect: boolean }) {
  const t = useTranslations('dashOrders.shipment');
  const [open, setOpen] = useState(false);
  return (
    <li className="space-y-2 rounded-md border border-line p-3" data-testid="order-parcel">
      <h3 className="font-semibold">{t('parcel', { n: shipment.position })}</h3>
      <ul className="space-y-0.5">
        {shipment.lines.map((l) => (
          <li key={l.itemId} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{l.name}</span>
            <span className="shrink-0 tabular-nums">× {l.quantity}</span>
          </li>
        ))}
      </ul>
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
      </dl>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block font-medium text-secondary-strong underline"
        >
          {t('track')}
        </a>
      )}
      {canCorrect &&
        (open ? (
          <TrackingForm orderId={orderId} shipment={shipment} submitLabel={t('updateAndMail')} onDone={() => setOpen(false)} />
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t('changeOf', { n: shipment.position })}>
              {t('change')}
            </Button>
          </div>
        ))}
    </li>
  );
}

/** A new parcel of what is left: every line's quantity to send (all of it to begin with), carrier and tracking. */
function NewParcel({
  orderId,
  left,
  nameOf,
  first,
}: {
  orderId: string;
  left: ShipmentLine[];
  nameOf: Map<string, string>;
  first: boolean;
}) {
  const t = useTranslations('dashOrders.shipment');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const quantityOf = (l: ShipmentLine) => {
    const raw = chosen[l.itemId];
    const n = raw === undefined ? l.quantity : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : NaN;
  };
  const lines = left.map((l) => ({ itemId: l.itemId, quantity: quantityOf(l) }));
  const whole = lines.every((l, i) => l.quantity === left[i].quantity);
  const nothingChosen = lines.every((l) => l.quantity === 0);
  return (
    <div className="space-y-3" data-testid="new-parcel">
      <h3 className="font-semibold">{first ? t('none') : t('newParcel')}</h3>
      <TrackingForm orderId={orderId} lines={whole ? undefined : lines} submitLabel={whole ? t('shipAndMail') : t('shipPartAndMail')}>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-fg-muted">{t('lines')}</legend>
          {left.map((l) => (
            <div key={l.itemId} className="flex items-center justify-between gap-3">
              <label htmlFor={`ship-${l.itemId}`} className="min-w-0 break-words">
                {nameOf.get(l.itemId)}
              </label>
              <span className="flex shrink-0 items-center gap-1.5">
                <Input
                  id={`ship-${l.itemId}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.quantity}
                  step={1}
                  className="w-20"
                  value={chosen[l.itemId] ?? String(l.quantity)}
                  onChange={(e) => setChosen((c) => ({ ...c, [l.itemId]: e.target.value }))}
                />
                <span className="text-fg-muted tabular-nums">{t('ofLeft', { n: l.quantity })}</span>
              </span>
            </div>
          ))}
          {nothingChosen && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {t('errors.emptyShipment')}
            </p>
          )}
        </fieldset>
      </TrackingForm>
    </div>
  );
}

/**
 * The order's shipments (docs/requirements.md, "Shipments"): each parcel with its lines and tracking, and for staff
 * with `order` edit a new parcel of what is left and the correction of a parcel's tracking. Each save e-mails the
 * customer about that parcel.
 */
export function ShipmentControl({
  orderId,
  shipments,
  items,
  leftToShip,
  canAdd,
  canCorrect,
}: {
  orderId: string;
  shipments: ShipmentView[];
  /** the order's items by id, to name the lines left */
  items: { id: string; name: string }[];
  leftToShip: ShipmentLine[];
  canAdd: boolean;
  canCorrect: boolean;
}) {
  const t = useTranslations('dashOrders.shipment');
  const left = leftToShip.filter((l) => l.quantity > 0);
  return (
    <div className="space-y-3 text-sm" data-testid="order-shipment">
      {shipments.length > 0 && (
        <ul className="space-y-3">
          {shipments.map((s) => (
            <ParcelCard key={s.id} orderId={orderId} shipment={s} canCorrect={canCorrect} />
          ))}
        </ul>
      )}
      {shipments.length === 0 && !canAdd && <p className="text-fg-muted">{t('pendingHint')}</p>}
      {shipments.length > 0 && left.length === 0 && <p className="text-fg-muted">{t('allShipped')}</p>}
      {canAdd && left.length > 0 && (
        // a new form after each parcel: its quantities start from what is left now
        <NewParcel
          key={shipments.length}
          orderId={orderId}
          left={left}
          nameOf={new Map(items.map((i) => [i.id, i.name]))}
          first={shipments.length === 0}
        />
      )}
    </div>
  );
}
