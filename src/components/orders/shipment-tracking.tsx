import type { ShipmentView } from '@/domain/orders/shipment';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Carrier, tracking number and the carrier's tracking page of a shipped order, as its customer sees it (order
 * look-up, confirmation page, profile order history); labels from the `checkout` messages (`tracking.*`).
 */
export function ShipmentTracking({ shipment, t, className }: { shipment: ShipmentView; t: Translate; className?: string }) {
  return (
    <section className={className} aria-label={t('tracking.shipment')} data-testid="shipment-tracking">
      <p>
        {t('tracking.carrier')}: <bdi className="font-semibold">{shipment.carrierName}</bdi>
      </p>
      <p>
        {t('tracking.trackingNumber')}:{' '}
        <bdi dir="ltr" className="font-semibold">
          {shipment.trackingNumber}
        </bdi>
      </p>
      {shipment.trackingUrl && (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-secondary-strong underline">
          {t('tracking.track')}
        </a>
      )}
    </section>
  );
}
