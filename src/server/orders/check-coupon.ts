import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkCoupon, normaliseCouponCode, type CouponCheck } from '@/domain/orders/coupon';
import { cartSubtotal } from '@/domain/cart/totals';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { and, eq, inArray } from 'drizzle-orm';

const inputSchema = z.object({
  code: z.string().trim().min(1).max(40),
  items: z
    .array(z.object({ productId: z.string().uuid(), variantId: z.string().uuid().optional(), qty: z.number().int().min(1).max(10_000) }))
    .max(100),
});

/**
 * The cart page's coupon field: checks a code against the subtotal priced from the database
 * (the browser's prices are not used). Placing the order checks it again, atomically.
 */
export async function previewCoupon(raw: unknown, db?: DbOrTx): Promise<CouponCheck> {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'unknown' };
  db ??= await getDb();
  const { code, items } = parsed.data;
  const [coupon] = await db.select().from(t.coupons).where(sql`upper(${t.coupons.code}) = ${normaliseCouponCode(code)}`);
  if (!coupon) return { ok: false, reason: 'unknown' };
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = items.map((i) => i.variantId).filter((v): v is string => !!v);
  const products = productIds.length
    ? await db.select({ id: t.products.id, discount: t.products.discount }).from(t.products).where(and(inArray(t.products.id, productIds), eq(t.products.published, true)))
    : [];
  const variants = variantIds.length ? await db.select({ id: t.variants.id, discount: t.variants.discount }).from(t.variants).where(inArray(t.variants.id, variantIds)) : [];
  const price = new Map([...products, ...variants].map((r) => [r.id, Number(r.discount)]));
  const lines = items.flatMap((i) => {
    const p = price.get(i.variantId ?? i.productId);
    return p === undefined ? [] : [{ qty: i.qty, price: p }];
  });
  return checkCoupon(coupon, cartSubtotal(lines), new Date());
}
