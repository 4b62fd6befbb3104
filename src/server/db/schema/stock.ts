import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
// the domain's list, by relative path (drizzle-kit loads the schema without the @/ alias)
import { STOCK_MOVEMENT_KINDS } from '../../../domain/catalogue/stock-movements';
import { createdAt, id } from './_columns';
import { products, variants } from './catalogue';
import { orders } from './commerce';
import { users } from './users';

export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);

/** A delivery from a supplier, received by staff: its lines are the `received` movements that name it. */
export const stockDeliveries = pgTable(
  'stock_deliveries',
  {
    id: id(),
    supplier: text('supplier').notNull(),
    /** the supplier's delivery or order reference ('' when none) */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_deliveries_created_idx').on(t.createdAt)],
);

/**
 * The stock ledger (docs/requirements.md, "Stock ledger"): one row per change of a product's or variant's stock,
 * written by a database trigger on every change of `quantity` (fs_stock_movement, drizzle/0035_stock-ledger.sql), with
 * the reason the writing transaction declared (src/server/stock/stock-reason.ts). The movements of a product or
 * variant add up to its stock (unlimited stock, -1, counts as none).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the variant of a variable product; null: a simple product's own stock */
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    kind: stockMovementKind('kind').notNull(),
    /** units in (positive) or out (negative) */
    quantity: integer('quantity').notNull(),
    /** the stock after the movement (-1: unlimited) */
    onHand: integer('on_hand').notNull(),
    /** the order that took or gave back the stock (checked at commit: an order's stock is taken before its row is written) */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** the delivery a `received` movement is a line of */
    deliveryId: uuid('delivery_id').references(() => stockDeliveries.id, { onDelete: 'set null' }),
    /** who made the change: a staff member, or the customer placing an order; null for the shop's own moves */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_delivery_idx').on(t.deliveryId),
  ],
);
