import type { ShipmentView } from '@/domain/orders/shipment';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The parcels of an order as its customer sees them (order look-up, confirmation page, profile order history): for
 * each, carrier, tracking number and the carrier's tracking page, and when the order goes in more than one parcel
 * (`rest`: part of it is still to ship) what each parcel holds; labels from the `checkout` messages (`tracking.*`).
 */
export function ShipmentTracking({
  shipments,
  rest,
  t,
  className,
}: {
  shipments: ShipmentView[];
  rest: boolean;
  t: Translate;
  className?: string;
}) {
  const parcels = shipments.length > 1 || rest;
  return (
    <section className={className} aria-label={t('tracking.shipment')} data-testid="shipment-tracking">
      {shipments.map((s) => (
        <div key={s.id} className="space-y-1" data-testid="parcel">
          {parcels && (
            <>
              <p className="font-semibold">{t('tracking.parcel', { n: s.position })}</p>
              <ul className="list-inside list-disc">
                {s.lines.map((l) => (
                  <li key={l.itemId}>
                    <bdi>{l.name}</bdi> × {l.quantity}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            {t('tracking.carrier')}: <bdi className="font-semibold">{s.carrierName}</bdi>
          </p>
          <p>
            {t('tracking.trackingNumber')}:{' '}
            <bdi dir="ltr" className="font-semibold">
              {s.trackingNumber}
            </bdi>
          </p>
          {s.trackingUrl && (
            <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-secondary-strong underline">
              {t('tracking.track')}
            </a>
          )}
        </div>
      ))}
      {rest && <p className="text-gray-600">{t('tracking.rest')}</p>}
    </section>
  );
}
