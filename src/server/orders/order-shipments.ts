import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { shipmentView, type ShipmentView } from '@/domain/orders/shipment';
import { variantName } from '@/domain/orders/summary';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** The shipments of these orders, each order's in their order (docs/requirements.md, "Shipments"). */
export async function readShipments(db: DbOrTx, orderIds: readonly string[]): Promise<t.OrderShipment[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(t.orderShipments)
    .where(inArray(t.orderShipments.orderId, [...orderIds]))
    .orderBy(asc(t.orderShipments.orderId), asc(t.orderShipments.position));
}

interface NamedItem {
  id: string;
  name: string;
  colorName: string | null;
  attributeName: string | null;
}

/**
 * One order's shipments as views, each line named as the reader reads the order: the English names for staff, the
 * order's language for its customer (`local`).
 */
export function shipmentViewsOf(
  rows: readonly t.OrderShipment[],
  orderId: string,
  items: readonly (NamedItem & { localName?: string | null; localColorName?: string | null; localAttributeName?: string | null })[],
  local = false,
): ShipmentView[] {
  const names = new Map(
    items.map((i) => {
      const line = local
        ? {
            name: i.localName ?? i.name,
            colorName: i.localColorName ?? i.colorName,
            attributeName: i.localAttributeName ?? i.attributeName,
          }
        : i;
      return [i.id, [line.name, variantName(line)].filter(Boolean).join(' · ')];
    }),
  );
  return rows
    .filter((r) => r.orderId === orderId)
    .map((r) => shipmentView(r, (itemId) => names.get(itemId) ?? ''))
    .filter((v): v is ShipmentView => v !== null);
}
