import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { variantValuesText } from '@/server/catalogue/option-columns';

/** What a low item holds at one location (every lot together). */
export interface LowStockPlace {
  name: string;
  boxes: number;
}

export interface LowStockItem {
  productId: string;
  /** null for a simple product's own stock */
  variantId: string | null;
  name: string;
  /** the variant's colour / option values (or SKU), null for a simple product */
  variant: string | null;
  quantity: number;
  /** the threshold it is at or below: the product's own, else the shop's default */
  threshold: number;
  /** its boxes at each location, in the locations' order, none included: where stock could be moved from */
  locations: LowStockPlace[];
}

type Urgency = Pick<LowStockItem, 'name' | 'quantity' | 'threshold'>;

/** The order of the list: furthest below the threshold first, then the fewest left, then the name. */
export function byUrgency(a: Urgency, b: Urgency): number {
  return b.threshold - b.quantity - (a.threshold - a.quantity) || a.quantity - b.quantity || a.name.localeCompare(b.name);
}

/**
 * Everything at or below its low-stock threshold (docs/requirements.md, "Low stock"): simple products by their
 * quantity, variable products by each variant's; unlimited stock (-1) never. Furthest below its threshold first
 * (threshold − quantity, largest first), then the fewest left, then by name. `limit` rows at most, each with its boxes
 * at every location (the threshold stays on the total).
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
        variantId: t.variants.id,
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
  const listed = [
    ...products.map((p) => ({ ...p, variantId: null, variant: null, threshold: Number(p.threshold) })),
    ...variants.map((v) => ({
      productId: v.productId,
      variantId: v.variantId,
      name: v.name,
      variant: [v.color, v.value].filter(Boolean).join(' / ') || v.sku || null,
      quantity: v.quantity,
      threshold: Number(v.threshold),
    })),
  ]
    .sort(byUrgency)
    .slice(0, limit);
  const items = await withLocations(db, listed);
  return { items, total: Number(simpleCount) + Number(variantCount) };
}

/** Each item with its boxes at every location (in the locations' order; a location holding none says 0). */
async function withLocations(db: DbOrTx, items: Omit<LowStockItem, 'locations'>[]): Promise<LowStockItem[]> {
  if (!items.length) return [];
  const [locations, held] = await Promise.all([
    db
      .select({ id: t.stockLocations.id, name: t.stockLocations.name })
      .from(t.stockLocations)
      .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.createdAt), asc(t.stockLocations.id)),
    db
      .select({
        productId: t.stockHoldings.productId,
        variantId: t.stockHoldings.variantId,
        locationId: t.stockHoldings.locationId,
        boxes: sql<number>`sum(${t.stockHoldings.quantity})::int`,
      })
      .from(t.stockHoldings)
      .where(
        inArray(
          t.stockHoldings.productId,
          items.map((i) => i.productId),
        ),
      )
      .groupBy(t.stockHoldings.productId, t.stockHoldings.variantId, t.stockHoldings.locationId),
  ]);
  const boxes = new Map(held.map((h) => [`${h.productId}|${h.variantId ?? ''}|${h.locationId}`, Number(h.boxes)]));
  return items.map((i) => ({
    ...i,
    locations: locations.map((l) => ({ name: l.name, boxes: boxes.get(`${i.productId}|${i.variantId ?? ''}|${l.id}`) ?? 0 })),
  }));
}
