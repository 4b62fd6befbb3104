import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { couponInputSchema, couponStatus, limitCoversUses, type CouponInput, type CouponStatus } from '@/domain/commerce/coupons';
import { z } from 'zod';
import { idSchema, idsSchema } from '@/domain/ids';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { money } from '@/lib/money';
import { ActionError, defineAction } from '@/server/action';
import type { Tx } from '@/server/db';
import { categories, coupons, orders, products, type Coupon } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { findProductChoices, orderProductSearchSchema } from './orders/order-products';

export interface CouponDto {
  id: string;
  code: string;
  kind: 'percent' | 'fixed' | 'free_delivery';
  discountPercent: number | null;
  discountAmount: number | null;
  minimumSpend: number;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  active: boolean;
  automatic: boolean;
  categoryIds: string[];
  productIds: string[];
  /** scheduled, active, expired, used up or switched off, now */
  status: CouponStatus;
  createdAt: string;
}

const toDto = (c: Coupon, now = new Date()): CouponDto => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  discountPercent: c.discountPercent,
  discountAmount: c.discountAmount === null ? null : Number(c.discountAmount),
  minimumSpend: Number(c.minimumSpend),
  usageLimit: c.usageLimit,
  usedCount: c.usedCount,
  perCustomerLimit: c.perCustomerLimit,
  startsAt: c.startsAt?.toISOString() ?? null,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  active: c.active,
  automatic: c.automatic,
  categoryIds: c.categoryIds ?? [],
  productIds: c.productIds ?? [],
  status: couponStatus(c, now),
  createdAt: c.createdAt.toISOString(),
});

export const COUPON_SORTS = [
  'code',
  'kind',
  'discountPercent',
  'minimumSpend',
  'usedCount',
  'startsAt',
  'expiresAt',
  'active',
  'createdAt',
] as const;

async function findCoupon(tx: Tx, id: string): Promise<Coupon> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw new ActionError(404, 'notFound');
  return row;
}

export const listCoupons = defineAction(
  'coupon.list',
  listQuerySchema,
  { area: 'coupon', action: 'view' },
  async (q, { tx }): Promise<ListResult<CouponDto>> => {
    const sort = pickSort(q.sort, COUPON_SORTS, 'createdAt');
    const where = q.q ? ilike(coupons.code, containsPattern(q.q)) : undefined;
    const order = q.dir === 'asc' ? asc(coupons[sort]) : desc(coupons[sort]);
    const [rows, [{ n }]] = await Promise.all([
      tx.select().from(coupons).where(where).orderBy(order, asc(coupons.id)).limit(q.pageSize).offset(pageOffset(q)),
      tx.select({ n: count() }).from(coupons).where(where),
    ]);
    return { rows: rows.map((r) => toDto(r)), total: Number(n), page: q.page, pageSize: q.pageSize };
  },
);

export const getCoupon = defineAction('coupon.get', idSchema, { area: 'coupon', action: 'view' }, async ({ id }, { tx }) => {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new ActionError(404, 'notFound');
  return toDto(row);
});

const values = (input: CouponInput) => ({
  code: input.code,
  kind: input.kind,
  discountPercent: input.discountPercent,
  discountAmount: input.discountAmount === null ? null : money(input.discountAmount),
  minimumSpend: money(input.minimumSpend),
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  startsAt: input.startsAt,
  expiresAt: input.expiresAt,
  active: input.active,
  automatic: input.automatic,
  categoryIds: input.categoryIds,
  productIds: input.productIds,
});

/** The categories and products a coupon is limited to must exist (a field error names the list). */
async function assertScopeExists(tx: Tx, input: CouponInput) {
  if (input.categoryIds.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds));
    if (found.length !== input.categoryIds.length) throw new ActionError(400, 'invalid', undefined, { categoryIds: 'invalid' });
  }
  if (input.productIds.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, input.productIds));
    if (found.length !== input.productIds.length) throw new ActionError(400, 'invalid', undefined, { productIds: 'invalid' });
  }
}

/** A product as the coupon form lists it. */
const PRODUCT_CHOICE = { id: products.id, name: products.name, sku: products.sku };

