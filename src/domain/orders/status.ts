export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Allowed transitions: shipped only after confirmed/processing, delivered only after shipped. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** The statuses a selection of orders may be moved to at once (a shipment needs each order's tracking). */
export const BULK_ORDER_STATUSES = ['confirmed', 'processing', 'delivered'] as const satisfies readonly OrderStatus[];

/** Moving into these puts the goods back on the shelf. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'refunded';
}

/**
 * The status as the customer reads it: a showroom pickup that is `shipped` is "Ready for pickup", `delivered`
 * "Picked up" (docs/requirements.md, "Showroom pickup"); otherwise the status itself.
 */
export function customerStatus(status: string, pickup: boolean): string {
  if (!pickup) return status;
  return status === 'shipped' ? 'readyForPickup' : status === 'delivered' ? 'pickedUp' : status;
}

/** Staff may mark a pickup order ready while it is confirmed or processing (as a shipment is saved). */
export function readyForPickupAllowed(status: OrderStatus): boolean {
  return status === 'confirmed' || status === 'processing';
}
