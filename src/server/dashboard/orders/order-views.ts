import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { idSchema } from '@/domain/ids';
import { ORDER_VIEWS_MAX, orderViewSchema } from '@/domain/orders/order-views';
import { ActionError, defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

export interface OrderViewDto {
  id: string;
  name: string;
  /** the list's parameters (viewQuery) */
  query: string;
}

/** The saved views of the orders list, by name (docs/requirements.md, "Saved views"). */
export async function listOrderViews(db: DbOrTx): Promise<OrderViewDto[]> {
  return db
    .select({ id: t.orderViews.id, name: t.orderViews.name, query: t.orderViews.query })
    .from(t.orderViews)
    .orderBy(asc(sql`lower(${t.orderViews.name})`));
}

/** `order.saveView`: the list's current filters kept under a name for every staff member; a name is used once. */
export const saveOrderView = defineAction(
  'order.saveView',
  orderViewSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [taken] = await tx
      .select({ id: t.orderViews.id })
      .from(t.orderViews)
      .where(eq(sql`lower(${t.orderViews.name})`, input.name.toLowerCase()));
    if (taken) throw new ActionError(409, 'conflict', undefined, { name: 'dashOrders.views.nameTaken' });
    const [{ n }] = await tx.select({ n: count() }).from(t.orderViews);
    if (n >= ORDER_VIEWS_MAX) throw new ActionError(409, 'tooManyViews', { messageKey: 'dashOrders.views.tooMany' });
    const [view] = await tx.insert(t.orderViews).values({ name: input.name, query: input.query, createdBy: actor.id }).returning();
    await audit({ entity: 'orderView', entityId: view.id, after: { name: view.name, query: view.query } });
    return { id: view.id, name: view.name, query: view.query } satisfies OrderViewDto;
  },
  { expires: 'nothing' },
);

/** `order.deleteView`: a saved view taken away (the orders themselves are untouched). */
export const deleteOrderView = defineAction(
  'order.deleteView',
  idSchema,
  { area: 'order', action: 'edit' },
  async ({ id }, { tx, audit }) => {
    const [view] = await tx.delete(t.orderViews).where(eq(t.orderViews.id, id)).returning();
    if (!view) throw new ActionError(404, 'notFound');
    await audit({ entity: 'orderView', entityId: id, before: { name: view.name, query: view.query } });
    return { id };
  },
  { expires: 'nothing' },
);

export const orderViewActions = { saveOrderView, deleteOrderView };
