import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StockMovementKind } from '@/domain/catalogue/stock-movements';
import { moreThanHeld, recordStockSchema, stockAfter, UNLIMITED_STOCK, VARIANT_REQUIRED } from '@/domain/catalogue/stock-record';
import type { Tx } from '@/server/db';
import { idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { variantValuesText } from '@/server/catalogue/option-columns';
import * as t from '@/server/db/schema';
import { revalidateStock, type StockDirection, type StockTouched } from '@/server/orders/stock-change';
import { stockReason } from '@/server/stock/stock-reason';

/** How many of a product's latest movements its stock page lists. */
export const STOCK_MOVEMENTS_SHOWN = 200;

export interface StockMovementRow {
  id: string;
  createdAt: string;
  /** the variant's colour and option values; null for a simple product's own stock */
  variant: string | null;
  kind: StockMovementKind;
  quantity: number;
  /** the stock after the movement (-1: unlimited) */
  onHand: number;
  order: { id: string; number: string } | null;
  /** the supplier's delivery a receipt was a line of */
  delivery: { supplier: string; reference: string } | null;
  /** the account that made the change */
  by: string | null;
  note: string | null;
}

/** What a product holds now: its own stock (simple) or each variant's, as the record form offers them. */
export interface StockHolding {
  /** '' for a simple product's own stock */
  variantId: string;
  variant: string | null;
  /** -1: unlimited */
  onHand: number;
}

export interface ProductStockLedger {
  name: string;
  holdings: StockHolding[];
  movements: StockMovementRow[];
}

const variantLabel = (color: string | null, values: string | null) => [color, values].filter(Boolean).join(' / ') || null;

/** What each product holds: a simple product its own stock, a variable one each variant's (by colour, then age). */
export async function holdingsOf(
  tx: Tx,
  products: readonly { id: string; type: 'simple' | 'variable'; quantity: number }[],
): Promise<Map<string, StockHolding[]>> {
  const variable = products.filter((p) => p.type === 'variable').map((p) => p.id);
  const variants = variable.length
    ? await tx
        .select({
          id: t.variants.id,
          productId: t.variants.productId,
          color: t.colors.name,
          values: variantValuesText,
          onHand: t.variants.quantity,
        })
        .from(t.variants)
        .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
        .where(inArray(t.variants.productId, variable))
        .orderBy(asc(t.colors.name), asc(t.variants.createdAt), asc(t.variants.id))
    : [];
  return new Map(
    products.map((p) => [
      p.id,
      p.type === 'simple'
        ? [{ variantId: '', variant: null, onHand: p.quantity }]
        : variants
            .filter((v) => v.productId === p.id)
            .map((v) => ({ variantId: v.id, variant: variantLabel(v.color, v.values), onHand: v.onHand })),
    ]),
  );
}

/** `product.stockMovements`: a product's stock ledger, latest first (docs/requirements.md, "Stock ledger"). */
export const productStockMovements = defineAction(
  'product.stockMovements',
  idSchema,
  { area: 'product', action: 'view' },
  async ({ id }, { tx }): Promise<ProductStockLedger> => {
    const [product] = await tx
      .select({ name: t.products.name, type: t.products.type, quantity: t.products.quantity })
      .from(t.products)
      .where(eq(t.products.id, id));
    if (!product) throw new ActionError(404, 'notFound');
    const holdings = (await holdingsOf(tx, [{ id, ...product }])).get(id) ?? [];
    const rows = await tx
      .select({
        id: t.stockMovements.id,
        createdAt: t.stockMovements.createdAt,
        variantId: t.stockMovements.variantId,
        color: t.colors.name,
        values: variantValuesText,
        kind: t.stockMovements.kind,
        quantity: t.stockMovements.quantity,
        onHand: t.stockMovements.onHand,
        orderId: t.orders.id,
        orderNumber: t.orders.number,
        supplier: t.stockDeliveries.supplier,
        reference: t.stockDeliveries.reference,
        by: t.users.name,
        note: t.stockMovements.note,
      })
      .from(t.stockMovements)
      .leftJoin(t.variants, eq(t.variants.id, t.stockMovements.variantId))
      .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
      .leftJoin(t.orders, eq(t.orders.id, t.stockMovements.orderId))
      .leftJoin(t.stockDeliveries, eq(t.stockDeliveries.id, t.stockMovements.deliveryId))
      .leftJoin(t.users, eq(t.users.id, t.stockMovements.userId))
      .where(eq(t.stockMovements.productId, id))
      .orderBy(desc(t.stockMovements.createdAt), desc(t.stockMovements.id))
      .limit(STOCK_MOVEMENTS_SHOWN);
    return {
      name: product.name,
      holdings,
      movements: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        variant: r.variantId ? variantLabel(r.color, r.values) : null,
        kind: r.kind,
        quantity: r.quantity,
        onHand: r.onHand,
        order: r.orderId && r.orderNumber ? { id: r.orderId, number: r.orderNumber } : null,
        delivery: r.supplier === null ? null : { supplier: r.supplier, reference: r.reference ?? '' },
        by: r.by,
        note: r.note,
      })),
    };
  },
);

