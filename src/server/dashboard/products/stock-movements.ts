import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { StockMovementKind } from '@/domain/catalogue/stock-movements';
import { moreThanHeld, recordStockSchema, stockAfter, VARIANT_REQUIRED } from '@/domain/catalogue/stock-record';
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
    const holdings: StockHolding[] =
      product.type === 'simple'
        ? [{ variantId: '', variant: null, onHand: product.quantity }]
        : (
            await tx
              .select({ id: t.variants.id, color: t.colors.name, values: variantValuesText, onHand: t.variants.quantity })
              .from(t.variants)
              .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
              .where(eq(t.variants.productId, id))
              .orderBy(asc(t.colors.name), asc(t.variants.createdAt), asc(t.variants.id))
          ).map((v) => ({ variantId: v.id, variant: variantLabel(v.color, v.values), onHand: v.onHand }));
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
        by: t.users.name,
        note: t.stockMovements.note,
      })
      .from(t.stockMovements)
      .leftJoin(t.variants, eq(t.variants.id, t.stockMovements.variantId))
      .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
      .leftJoin(t.orders, eq(t.orders.id, t.stockMovements.orderId))
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
        by: r.by,
        note: r.note,
      })),
    };
  },
);

const DIRECTION: Record<'received' | 'damaged' | 'counted', StockDirection> = { received: 'returned', damaged: 'taken', counted: 'edited' };

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
    const [product] = await tx
      .select({ id: t.products.id, slug: t.products.slug, type: t.products.type, quantity: t.products.quantity })
      .from(t.products)
      .where(eq(t.products.id, input.productId))
      .for('update');
    if (!product) throw new ActionError(404, 'notFound');
    let held = product.quantity;
    if (product.type === 'variable') {
      if (!input.variantId) throw new ActionError(400, 'invalid', undefined, { variantId: VARIANT_REQUIRED });
      const [variant] = await tx
        .select({ quantity: t.variants.quantity })
        .from(t.variants)
        .where(and(eq(t.variants.id, input.variantId), eq(t.variants.productId, product.id)))
        .for('update');
      if (!variant) throw new ActionError(400, 'invalid', undefined, { variantId: 'invalid' });
      held = variant.quantity;
    } else if (input.variantId) throw new ActionError(400, 'invalid', undefined, { variantId: 'invalid' });
    if (held === -1) throw new ActionError(409, 'unlimitedStock', { messageKey: 'dashProducts.stock.errors.unlimitedStock' });
    const after = stockAfter(input.kind, held, input.quantity);
    if (after === null) throw new ActionError(400, 'invalid', undefined, { quantity: moreThanHeld(held) });
    const direction = DIRECTION[input.kind];
    if (after === held) return { onHand: held, touched: null, direction };
    await stockReason(tx, { kind: input.kind, userId: actor.id, note: input.note || null });
    if (product.type === 'variable') await tx.update(t.variants).set({ quantity: after }).where(eq(t.variants.id, input.variantId));
    else await tx.update(t.products).set({ quantity: after }).where(eq(t.products.id, product.id));
    await audit({
      entity: 'product',
      entityId: product.id,
      before: { variantId: input.variantId || null, quantity: held },
      after: { variantId: input.variantId || null, quantity: after, kind: input.kind, note: input.note },
    });
    return { onHand: after, touched: { id: product.id, slug: product.slug, qty: Math.abs(after - held) }, direction };
  },
  // the product's page shows the new stock; the lists only when it went out of stock or came back
  { after: (result) => (result.touched ? revalidateStock([result.touched], result.direction) : undefined) },
);
