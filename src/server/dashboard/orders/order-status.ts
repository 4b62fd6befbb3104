import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { notifyCustomerField, statusMailsCustomer } from '@/domain/orders/customer-update';
import { orderSelectionSchema } from '@/domain/orders/order-filters';
import { bulkOrderTagSchema, orderTagsSchema } from '@/domain/orders/order-tags';
import { STAFF_TAGS_MAX } from '@/domain/dashboard/staff-tags';
import { BULK_ORDER_STATUSES, canTransition, nextStatuses, ORDER_STATUSES, returnsStock, type OrderStatus } from '@/domain/orders/status';
import { ActionError, defineAction, type ActionContext } from '@/server/action';
import * as t from '@/server/db/schema';
import { returnOrderStock } from '@/server/orders/return-order-stock';
import { sendOrderUpdate } from '@/server/orders/send-order-update';
import { orderStockTouched, revalidateStock, type StockTouched } from '@/server/orders/stock-change';

/*
 * The staff's writes on an order's record that are not an edit of its lines: its status (stock returned when the new
 * status returns it), its internal notes and its tags.
 */

export const setOrderStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500, 'tooLong').optional().default(''),
  /** a cancellation or a delivery mails the customer unless staff untick it */
  notify: notifyCustomerField,
});

/**
 * Moves one order to `status` as the status machine allows (stock returned when the new status returns it), with its
 * timeline entry and audit row: the one rule for an order alone and for each order of a selection.
 */
async function moveOrderStatus(
  { tx, actor, audit }: ActionContext,
  input: { id: string; status: OrderStatus; note: string },
): Promise<StockTouched[]> {
  const [current] = await tx
    .select({ status: t.orders.status, shippedAt: t.orders.shippedAt })
    .from(t.orders)
    .where(eq(t.orders.id, input.id));
  if (!current) throw new ActionError(404, 'notFound');
  // part of a processing order is on its way (docs/requirements.md, "Shipments"): it is delivered, not cancelled
  if (input.status === 'cancelled' && current.shippedAt)
    throw new ActionError(409, 'partShipped', { messageKey: 'dashOrders.shipment.errors.cancelPartShipped' });
  if (!canTransition(current.status, input.status))
    throw new ActionError(409, 'statusNotAllowed', { from: current.status, to: input.status });
  // conditional on the status we read: a concurrent change makes this one refuse instead of returning stock twice
  const moved = await tx
    .update(t.orders)
    .set({ status: input.status, updatedAt: new Date() })
    .where(and(eq(t.orders.id, input.id), eq(t.orders.status, current.status)))
    .returning({ id: t.orders.id });
  if (!moved.length) throw new ActionError(409, 'statusNotAllowed', { from: current.status, to: input.status });
  const restocked = returnsStock(input.status)
    ? (await returnOrderStock(tx, input.id, { kind: 'returned', userId: actor.id }), await orderStockTouched(tx, input.id))
    : [];
  await tx.insert(t.orderStatusHistory).values({ orderId: input.id, status: input.status, note: input.note || null, actorId: actor.id });
  await audit({
    entity: 'order',
    entityId: input.id,
    before: { status: current.status },
    after: { status: input.status, note: input.note || null },
  });
  return restocked;
}

export const setOrderStatus = defineAction(
  'order.setStatus',
  setOrderStatusSchema,
  { area: 'order', action: 'edit' },
  async (input, ctx) => {
    const restocked = await moveOrderStatus(ctx, input);
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

export const bulkSetOrderStatusSchema = z.object({
  ids: orderSelectionSchema,
  status: z.enum(BULK_ORDER_STATUSES),
  notify: notifyCustomerField,
});

/**
 * Moves a selection of orders (up to 100) to one status: each order by the same rule as one at a time, in a savepoint
 * of its own, so an order the machine refuses (or that is gone) is reported and the others still move. Answers what
 * was done and what was refused, with why, by order number.
 */
export const bulkSetOrderStatus = defineAction(
  'order.bulkSetStatus',
  bulkSetOrderStatusSchema,
  { area: 'order', action: 'edit' },
  async (input, ctx) => {
    const numbers = new Map(
      (await ctx.tx.select({ id: t.orders.id, number: t.orders.number }).from(t.orders).where(inArray(t.orders.id, input.ids))).map((o) => [
        o.id,
        o.number,
      ]),
    );
    const done: { id: string; number: string }[] = [];
    const refused: { id: string; number: string | null; reason: string }[] = [];
    const restocked: StockTouched[] = [];
    for (const id of input.ids) {
      try {
        restocked.push(...(await ctx.tx.transaction((sp) => moveOrderStatus({ ...ctx, tx: sp }, { id, status: input.status, note: '' }))));
        done.push({ id, number: numbers.get(id)! });
      } catch (err) {
        if (!(err instanceof ActionError)) throw err;
        refused.push({ id, number: numbers.get(id) ?? null, reason: err.code });
      }
    }
    const mailed = input.notify && statusMailsCustomer(input.status) ? done.map((d) => d.id) : [];
    return { status: input.status, done, refused, restocked, mailed };
  },
  {
    after: async (data) => {
      await revalidateStock(data.restocked, 'returned');
      if (statusMailsCustomer(data.status)) for (const id of data.mailed) await sendOrderUpdate(id, { kind: data.status });
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
  { expires: 'nothing' },
);

/** `order.setTags`: the order's tags as staff left them on its page (docs/requirements.md, "Order tags"). */
export const setOrderTags = defineAction(
  'order.setTags',
  orderTagsSchema,
  { area: 'order', action: 'edit' },
  async ({ id, tags }, { tx, audit }) => {
    const [o] = await tx.select({ tags: t.orders.tags }).from(t.orders).where(eq(t.orders.id, id)).for('update');
    if (!o) throw new ActionError(404, 'notFound');
    await tx.update(t.orders).set({ tags, updatedAt: new Date() }).where(eq(t.orders.id, id));
    await audit({ entity: 'order', entityId: id, before: { tags: o.tags }, after: { tags } });
    return { id, tags };
  },
  { expires: 'nothing' },
);

/**
 * `order.bulkTag`: one tag added to each selected order that lacks it (or, with `remove`, taken off each that has it);
 * the others are left as they are. An order already holding 20 tags is not given more (named in `refused`).
 */
export const bulkTagOrders = defineAction(
  'order.bulkTag',
  bulkOrderTagSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, audit }) => {
    const rows = await tx
      .select({ id: t.orders.id, number: t.orders.number, tags: t.orders.tags })
      .from(t.orders)
      .where(inArray(t.orders.id, input.ids))
      .for('update');
    const found = new Map(rows.map((o) => [o.id, o]));
    const changed: string[] = [];
    const refused: { id: string; number: string; reason: string }[] = [];
    // in the selection's order; an order deleted meanwhile is simply not there
    for (const o of input.ids.flatMap((id) => found.get(id) ?? [])) {
      const has = o.tags.includes(input.tag);
      if (has !== input.remove) continue;
      if (!input.remove && o.tags.length >= STAFF_TAGS_MAX) {
        refused.push({ id: o.id, number: o.number, reason: 'tooManyTags' });
        continue;
      }
      const tags = input.remove ? o.tags.filter((x) => x !== input.tag) : [...o.tags, input.tag];
      await tx.update(t.orders).set({ tags, updatedAt: new Date() }).where(eq(t.orders.id, o.id));
      await audit({ entity: 'order', entityId: o.id, before: { tags: o.tags }, after: { tags } });
      changed.push(o.id);
    }
    return { tag: input.tag, remove: input.remove, changed, refused };
  },
  { expires: 'nothing' },
);
