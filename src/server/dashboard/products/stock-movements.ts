import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { StockMovementKind } from '@/domain/catalogue/stock-movements';
import { idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { variantValuesText } from '@/server/catalogue/option-columns';
import * as t from '@/server/db/schema';

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

export interface ProductStockLedger {
  name: string;
  movements: StockMovementRow[];
}

/** `product.stockMovements`: a product's stock ledger, latest first (docs/requirements.md, "Stock ledger"). */
export const productStockMovements = defineAction(
  'product.stockMovements',
  idSchema,
  { area: 'product', action: 'view' },
  async ({ id }, { tx }): Promise<ProductStockLedger> => {
    const [product] = await tx.select({ name: t.products.name }).from(t.products).where(eq(t.products.id, id));
    if (!product) throw new ActionError(404, 'notFound');
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
      movements: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        variant: r.variantId ? [r.color, r.values].filter(Boolean).join(' / ') || null : null,
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
