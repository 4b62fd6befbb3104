import type { Carrier } from './shipment';

/**
 * What an entry of an order's timeline (order_status_history) records besides its status: a shipment saved
 * (`shipment`, the one that completes the order and moves it to shipped; `partShipped`, one that leaves part of it
 * still to ship; `trackingChanged`, a correction of a shipment's tracking) or the order edited before it shipped.
 * `position` is the shipment's number within the order (older entries have none). Stored as data and translated
 * where it is shown.
 */
export type OrderEvent =
  | { kind: 'shipment'; carrier: Carrier; carrierName: string; trackingNumber: string; position?: number }
  | { kind: 'partShipped'; carrier: Carrier; carrierName: string; trackingNumber: string; position: number }
  | { kind: 'trackingChanged'; carrier: Carrier; carrierName: string; trackingNumber: string; position?: number }
  | { kind: 'edited'; totalBefore: string; totalAfter: string }
  /** a showroom pickup order is ready to collect (docs/requirements.md, "Showroom pickup"): the move to shipped */
  | { kind: 'readyForPickup' };

/**
 * Is this entry a step of the order's status, as the customer's history lists them? Edits, part shipments (the
 * customer sees the shipments themselves) and tracking corrections keep the status the order had and are shown to
 * staff only.
 */
export function isStatusStep(event: OrderEvent | null | undefined): boolean {
  return !event || event.kind === 'shipment' || event.kind === 'readyForPickup';
}
