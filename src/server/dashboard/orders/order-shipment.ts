import 'server-only';
import { eq } from 'drizzle-orm';
import { bulkShipmentSchema, shipmentAllowed, shipmentSchema, shipmentView, type ShipmentInput } from '@/domain/orders/shipment';
import { nextStatuses } from '@/domain/orders/status';
import { ActionError, defineAction, type ActionContext } from '@/server/action';
import * as t from '@/server/db/schema';
import { sendOrderShipment } from '@/server/orders/send-order-shipment';

/**
 * Saves one order's shipment by the rules of `order.setShipment` below: the one rule for an order alone and for each
 * order of a selection (`order.bulkShip`).
 */
async function shipOrder({ tx, actor, audit }: ActionContext, input: ShipmentInput) {
  const [o] = await tx.select().from(t.orders).where(eq(t.orders.id, input.id)).for('update');
  if (!o) throw new ActionError(404, 'notFound');
  // a showroom pickup is collected, never shipped (docs/requirements.md, "Showroom pickup")
  if (o.pickup) throw new ActionError(409, 'pickupOrder', { messageKey: 'dashOrders.shipment.errors.pickupOrder' });
  if (!shipmentAllowed(o.status))
    throw new ActionError(409, 'shipmentNotAllowed', { messageKey: 'dashOrders.shipment.errors.shipmentNotAllowed', status: o.status });
  const before = shipmentView(o);
  const unchanged =
    o.shipmentCarrier === input.carrier && o.trackingNumber === input.trackingNumber && (o.trackingUrl ?? null) === input.trackingUrl;
  if (unchanged) throw new ActionError(409, 'shipmentUnchanged', { messageKey: 'dashOrders.shipment.unchanged' });

  const updated = o.status === 'shipped';
  const [row] = await tx
    .update(t.orders)
    .set({
      status: 'shipped',
      shipmentCarrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl,
      shippedAt: o.shippedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(t.orders.id, o.id))
    .returning();
  const shipment = shipmentView(row)!;
  const event = { carrier: input.carrier, carrierName: shipment.carrierName, trackingNumber: input.trackingNumber };
  await tx.insert(t.orderStatusHistory).values({
    orderId: o.id,
    status: 'shipped',
    actorId: actor.id,
    event: { kind: updated ? 'trackingChanged' : 'shipment', ...event },
  });
  await audit({
    entity: 'order',
    entityId: o.id,
    before: { status: o.status, shipment: before },
    after: { status: 'shipped', shipment },
  });
  return { id: o.id, number: o.number, status: row.status, shipment, updated, next: [...nextStatuses(row.status)] };
}

/**
 * `order.setShipment`: saves the carrier and tracking number of an order (docs/requirements.md, "Shipment tracking").
 * A confirmed or processing order moves to shipped with it; a shipped order gets its tracking corrected; any other
 * status is refused. The order row is locked while it is read and written. After the commit the customer is mailed
 * (again, with "updated", for a correction); a failed mail is logged and the saved tracking stands. Saving the same
 * tracking again is refused (`shipmentUnchanged`), and so is tracking on a showroom pickup (`pickupOrder`): nothing is
 * written or mailed.
 */
export const setOrderShipment = defineAction(
  'order.setShipment',
  shipmentSchema,
  { area: 'order', action: 'edit' },
  (input, ctx) => shipOrder(ctx, input),
  {
    // the shipping e-mail goes after the commit, so a mail failure never undoes the saved tracking
    after: async (data) => {
      await sendOrderShipment(data.id, { updated: data.updated });
    },
  },
);

/**
 * `order.bulkShip`: the tracking of each selected order (carrier and number per order), each saved by the rules of
 * `order.setShipment` in a savepoint of its own; an order the rules refuse is named in the answer with the reason
 * and the others stand. Each shipped order's customer is mailed after the commit, as for one order.
 */
export const bulkShipOrders = defineAction(
  'order.bulkShip',
  bulkShipmentSchema,
  { area: 'order', action: 'edit' },
  async (input, ctx) => {
    const done: { id: string; number: string; updated: boolean }[] = [];
    const refused: { id: string; number: string | null; reason: string }[] = [];
    for (const shipment of input.shipments) {
      try {
        const shipped = await ctx.tx.transaction((sp) => shipOrder({ ...ctx, tx: sp }, shipment));
        done.push({ id: shipped.id, number: shipped.number, updated: shipped.updated });
      } catch (err) {
        if (!(err instanceof ActionError)) throw err;
        const [o] = await ctx.tx.select({ number: t.orders.number }).from(t.orders).where(eq(t.orders.id, shipment.id));
        refused.push({ id: shipment.id, number: o?.number ?? null, reason: err.code });
      }
    }
    return { done, refused };
  },
  {
    after: async (data) => {
      for (const d of data.done) await sendOrderShipment(d.id, { updated: d.updated });
    },
  },
);

export const orderShipmentActions = { setOrderShipment, bulkShipOrders };
