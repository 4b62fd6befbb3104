import 'server-only';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { offersSamples } from '@/domain/cart/samples';
import { effectiveQuantity } from '@/domain/catalogue/stock';
import { variantName } from '@/domain/orders/summary';
import { defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { variantValuesText } from '@/server/catalogue/option-columns';
import type { DbOrTx } from '@/server/db';
import { containsPattern } from '@/server/db/like';

/** What a staff order form can add: a product and its buyable options (the product itself, or each variant). */
export interface OrderProductDto {
  productId: string;
  name: string;
  /** the product offers free samples (docs/requirements.md, "Free samples"): a phone order can add one per option */
  samples: boolean;
  options: {
    variantId: string | null;
    variant: string | null;
    sku: string | null;
    /** the price charged now */
    price: string;
    /** units that can be bought, unlimited counted as UNLIMITED_STOCK_COUNT (docs/requirements.md, "Stock rule") */
    stock: number;
  }[];
}

export const orderProductSearchSchema = z.object({ q: z.string().trim().min(2, 'tooShort').max(100, 'tooLong') });

/** Products whose name or SKU, or a variant's SKU, contains the words: the dashboard's product look-ups. */
export function productMatches(q: string) {
  const pattern = containsPattern(q);
  return or(
    ilike(t.products.name, pattern),
    ilike(t.products.sku, pattern),
    sql`exists (select 1 from ${t.variants} v where v.product_id = ${t.products.id} and v.sku ilike ${pattern})`,
  )!;
}

/** A product as the dashboard's product pickers list it (coupon scope, matching accessories). */
export interface ProductChoice {
  id: string;
  name: string;
  sku: string | null;
  /** what unitValue measures and what one price buys: the accessory picker shows "roll of 100 sq ft" */
  unit: string;
  unitValue: string;
  sellUnit: string;
  published: boolean;
}

const PRODUCT_CHOICE = {
  id: t.products.id,
  name: t.products.name,
  sku: t.products.sku,
  unit: t.products.unit,
  unitValue: t.products.unitValue,
  sellUnit: t.products.sellUnit,
  published: t.products.published,
};

/** The products (published or not) whose name or SKU contains the words, twenty at most: every dashboard product picker's search. */
export function findProductChoices(tx: DbOrTx, q: string): Promise<ProductChoice[]> {
  return tx.select(PRODUCT_CHOICE).from(t.products).where(productMatches(q)).orderBy(asc(t.products.name), asc(t.products.id)).limit(20);
}

/** The products of `ids` as pickers list them, in the order of `ids` (unknown ids are left out). */
export async function productChoicesOf(tx: DbOrTx, ids: readonly string[]): Promise<ProductChoice[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select(PRODUCT_CHOICE)
    .from(t.products)
    .where(inArray(t.products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductChoice => !!r);
}

/**
 * `order.findProducts`: published products whose name or SKU (or a variant's SKU) contains the words, with their
 * variants, today's price and stock, ten at most: what the order editor and the phone-order form offer to add.
 */
export const findOrderProducts = defineAction(
  'order.findProducts',
  orderProductSearchSchema,
  { area: 'order', action: 'edit' },
  async ({ q }, { tx }): Promise<OrderProductDto[]> => {
    const products = await tx
      .select({
        id: t.products.id,
        name: t.products.name,
        sku: t.products.sku,
        type: t.products.type,
        price: t.products.discount,
        quantity: t.products.quantity,
        samples: t.products.samples,
        categorySlug: t.categories.slug,
      })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(and(eq(t.products.published, true), productMatches(q)))
      .orderBy(asc(t.products.name), asc(t.products.id))
      .limit(10);
    const variable = products.filter((p) => p.type !== 'simple').map((p) => p.id);
    const variants = variable.length
      ? await tx
          .select({ v: t.variants, color: t.colors.name, attribute: variantValuesText })
          .from(t.variants)
          .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
          .where(inArray(t.variants.productId, variable))
          .orderBy(asc(t.variants.createdAt), asc(t.variants.id))
      : [];
    return products.map((p) => ({
      productId: p.id,
      name: p.name,
      samples: offersSamples(p),
      options:
        p.type === 'simple'
          ? [{ variantId: null, variant: null, sku: p.sku, price: p.price, stock: effectiveQuantity(p.quantity) }]
          : variants
              .filter((v) => v.v.productId === p.id)
              .map((v) => ({
                variantId: v.v.id,
                variant: variantName({ colorName: v.color, attributeName: v.attribute }),
                sku: v.v.sku ?? p.sku,
                price: v.v.discount,
                stock: effectiveQuantity(v.v.quantity),
              })),
    }));
  },
  { audit: false },
);

export const orderProductActions = { findOrderProducts };
