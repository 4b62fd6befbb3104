import 'server-only';
import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { shippingInputSchema, type ShippingInput, type ShippingText } from '@/domain/commerce/shipping';
import type { ContentTranslations } from '@/domain/content/translations';
import { sanitizeTranslations } from '@/server/content/sanitize-html';
import { idSchema, idsSchema } from '@/domain/ids';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { money } from '@/lib/money';
import type { FeeRule } from '@/domain/orders/delivery-fee';
import { ActionError, defineAction } from '@/server/action';
import { shippingOptions, type ShippingOption } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import type { DeliveryKind } from '@/domain/commerce/delivery-kinds';

export interface ShippingDto {
  id: string;
  type: string;
  area: string;
  /** Bengali, Arabic and French type and area */
  translations: ContentTranslations<ShippingText>;
  kind: DeliveryKind;
  feeRule: FeeRule;
  cost: number;
  feeRate: number;
  freeOver: number | null;
  position: number;
  active: boolean;
  createdAt: string;
}

const toDto = (s: ShippingOption): ShippingDto => ({
  id: s.id,
  type: s.type,
  area: s.area,
  translations: s.translations,
  kind: s.kind,
  feeRule: s.feeRule,
  cost: Number(s.cost),
  feeRate: Number(s.feeRate),
  freeOver: s.freeOver === null ? null : Number(s.freeOver),
  position: s.position,
  active: s.active,
  createdAt: s.createdAt.toISOString(),
});

export const SHIPPING_SORTS = ['type', 'area', 'cost', 'position', 'active', 'createdAt'] as const;

const values = (i: ShippingInput) => ({
  type: i.type,
  area: i.area,
  // absent: the stored translations stay
  ...(i.translations ? { translations: sanitizeTranslations(i.translations, []) } : {}),
  kind: i.kind,
  feeRule: i.feeRule,
  cost: money(i.cost),
  // a flat fee has no rate
  feeRate: money(i.feeRule === 'flat' ? 0 : i.feeRate),
  freeOver: i.freeOver === null ? null : money(i.freeOver),
  position: i.position,
  active: i.active,
});

/*
 * Checkout reads the options uncached (listDeliveryOptions / quoteCart / placeOrder query the table on every
 * request), so a change here is visible at /checkout at once and there is no cache to clear.
 */

export const listShipping = defineAction(
  'shipping.list',
  listQuerySchema,
  { area: 'shippingCharges', action: 'view' },
  async (q, { tx }): Promise<ListResult<ShippingDto>> => {
    const sort = pickSort(q.sort, SHIPPING_SORTS, 'position');
    const like = containsPattern(q.q);
    const where = q.q ? or(ilike(shippingOptions.type, like), ilike(shippingOptions.area, like)) : undefined;
    const dir = q.sort ? q.dir : 'asc';
    const order = dir === 'asc' ? asc(shippingOptions[sort]) : desc(shippingOptions[sort]);
    const [rows, [{ n }]] = await Promise.all([
      tx.select().from(shippingOptions).where(where).orderBy(order, asc(shippingOptions.id)).limit(q.pageSize).offset(pageOffset(q)),
      tx.select({ n: count() }).from(shippingOptions).where(where),
    ]);
    return { rows: rows.map(toDto), total: Number(n), page: q.page, pageSize: q.pageSize };
  },
);

export const getShipping = defineAction('shipping.get', idSchema, { area: 'shippingCharges', action: 'view' }, async ({ id }, { tx }) => {
  const [row] = await tx.select().from(shippingOptions).where(eq(shippingOptions.id, id));
  if (!row) throw new ActionError(404, 'notFound');
  return toDto(row);
});

export const createShipping = defineAction(
  'shipping.create',
  shippingInputSchema,
  { area: 'shippingCharges', action: 'edit' },
  async (input, { tx, audit }) => {
    const [row] = await tx.insert(shippingOptions).values(values(input)).returning();
    await audit({ entity: 'shippingOption', entityId: row.id, after: row });
    return toDto(row);
  },
  { expires: 'nothing' },
);

export const updateShipping = defineAction(
  'shipping.update',
  shippingInputSchema.and(idSchema),
  { area: 'shippingCharges', action: 'edit' },
  async (input, { tx, audit }) => {
    const [before] = await tx.select().from(shippingOptions).where(eq(shippingOptions.id, input.id)).for('update');
    if (!before) throw new ActionError(404, 'notFound');
    const [row] = await tx
      .update(shippingOptions)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(shippingOptions.id, input.id))
      .returning();
    await audit({ entity: 'shippingOption', entityId: row.id, before, after: row });
    return toDto(row);
  },
  { expires: 'nothing' },
);

/** Orders copy the delivery type, area and cost, so deleting an option never touches an order. */
export const deleteShipping = defineAction(
  'shipping.delete',
  idsSchema,
  { area: 'shippingCharges', action: 'delete' },
  async ({ ids }, { tx, audit }) => {
    const rows = await tx.delete(shippingOptions).where(inArray(shippingOptions.id, ids)).returning();
    if (!rows.length) throw new ActionError(404, 'notFound');
    for (const r of rows) await audit({ entity: 'shippingOption', entityId: r.id, before: r });
    return { deleted: rows.length };
  },
  { expires: 'nothing' },
);

export const shippingActions = { listShipping, getShipping, createShipping, updateShipping, deleteShipping };
