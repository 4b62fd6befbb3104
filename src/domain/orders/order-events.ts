import type { Carrier } from './shipment';

/**
 * What an entry of an order's timeline (order_status_history) records besides its status: tracking saved (`shipment`,
 * the move to shipped; `trackingChanged`, a correction while shipped) or the order edited before it shipped.
 * Stored as data and translated where it is shown.
 */
export type OrderEvent =
  | { kind: 'shipment'; carrier: Carrier; carrierName: string; trackingNumber: string }
  | { kind: 'trackingChanged'; carrier: Carrier; carrierName: string; trackingNumber: string }
  | { kind: 'edited'; totalBefore: string; totalAfter: string }
  /** a showroom pickup order is ready to collect (docs/requirements.md, "Showroom pickup"): the move to shipped */
  | { kind: 'readyForPickup' };

/**
 * Is this entry a step of the order's status, as the customer's history lists them? Edits and tracking corrections
 * keep the status the order had and are shown to staff only.
 */
export function isStatusStep(event: OrderEvent | null | undefined): boolean {
  return !event || event.kind === 'shipment' || event.kind === 'readyForPickup';
}