/**
 * `coupon.options`: the categories a coupon can be limited to, and the products it already names (`productIds`, the
 * form's chosen ones); other products are found by `coupon.findProducts`, so a shop of any size can name any of them.
 */
export const couponOptions = defineAction(
  'coupon.options',
  z.object({ productIds: z.array(z.uuid()).max(500).default([]) }),
  { area: 'coupon', action: 'view' },
  async ({ productIds }, { tx }) => {
    const [cats, prods] = await Promise.all([
      tx.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.name)),
      productIds.length ? tx.select(PRODUCT_CHOICE).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.name)) : [],
    ]);
    return { categories: cats, products: prods };
  },
  { audit: false },
);

/** `coupon.findProducts`: the products (published or not) whose name or SKU contains the words, twenty at most. */
export const findCouponProducts = defineAction(
  'coupon.findProducts',
  orderProductSearchSchema,
  { area: 'coupon', action: 'view' },
  async ({ q }, { tx }) => findProductChoices(tx, q),
  { audit: false },
);

/** The unique index is on upper(code); the code is stored upper-cased, so a clash is a 409 with a field error. */
async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}${exceptId ? sql` and ${coupons.id} <> ${exceptId}` : sql``}`);
  if (clash) throw new ActionError(409, 'conflict', undefined, { code: 'dashCommerce.validation.codeTaken' });
}

export const createCoupon = defineAction(
  'coupon.create',
  couponInputSchema,
  { area: 'coupon', action: 'edit' },
  async (input, { tx, audit }) => {
    await assertCodeFree(tx, input.code);
    await assertScopeExists(tx, input);
    const [row] = await tx.insert(coupons).values(values(input)).returning();
    await audit({ entity: 'coupon', entityId: row.id, after: row });
    return toDto(row);
  },
  { expires: 'nothing' },
);

export const updateCoupon = defineAction(
  'coupon.update',
  couponInputSchema.and(idSchema),
  { area: 'coupon', action: 'edit' },
  async (input, { tx, audit }) => {
    const before = await findCoupon(tx, input.id);
    await assertCodeFree(tx, input.code, input.id);
    await assertScopeExists(tx, input);
    if (!limitCoversUses(input.usageLimit, before.usedCount)) {
      throw new ActionError(400, 'invalid', undefined, { usageLimit: 'dashCommerce.validation.limitBelowUsed' });
    }
    const [row] = await tx
      .update(coupons)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(coupons.id, input.id))
      .returning();
    await audit({ entity: 'coupon', entityId: row.id, before, after: row });
    return toDto(row);
  },
  { expires: 'nothing' },
);

/**
 * Deletes coupons. A coupon that orders were placed with is refused (409 `inUse` naming up to five of the
 * orders, and nothing is deleted): the orders keep its code, and the history of who used what stays
 * readable. Staff deactivate such a coupon instead (edit → Active off), which the cart refuses at once.
 */
export const deleteCoupons = defineAction(
  'coupon.delete',
  idsSchema,
  { area: 'coupon', action: 'delete' },
  async ({ ids }, { tx, audit }) => {
    const rows = await tx.select().from(coupons).where(inArray(coupons.id, ids)).for('update');
    if (!rows.length) throw new ActionError(404, 'notFound');
    const codes = rows.map((r) => r.code.toUpperCase());
    const used = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(
        and(
          sql`upper(${orders.couponCode}) in (${sql.join(
            codes.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(5);
    const usedRows = rows.filter((r) => r.usedCount > 0);
    if (used.length || usedRows.length) {
      const what = used.length ? used.map((o) => o.number).join(', ') : usedRows.map((r) => r.code).join(', ');
      throw new ActionError(409, 'inUse', { what });
    }
    await tx.delete(coupons).where(inArray(coupons.id, ids));
    for (const r of rows) await audit({ entity: 'coupon', entityId: r.id, before: r });
    return { deleted: rows.length };
  },
  { expires: 'nothing' },
);

export const couponActions = { listCoupons, getCoupon, couponOptions, findCouponProducts, createCoupon, updateCoupon, deleteCoupons };