const DIRECTION: Record<'received' | 'damaged' | 'counted', StockDirection> = { received: 'returned', damaged: 'taken', counted: 'edited' };

/** A product's or variant's stock, locked for the rest of the transaction, and how to write it. */
export interface LockedHolding {
  product: { id: string; slug: string };
  held: number;
  write(quantity: number): Promise<void>;
}

/**
 * Locks the stock a record or a delivery line changes: a simple product's own, or its variant's (a variable product
 * needs one of its own variants). Refusals name the field at `at` (`variantId`, `lines.2.variantId`).
 */
export async function lockHolding(tx: Tx, productId: string, variantId: string, at = ''): Promise<LockedHolding> {
  const [product] = await tx
    .select({ id: t.products.id, slug: t.products.slug, type: t.products.type, quantity: t.products.quantity })
    .from(t.products)
    .where(eq(t.products.id, productId))
    .for('update');
  if (!product) {
    if (!at) throw new ActionError(404, 'notFound');
    throw new ActionError(400, 'invalid', undefined, { [`${at}productId`]: 'invalid' });
  }
  const ref = { id: product.id, slug: product.slug };
  if (product.type === 'simple') {
    if (variantId) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: 'invalid' });
    return {
      product: ref,
      held: product.quantity,
      write: async (quantity) => void (await tx.update(t.products).set({ quantity }).where(eq(t.products.id, product.id))),
    };
  }
  if (!variantId) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: VARIANT_REQUIRED });
  const [variant] = await tx
    .select({ quantity: t.variants.quantity })
    .from(t.variants)
    .where(and(eq(t.variants.id, variantId), eq(t.variants.productId, product.id)))
    .for('update');
  if (!variant) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: 'invalid' });
  return {
    product: ref,
    held: variant.quantity,
    write: async (quantity) => void (await tx.update(t.variants).set({ quantity }).where(eq(t.variants.id, variantId))),
  };
}

/**
 * `product.recordStock`: boxes received from a supplier, boxes written off, or a count (docs/requirements.md, "Stock
 * ledger"), each a movement by the staff member with their note. Unlimited stock is not counted this way (the product
 * form sets a count first); no more can be written off than is held. The row is locked, so two records at once both
 * count.
 */
export const recordStock = defineAction(
  'product.recordStock',
  recordStockSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<{ onHand: number; touched: StockTouched | null; direction: StockDirection }> => {
    const { product, held, write } = await lockHolding(tx, input.productId, input.variantId);
    if (held === -1) throw new ActionError(409, 'unlimitedStock', { messageKey: UNLIMITED_STOCK });
    const after = stockAfter(input.kind, held, input.quantity);
    if (after === null) throw new ActionError(400, 'invalid', undefined, { quantity: moreThanHeld(held) });
    const direction = DIRECTION[input.kind];
    if (after === held) return { onHand: held, touched: null, direction };
    await stockReason(tx, { kind: input.kind, userId: actor.id, note: input.note || null });
    await write(after);
    await audit({
      entity: 'product',
      entityId: product.id,
      before: { variantId: input.variantId || null, quantity: held },
      after: { variantId: input.variantId || null, quantity: after, kind: input.kind, note: input.note },
    });
    return { onHand: after, touched: { ...product, qty: Math.abs(after - held) }, direction };
  },
  // the product's page shows the new stock; the lists only when it went out of stock or came back
  { after: (result) => (result.touched ? revalidateStock([result.touched], result.direction) : undefined) },
);
