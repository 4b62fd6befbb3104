import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// the domain's list, by relative path (drizzle-kit loads the schema without the @/ alias)
import { STOCK_MOVEMENT_KINDS } from '../../../domain/catalogue/stock-movements';
import { createdAt, id } from './_columns';
import { products, variants } from './catalogue';
import { orders } from './commerce';
import { users } from './users';

export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);

/**
 * A place stock is kept (docs/requirements.md, "Locations and lots"): the showroom, a warehouse. The first by position
 * is where stock goes when no place is named (a product saved with a new count, the catalogue import).
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    /** customers collect pickup orders here */
    pickup: boolean('pickup').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_locations_name_unique').on(t.name)],
);

/**
 * A production run (dye lot) of a lot-tracked product or variant, as the maker prints it on the box: its code, shade
 * and caliber (docs/requirements.md, "Locations and lots").
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    shade: text('shade').notNull().default(''),
    caliber: text('caliber').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('stock_lots_code_unique').on(t.productId, t.variantId, t.code).nullsNotDistinct()],
);

/**
 * What a product or variant holds at one location, of one lot (null: no lot recorded). Kept by the ledger's trigger
 * from the same movements, so a product's or variant's holdings add up to its stock, and each holding to its
 * movements (docs/architecture.md, "Stock ledger").
 */
export const stockHoldings = pgTable(
  'stock_holdings',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'no action' }),
    lotId: uuid('lot_id').references(() => stockLots.id, { onDelete: 'no action' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('stock_holdings_unique').on(t.productId, t.variantId, t.locationId, t.lotId).nullsNotDistinct(),
    index('stock_holdings_location_idx').on(t.locationId),
    index('stock_holdings_lot_idx').on(t.lotId),
    check('stock_holdings_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A purchase order raised with a supplier (docs/requirements.md, "Purchase orders"): the boxes expected of each product
 * or variant at a location. What has come in is what its deliveries received (never a second count kept here); it is
 * open, partly received, received (every line in full) or closed by staff with boxes still outstanding.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    /** shown as PO-1001 */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    supplier: text('supplier').notNull(),
    /** the supplier's quote or order reference ('' when none) */
    reference: text('reference').notNull().default(''),
    /** when the supplier said it would arrive */
    expectedOn: date('expected_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** closed by staff: nothing more is expected */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchase_orders_number_unique').on(t.number), index('purchase_orders_created_idx').on(t.createdAt)],
);

/** A line of a purchase order: the boxes of a product or variant expected at a location (one line per both). */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'no action' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('purchase_order_lines_unique').on(t.purchaseOrderId, t.productId, t.variantId, t.locationId).nullsNotDistinct(),
    index('purchase_order_lines_product_idx').on(t.productId),
    index('purchase_order_lines_location_idx').on(t.locationId),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A delivery from a supplier, received by staff: its lines are the `received` movements that name it. */
export const stockDeliveries = pgTable(
  'stock_deliveries',
  {
    id: id(),
    /** the purchase order it fills, if any */
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    supplier: text('supplier').notNull(),
    /** the supplier's delivery or order reference ('' when none) */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_deliveries_created_idx').on(t.createdAt), index('stock_deliveries_purchase_order_idx').on(t.purchaseOrderId)],
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
    /** where the units moved (null: before stock was kept per location) */
    locationId: uuid('location_id').references(() => stockLocations.id, { onDelete: 'no action' }),
    /** the dye lot they belong to (null: none recorded) */
    lotId: uuid('lot_id').references(() => stockLots.id, { onDelete: 'no action' }),
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
    index('stock_movements_location_idx').on(t.locationId),
    index('stock_movements_lot_idx').on(t.lotId),
  ],
);
