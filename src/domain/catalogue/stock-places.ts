/**
 * What the customer is told of dye lots and of where the boxes are (docs/requirements.md, "Largest matching lot" and
 * "Pickup and the showroom"). Display only: the customer may still order.
 */

import { unitKey } from './units';
import { largestLot } from './lot-allocation';

/** How the messages name what is sold: boxes, or units of another kind ("40 at the showroom"). */
export const soldAs = (sellUnit: string): 'box' | 'other' => (unitKey(sellUnit) === 'box' ? 'box' : 'other');

/** The days a pickup waits for boxes brought from the warehouse: the setting's bounds and default. */
export const PICKUP_TRANSFER_DAYS = { min: 0, max: 30, default: 2 } as const;

/**
 * The size of the largest lot the quantity asked for passes, or null when nothing need be said: the product is not
 * lot-tracked, its lots are not known (unlimited stock), none holds anything, or one lot holds enough.
 */
export function lotWarning(qty: number, largestLot: number | null | undefined, lotTracked: boolean): number | null {
  if (!lotTracked || largestLot == null || largestLot < 1) return null;
  return qty > largestLot ? largestLot : null;
}

/**
 * Where the boxes of a pickup come from: at the pickup point now (`today`, with the boxes there), or brought from the
 * warehouse first (`transfer`, in about `days`). Null when nothing is known: no pickup point, unlimited stock, none
 * left, or no quantity asked.
 */
export type PickupReadiness = { kind: 'today'; count: number } | { kind: 'transfer'; days: number };

export function pickupReadiness(
  qty: number,
  atPickup: number | null | undefined,
  stock: number,
  transferDays: number,
): PickupReadiness | null {
  if (atPickup == null || qty < 1 || stock < 1) return null;
  if (atPickup >= qty) return { kind: 'today', count: atPickup };
  return { kind: 'transfer', days: transferDays };
}

/**
 * What a product or variant holds, from its holdings (`stock_holdings`): the largest lot (holdings grouped by lot over
 * every location; those without a lot count as one group) and the units at pickup points.
 */
export function stockPlacesOf(holdings: readonly { lotId: string | null; quantity: number; pickup: boolean }[]): {
  largestLot: number;
  atPickup: number;
} {
  const atPickup = holdings.reduce((sum, h) => sum + (h.pickup ? h.quantity : 0), 0);
  return { largestLot: largestLot(holdings), atPickup };
}
