import 'server-only';
import { and, eq } from 'drizzle-orm';
import { planShipmentLines } from '@/domain/orders/shipment-lines';
import {
  bulkShipmentSchema,
  carrierName,
  shipmentAllowed,
  shipmentSchema,
  trackingCorrectionAllowed,
  type ShipmentInput,
} from '@/domain/orders/shipment';
import { nextStatuses } from '@/domain/orders/status';
import { ActionError, defineAction, type ActionContext } from '@/server/action';
import * as t from '@/server/db/schema';
import { readShipments } from '@/server/orders/order-shipments';
import { sendOrderShipment } from '@/server/orders/send-order-shipment';

const refuse = (code: string, extra?: Record<string, unknown>) =>
  new ActionError(409, code, { messageKey: `dashOrders.shipment.errors.${code}`, ...extra });

/** The stored tracking of a shipment as the audit and the timeline record it. */
const trackingOf = (s: { carrier: string; trackingNumber: string; trackingUrl: string | null; position: number }) => ({
  position: s.position,
  carrier: s.carrier,
  trackingNumber: s.trackingNumber,
  trackingUrl: s.trackingUrl,
});

/**
 * Saves a shipment of one order by the rules of `order.setShipment` below: the one rule for an order alone and for
 * each order of a selection (`order.bulkShip`).
 */
async function shipOrder({ tx, actor, audit }: ActionContext, input: ShipmentInput) {
  const [o] = await tx.select().from(t.orders).where(eq(t.orders.id, input.id)).for('update');
  if (!o) throw new ActionError(404, 'notFound');
  // a showroom pickup is collected, never shipped (docs/requirements.md, "Showroom pickup")
  if (o.pickup) throw refuse('pickupOrder');
  const shipments = await readShipments(tx, [o.id]);
  const tracking = { carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl ?? null };
  const event = {
    carrier: input.carrier,
    carrierName: carrierName(input.carrier, input.trackingUrl),
    trackingNumber: input.trackingNumber,
  };

  if (input.shipmentId) {
    // a correction of a saved shipment's tracking
    const shipment = shipments.find((s) => s.id === input.shipmentId);
    if (!shipment) throw new ActionError(404, 'notFound');
    if (!trackingCorrectionAllowed(o.status)) throw refuse('shipmentNotAllowed', { status: o.status });
    const unchanged =
      shipment.carrier === tracking.carrier &&
      shipment.trackingNumber === tracking.trackingNumber &&
      shipment.trackingUrl === tracking.trackingUrl;
    if (unchanged) throw new ActionError(409, 'shipmentUnchanged', { messageKey: 'dashOrders.shipment.unchanged' });
    await tx
      .update(t.orderShipments)
      .set(tracking)
      .where(and(eq(t.orderShipments.id, shipment.id), eq(t.orderShipments.orderId, o.id)));
    await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, o.id));
    await tx.insert(t.orderStatusHistory).values({
      orderId: o.id,
      status: o.status,
      actorId: actor.id,
      event: { kind: 'trackingChanged', ...event, position: shipment.position },
    });
    await audit({
      entity: 'order',
      entityId: o.id,
      before: { shipment: trackingOf(shipment) },
      after: { shipment: trackingOf({ ...shipment, ...tracking }) },
    });
    return { id: o.id, number: o.number, status: o.status, shipmentId: shipment.id, updated: true, next: [...nextStatuses(o.status)] };
  }

  if (!shipmentAllowed(o.status)) throw refuse('shipmentNotAllowed', { status: o.status });
  const items = await tx
    .select({ id: t.orderItems.id, quantity: t.orderItems.quantity, installation: t.orderItems.installation })
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, o.id));
  const plan = planShipmentLines(items, shipments, input.lines);
  if ('problem' in plan) throw refuse(plan.problem);
  const position = shipments.length + 1;
  const [shipment] = await tx
    .insert(t.orderShipments)
    .values({ orderId: o.id, position, ...tracking, lines: plan.lines, createdBy: actor.id })
    .returning();
  // the shipment that leaves nothing behind ships the order; one that leaves part of it keeps it in processing
  const status = plan.complete ? 'shipped' : 'processing';
  await tx
    .update(t.orders)
    .set({ status, shippedAt: o.shippedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(t.orders.id, o.id));
  await tx.insert(t.orderStatusHistory).values({
    orderId: o.id,
    status,
    actorId: actor.id,
    event: plan.complete ? { kind: 'shipment', ...event, position } : { kind: 'partShipped', ...event, position },
  });
  await audit({
    entity: 'order',
    entityId: o.id,
    before: { status: o.status },
    after: { status, shipment: { ...trackingOf(shipment), lines: plan.lines } },
  });
  return { id: o.id, number: o.number, status, shipmentId: shipment.id, updated: false, next: [...nextStatuses(status)] };
}

/**
 * `order.setShipment` (docs/requirements.md, "Shipments"): a shipment of a confirmed or processing order with its
 * carrier, tracking number and lines (everything still to ship when no lines are given). The shipment that leaves
 * nothing to ship moves the order to shipped; one that leaves part of it moves it to (or keeps it in) processing.
 * With `shipmentId`, the tracking of that shipment is corrected instead (while the order is processing or shipped).
 * The order row is locked while it is read and written. After the commit the customer is mailed about that shipment
 * (again, with "updated", for a correction); a failed mail is logged and the saved shipment stands. Refused, with
 * nothing written or mailed: the same tracking again (`shipmentUnchanged`), a showroom pickup (`pickupOrder`),
 * nothing left to ship, an empty shipment, a line not in the order or more of it than is left.
 */
export const setOrderShipment = defineAction(
  'order.setShipment',
  shipmentSchema,
  { area: 'order', action: 'edit' },
  (input, ctx) => shipOrder(ctx, input),
  {
    // the shipping e-mail goes after the commit, so a mail failure never undoes the saved tracking
    after: async (data) => {
      await sendOrderShipment(data.id, data.shipmentId, { updated: data.updated });
    },
  },
);

/**
 * `order.bulkShip`: a shipment of everything still to ship of each selected order (carrier and number per order),
 * each saved by the rules of `order.setShipment` in a savepoint of its own; an order the rules refuse is named in the answer with the reason
 * and the others stand. Each shipped order's customer is mailed after the commit, as for one order.
 */
export const bulkShipOrders = defineAction(
  'order.bulkShip',
  bulkShipmentSchema,
  { area: 'order', action: 'edit' },
  async (input, ctx) => {
    const done: { id: string; number: string; shipmentId: string; updated: boolean }[] = [];
    const refused: { id: string; number: string | null; reason: string }[] = [];
    for (const shipment of input.shipments) {
      try {
        const shipped = await ctx.tx.transaction((sp) =>
          shipOrder({ ...ctx, tx: sp }, { ...shipment, shipmentId: undefined, lines: undefined }),
        );
        done.push({ id: shipped.id, number: shipped.number, shipmentId: shipped.shipmentId, updated: shipped.updated });
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
      for (const d of data.done) await sendOrderShipment(d.id, d.shipmentId, { updated: d.updated });
    },
  },
);

export const orderShipmentActions = { setOrderShipment, bulkShipOrders };
