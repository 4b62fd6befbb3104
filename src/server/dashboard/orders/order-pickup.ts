import 'server-only';
import { eq } from 'drizzle-orm';
import { idSchema } from '@/domain/ids';
import { nextStatuses, readyForPickupAllowed } from '@/domain/orders/status';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { sendOrderReadyForPickup } from '@/server/orders/send-order-ready-for-pickup';

/**
 * `order.markReadyForPickup` (docs/requirements.md, "Showroom pickup"): a confirmed or processing showroom-pickup
 * order is ready to collect. It moves to shipped (the customer reads "Ready for pickup"; handing it over is the
 * move to delivered), with a timeline entry and an audit record; the row is locked while it is read and written.
 * Not a pickup order (`notPickup`) or another status (`readyForPickupNotAllowed`): 409, nothing written. After the
 * commit the customer is mailed the address and opening hours; a failed mail is logged and the order stays ready.
 */
export const markReadyForPickup = defineAction(
  'order.markReadyForPickup',
  idSchema,
  { area: 'order', action: 'edit' },
  async ({ id }, { tx, actor, audit }) => {
    const [o] = await tx.select().from(t.orders).where(eq(t.orders.id, id)).for('update');
    if (!o) throw new ActionError(404, 'notFound');
    if (!o.pickup) throw new ActionError(409, 'notPickup', { messageKey: 'dashOrders.pickup.errors.notPickup' });
    if (!readyForPickupAllowed(o.status))
      throw new ActionError(409, 'readyForPickupNotAllowed', { messageKey: 'dashOrders.pickup.errors.notAllowed', status: o.status });
    const now = new Date();
    const [row] = await tx
      .update(t.orders)
      .set({ status: 'shipped', readyForPickupAt: now, updatedAt: now })
      .where(eq(t.orders.id, o.id))
      .returning();
    await tx
      .insert(t.orderStatusHistory)
      .values({ orderId: o.id, status: 'shipped', actorId: actor.id, event: { kind: 'readyForPickup' } });
    await audit({
      entity: 'order',
      entityId: o.id,
      before: { status: o.status, readyForPickupAt: null },
      after: { status: 'shipped', readyForPickupAt: now.toISOString() },
    });
    return { id: o.id, status: row.status, readyForPickupAt: now.toISOString(), next: [...nextStatuses(row.status)] };
  },
  {
    // the e-mail goes after the commit, so a mail failure never undoes the change
    after: async (data) => {
      await sendOrderReadyForPickup(data.id);
    },
  },
);

export const orderPickupActions = { markReadyForPickup };
