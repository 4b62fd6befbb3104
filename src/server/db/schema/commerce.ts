import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// the domain's lists, by relative path (drizzle-kit loads the schema without the @/ alias); none of them imports anything
import { ORDER_STATUSES } from '../../../domain/orders/status';
import { DISCOUNT_KINDS } from '../../../domain/orders/discount-kinds';
import { PAYMENT_METHODS } from '../../../domain/payments/methods';
import { PAYMENT_STATUSES } from '../../../domain/payments/status';
import { DELIVERY_KINDS } from '../../../domain/commerce/delivery-kinds';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from '../../../domain/cart/cart';
import type { OrderEvent } from '../../../domain/orders/order-events';
import type { ShipmentLine } from '../../../domain/orders/shipment-lines';
import { createdAt, id, money, translationsColumn, updatedAt } from './_columns';
import type { ShippingText } from '../../../domain/commerce/shipping';
import { products, variants } from './catalogue';
import { users } from './users';

export const couponKind = pgEnum('coupon_kind', DISCOUNT_KINDS);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    /** percent off, fixed amount off, or free delivery (docs/requirements.md, "Coupons") */
    kind: couponKind('kind').notNull().default('percent'),
    /** percent off the cart total, 1–100, for `percent`; null for the other kinds */
    discountPercent: integer('discount_percent'),
    /** amount off the goods for `fixed`; null for the other kinds */
    discountAmount: money('discount_amount'),
    minimumSpend: money('minimum_spend').notNull().default('0'),
    /** null: no limit */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** orders one customer (account or e-mail) may place with it; null: no limit */
    perCustomerLimit: integer('per_customer_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** applies itself without a code whenever it is eligible (docs/requirements.md, "Automatic discounts") */
    automatic: boolean('automatic').notNull().default(false),
    /** the categories and products the discount is limited to; both empty: the whole cart */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_uq').on(sql`upper(${t.code})`),
    check(
      'coupons_value_by_kind',
      sql`(${t.kind} = 'percent' and ${t.discountPercent} between 1 and 100) or (${t.kind} = 'fixed' and ${t.discountAmount} > 0) or ${t.kind} = 'free_delivery'`,
    ),
    index('coupons_automatic_idx')
      .on(t.automatic)
      .where(sql`${t.automatic}`),
  ],
);

/** a delivery to the customer's address, or a pickup at the showroom (docs/requirements.md, "Showroom pickup") */
export const shippingKind = pgEnum('shipping_kind', DELIVERY_KINDS);
/** how the fee is counted (docs/requirements.md, "Delivery fees"): src/domain/commerce/delivery-fee.ts */
export const shippingFeeRule = pgEnum('shipping_fee_rule', ['flat', 'perBox', 'byWeight']);

