import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';

/*
 * What an order's shipments carry (docs/requirements.md, "Shipments"): each shipment holds some of the order's items,
 * and an order is shipped once every item that travels (all but installations, which are work done at the address)
 * is in a shipment. Pure rules; the actions are in src/server/dashboard/orders/order-shipment.ts.
 */

/** One line of a shipment: an order item and how many of it are in the parcel. */
export interface ShipmentLine {
  itemId: string;
  quantity: number;
}

/** What the rules need of an order item. */
export interface ShippableItem {
  id: string;
  quantity: number;
  /** an installation is not shipped */
  installation: boolean;
}

export const SHIPMENT_LINES_MAX = 200;

/** The lines staff chose for a shipment; a quantity of 0 leaves the item out. Omitted: everything still to ship. */
export const shipmentLinesField = z
  .array(
    z.object({ itemId: z.uuid(), quantity: z.number({ message: 'invalid' }).int('invalid').min(0, 'invalid').max(100_000, 'invalid') }),
  )
  .max(SHIPMENT_LINES_MAX, limitMessage('maxItems', SHIPMENT_LINES_MAX))
  .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, 'invalid')
  .optional();

/** Each shippable item's quantity not yet in a shipment, in the order's item order (0 once all of it left). */
export function quantitiesLeft(items: readonly ShippableItem[], shipments: readonly { lines: readonly ShipmentLine[] }[]): ShipmentLine[] {
  const shipped = new Map<string, number>();
  for (const s of shipments) for (const l of s.lines) shipped.set(l.itemId, (shipped.get(l.itemId) ?? 0) + l.quantity);
  return items.filter((i) => !i.installation).map((i) => ({ itemId: i.id, quantity: Math.max(0, i.quantity - (shipped.get(i.id) ?? 0)) }));
}

/** Why a shipment's lines were refused (messages: `dashOrders.shipment.errors`). */
export type ShipmentLinesProblem = 'nothingToShip' | 'emptyShipment' | 'unknownLine' | 'moreThanLeft';

/**
 * The lines of a new shipment: those asked for (quantities of 0 dropped), or when none are given everything still to
 * ship; `complete` when nothing is left to ship after it. Refused: an order with nothing left, a shipment with no
 * line, a line that is not a shippable item of the order, or more of an item than is left.
 */
export function planShipmentLines(
  items: readonly ShippableItem[],
  shipments: readonly { lines: readonly ShipmentLine[] }[],
  requested?: readonly ShipmentLine[],
): { lines: ShipmentLine[]; complete: boolean } | { problem: ShipmentLinesProblem } {
  const left = quantitiesLeft(items, shipments);
  if (left.every((l) => l.quantity === 0)) return { problem: 'nothingToShip' };
  if (!requested) return { lines: left.filter((l) => l.quantity > 0), complete: true };
  const leftOf = new Map(left.map((l) => [l.itemId, l.quantity]));
  const lines = requested.filter((l) => l.quantity > 0);
  if (!lines.length) return { problem: 'emptyShipment' };
  for (const l of lines) {
    const max = leftOf.get(l.itemId);
    if (max === undefined) return { problem: 'unknownLine' };
    if (l.quantity > max) return { problem: 'moreThanLeft' };
  }
  const taken = new Map(lines.map((l) => [l.itemId, l.quantity]));
  const complete = left.every((l) => l.quantity === (taken.get(l.itemId) ?? 0));
  return { lines: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })), complete };
}
