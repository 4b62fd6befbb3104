/**
 * How a delivery option brings the order: to the customer's address, or picked up at the showroom (docs/requirements.md,
 * "Showroom pickup"). The one list: the shipping form, its schema and the database enum (shipping_kind) read it. No
 * imports: the database schema loads this file as drizzle-kit runs it.
 */
export const DELIVERY_KINDS = ['delivery', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
