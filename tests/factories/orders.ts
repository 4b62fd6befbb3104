import type { Database } from '@/server/db';
import * as t from '@/server/db/schema';
import { uniqueTag } from './unique-tag';

export const testAddress = {
  fullName: 'Priya Sandhu',
  phone: '604-555-0123',
  email: 'priya@example.com',
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};

type OrderLine = { product: typeof t.products.$inferSelect; quantity?: number; unitPrice?: string; sample?: boolean };

/**
 * An order row written directly (no stock taken, no checkout rules: use placeOrder for those) with one item per
 * line, each 1 at the product's discount price unless given (a free sample: 0.00); subtotal and total are the sum of
 * the lines.
 */
export async function createOrder(db: Database, lines: OrderLine[], over: Partial<typeof t.orders.$inferInsert> = {}) {
  const items = lines.map(({ product, quantity = 1, sample = false, unitPrice = sample ? '0.00' : product.discount }) => ({
    productId: product.id,
    name: product.name,
    slug: product.slug,
    unit: product.unit,
    unitValue: product.unitValue,
    unitPrice,
    quantity,
    lineTotal: (Number(unitPrice) * quantity).toFixed(2),
    sample,
  }));
  const subtotal = items.reduce((sum, i) => sum + Number(i.lineTotal), 0).toFixed(2);
  const [order] = await db
    .insert(t.orders)
    .values({
      number: `FS-T-${uniqueTag()}`,
      email: testAddress.email,
      billing: testAddress,
      shipping: testAddress,
      deliveryType: 'Standard',
      deliveryArea: 'Surrey',
      subtotal,
      total: subtotal,
      ...over,
    })
    .returning();
  if (items.length) await db.insert(t.orderItems).values(items.map((i) => ({ ...i, orderId: order.id })));
  return order;
}
