import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { variantValuesText } from '@/server/catalogue/option-columns';

export interface LowStockItem {
  productId: string;
  name: string;
  /** the variant's colour / option values (or SKU), null for a simple product */
  variant: string | null;
  quantity: number;
  /** the threshold it is at or below: the product's own, else the shop's default */
  threshold: number;
}

/** The order of the list: furthest below the threshold first, then the fewest left, then the name. */
export function byUrgency(a: LowStockItem, b: LowStockItem): number {
  return b.threshold - b.quantity - (a.threshold - a.quantity) || a.quantity - b.quantity || a.name.localeCompare(b.name);
}

/**
 * Everything at or below its low-stock threshold (docs/requirements.md, "Low stock"): simple products by their
 * quantity, variable products by each variant's; unlimited stock (-1) never. Furthest below its threshold first
 * (threshold − quantity, largest first), then the fewest left, then by name. `limit` rows at most.
 */
export async function lowStockItems(db: DbOrTx, shopDefault: number, limit: number): Promise<{ items: LowStockItem[]; total: number }> {
  const productLimit = sql<number>`coalesce(${t.products.lowStockThreshold}, ${shopDefault})::int`;
  const simpleLow = and(eq(t.products.type, 'simple'), sql`${t.products.quantity} between 0 and ${productLimit}`);
  const variantLow = sql`${t.variants.quantity} between 0 and ${productLimit}`;
  const [products, variants, [{ n: simpleCount }], [{ n: variantCount }]] = await Promise.all([
    db
      .select({ productId: t.products.id, name: t.products.name, quantity: t.products.quantity, threshold: productLimit })
      .from(t.products)
      .where(simpleLow)
      .orderBy(desc(sql`${productLimit} - ${t.products.quantity}`), asc(t.products.quantity), asc(t.products.name))
      .limit(limit),
    db
      .select({
        productId: t.variants.productId,
        name: t.products.name,
        color: t.colors.name,
        value: variantValuesText,
        sku: t.variants.sku,
        quantity: t.variants.quantity,
        threshold: productLimit,
      })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
      .where(variantLow)
      .orderBy(desc(sql`${productLimit} - ${t.variants.quantity}`), asc(t.variants.quantity), asc(t.products.name))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.products)
      .where(simpleLow),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(variantLow),
  ]);
  const items: LowStockItem[] = [
    ...products.map((p) => ({ ...p, variant: null, threshold: Number(p.threshold) })),
    ...variants.map((v) => ({
      productId: v.productId,
      name: v.name,
      variant: [v.color, v.value].filter(Boolean).join(' / ') || v.sku || null,
      quantity: v.quantity,
      threshold: Number(v.threshold),
    })),
  ]
    .sort(byUrgency)
    .slice(0, limit);
  return { items, total: Number(simpleCount) + Number(variantCount) };
}
