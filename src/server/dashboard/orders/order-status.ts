import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifyCustomerField, statusMailsCustomer } from '@/domain/orders/customer-update';
import { canTransition, nextStatuses, ORDER_STATUSES, returnsStock } from '@/domain/orders/status';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { returnOrderStock } from '@/server/orders/return-order-stock';
import { sendOrderUpdate } from '@/server/orders/send-order-update';
import { orderStockTouched, revalidateStock } from '@/server/orders/stock-change';

/*
 * The staff's writes on an order's record that are not an edit of its lines: its status (stock returned when the new
 * status returns it) and its internal notes.
 */

export const setOrderStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500, 'tooLong').optional().default(''),
  /** a cancellation or a delivery mails the customer unless staff untick it */
  notify: notifyCustomerField,
});

export const setOrderStatus = defineAction(
  'order.setStatus',
  setOrderStatusSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [current] = await tx.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, input.id));
    if (!current) throw new ActionError(404, 'notFound');
    if (!canTransition(current.status, input.status))
      throw new ActionError(409, 'statusNotAllowed', { from: current.status, to: input.status });
    // conditional on the status we read: a concurrent change makes this one refuse instead of returning stock twice
    const moved = await tx
      .update(t.orders)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(t.orders.id, input.id), eq(t.orders.status, current.status)))
      .returning({ id: t.orders.id });
    if (!moved.length) throw new ActionError(409, 'statusNotAllowed', { from: current.status, to: input.status });
    const restocked = returnsStock(input.status) ? (await returnOrderStock(tx, input.id), await orderStockTouched(tx, input.id)) : [];
    await tx.insert(t.orderStatusHistory).values({ orderId: input.id, status: input.status, note: input.note || null, actorId: actor.id });
    await audit({
      entity: 'order',
      entityId: input.id,
      before: { status: current.status },
      after: { status: input.status, note: input.note || null },
    });
    const mailed = input.notify && statusMailsCustomer(input.status);
    return { id: input.id, status: input.status, next: [...nextStatuses(input.status)], restocked, mailed };
  },
  {
    // the customer's mail goes after the commit, so a mail failure never undoes the change
    after: async (data) => {
      await revalidateStock(data.restocked, 'returned');
      if (data.mailed && statusMailsCustomer(data.status)) await sendOrderUpdate(data.id, { kind: data.status });
    },
  },
);

export const addOrderNoteSchema = z.object({ id: z.uuid(), body: z.string().trim().min(1, 'required').max(2000, 'tooLong') });

export const addOrderNote = defineAction(
  'order.addNote',
  addOrderNoteSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [o] = await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, input.id));
    if (!o) throw new ActionError(404, 'notFound');
    const [note] = await tx.insert(t.orderNotes).values({ orderId: input.id, authorId: actor.id, body: input.body }).returning();
    await audit({ entity: 'order', entityId: input.id, after: { note: note.body } });
    return { id: note.id, body: note.body, authorName: actor.name, createdAt: note.createdAt.toISOString() };
  },
);