export const shippingOptions = pgTable('shipping_options', {
  id: id(),
  /** delivery type shown to the customer, e.g. 'Standard delivery', 'Store pickup' */
  type: text('type').notNull(),
  /** area served, e.g. 'Surrey & Delta' */
  area: text('area').notNull(),
  /** the type and area in Bengali, Arabic and French (docs/requirements.md, "Content in four languages") */
  translations: translationsColumn<ShippingText>(),
  kind: shippingKind('kind').notNull().default('delivery'),
  feeRule: shippingFeeRule('fee_rule').notNull().default('flat'),
  /** the flat fee, or the base of a per-box or by-weight fee */
  cost: money('cost').notNull(),
  /** per box (sell unit) for `perBox`, per kg for `byWeight`; 0 for `flat` */
  feeRate: money('fee_rate').notNull().default('0'),
  /** goods subtotal at or above which the delivery is free; null: never */
  freeOver: money('free_over'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

export type { AddressInfo };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** human order number, e.g. FS-100234 */
    number: text('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * true when the order joined its customer record by e-mail (a guest checkout, a phone order), not through a
     * signed-in session: the account shows it only once the address is verified (docs/requirements.md, "Guest customers")
     */
    linkedByEmail: boolean('linked_by_email').notNull().default(false),
    email: text('email').notNull(),
    /**
     * the language the order was placed in (the checkout page's, or the one staff chose for a phone order): its e-mails
     * are written in it; null for orders placed before it was kept, which get the shop's language
     */
    locale: text('locale'),
    status: orderStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    paymentMethod: paymentMethod('payment_method').notNull().default('cod'),
    billing: jsonb('billing').$type<AddressInfo>().notNull(),
    shipping: jsonb('shipping').$type<AddressInfo>().notNull(),
    deliveryType: text('delivery_type').notNull(),
    deliveryArea: text('delivery_area').notNull(),
    /**
     * the delivery option's type and area in the order's language when they differ from the English ones
     * (docs/requirements.md, "Content in four languages"): the customer's pages and mails use them, the dashboard,
     * reports and CSV read the English `deliveryType`/`deliveryArea`
     */
    localDeliveryType: text('local_delivery_type'),
    localDeliveryArea: text('local_delivery_area'),
    /** picked up at the showroom (docs/requirements.md, "Showroom pickup"): no delivery address, no shipment */
    pickup: boolean('pickup').notNull().default(false),
    /** when staff marked the pickup order ready to collect */
    readyForPickupAt: timestamp('ready_for_pickup_at', { withTimezone: true }),
    subtotal: money('subtotal').notNull(),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent'),
    /**
     * what the coupon gave, kept so an edit prices the order again the same way (docs/requirements.md, "Editing an
     * order"): its kind, the amount off of a fixed coupon, and the categories and products it was limited to
     */
    couponKind: couponKind('coupon_kind'),
    couponAmount: money('coupon_amount'),
    couponScope: jsonb('coupon_scope').$type<{ categoryIds: string[]; productIds: string[] }>(),
    discountTotal: money('discount_total').notNull().default('0'),
    shippingCost: money('shipping_cost').notNull().default('0'),
    taxTotal: money('tax_total').notNull().default('0'),
    /** the tax lines charged, e.g. [{name: 'GST', rate: 5, amount: '6.95'}] */
    taxLines: jsonb('tax_lines').$type<{ name: string; rate: number; amount: string }[]>().notNull().default([]),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('CAD'),
    note: text('note'),
    /** idempotency key sent with the checkout form, so a double submit makes one order */
    checkoutKey: text('checkout_key'),
    /** online orders release their stock if still unpaid at this time */
    reserveUntil: timestamp('reserve_until', { withTimezone: true }),
    /** when the first shipment was saved (the shipments: `order_shipments`) */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** the staff's tags of an order ("saturday-van", "call first"): lower case, filtered on in the orders list */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_checkout_key_uq').on(t.checkoutKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // uses per customer: orders of a coupon by account or e-mail (docs/requirements.md, "Coupons")
    index('orders_coupon_code_idx').on(sql`upper(${t.couponCode})`),
    index('orders_tags_idx').using('gin', t.tags),
    // the tag filter's choices read only the tagged orders (src/server/dashboard/staff-tags.ts)
    index('orders_tagged_idx')
      .on(t.tags)
      .where(sql`${t.tags} <> '{}'::text[]`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    /** snapshots at the time of purchase */
    name: text('name').notNull(),
    /**
     * the product's name in the order's language when it differs from the English `name` (docs/requirements.md,
     * "Content in four languages"): the customer's mails and invoice use it, the dashboard and CSV read `name`
     */
    localName: text('local_name'),
    slug: text('slug').notNull(),
    image: text('image'),
    sku: text('sku'),
    colorName: text('color_name'),
    attributeName: text('attribute_name'),
    /**
     * the colour's name and the attribute value in the order's language when they differ from the English
     * `colorName`/`attributeName` (docs/requirements.md, "Content in four languages"): the customer's mails, invoice
     * and order pages use them, the dashboard and CSV read the English ones
     */
    localColorName: text('local_color_name'),
    localAttributeName: text('local_attribute_name'),
    unit: text('unit').notNull(),
    unitValue: text('unit_value').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    /** a free sample (docs/requirements.md, "Free samples"): price 0, no stock taken */
    sample: boolean('sample').notNull().default(false),
    /**
     * the installation of the order's boxes of this product (docs/requirements.md, "Installation estimate"): quantity
     * in boxes, unit price per box; no stock taken
     */
    installation: boolean('installation').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note'),
    /** an entry that is not a move of status (an edit, a tracking change) or that carries details: OrderEvent */
    event: jsonb('event').$type<OrderEvent>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Saved views of the orders list (docs/requirements.md, "Saved views"): a name and the list's filters as URL parameters,
 * shared by every staff member who sees orders.
 */
export const orderViews = pgTable(
  'order_views',
  {
    id: id(),
    name: text('name').notNull(),
    /** the list's search, filters and sort as URL parameters (filterParams), without paging */
    query: text('query').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_views_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * The parcels an order left in (docs/requirements.md, "Shipments"): each with its lines (order items and how many of
 * each), carrier and tracking; numbered from 1 within the order.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** a carrier of src/domain/orders/shipment.ts */
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** the tracking page staff gave for the carrier `other`; null for the listed carriers (their page is built) */
    trackingUrl: text('tracking_url'),
    /** the order items in the parcel and how many of each */
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_shipments_order_position_uq').on(t.orderId, t.position)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** the gateway's own reference: Stripe session id, PayPal order id, SSLCommerz tran_id */
    reference: text('reference'),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    raw: jsonb('raw'),
    /** received by hand and recorded by staff (docs/requirements.md, "Payments recorded by hand"), not through a gateway */
    manual: boolean('manual').notNull().default(false),
    /** the day the money was received, in the shop's zone (hand-recorded payments) */
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** staff's reference for a hand-recorded payment, e.g. 'cash' or 'e-transfer #123' */
    note: text('note'),
    /** the dashboard form's key: the same submission twice records one payment */
    requestKey: text('request_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_method_reference_uq').on(t.method, t.reference),
    uniqueIndex('payments_request_key_uq').on(t.requestKey),
  ],
);

/** Webhook / IPN events by their gateway id: each is processed once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    gateway: paymentMethod('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_gateway_event_uq').on(t.gateway, t.eventId)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderShipment = typeof orderShipments.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type ShippingOption = typeof shippingOptions.$inferSelect;
