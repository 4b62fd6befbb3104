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

/** Moving into these puts the goods back on the shelf. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'refunded';
}
