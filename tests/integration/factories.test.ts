import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { migrateDatabase } from '@/server/db/migrate';
import * as t from '@/server/db/schema';
import { createBrand, createCategory, createCustomer, createOrder, createProduct, createStaff, createVariableProduct } from '../factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database';

describe.each(ENGINES)('test factories on an empty %s database', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    db = tdb.handle.db;
    await migrateDatabase(tdb.handle);
  });
  afterAll(async () => tdb?.dispose());

  it('makes a category for the first product, then reuses it; every call is unique', async () => {
    const a = await createProduct(db);
    const b = await createProduct(db, { quantity: 3, price: '12.50' });
    expect(a.categoryId).toBe(b.categoryId);
    expect(await db.select().from(t.categories)).toHaveLength(1);
    expect(a.slug).not.toBe(b.slug);
    expect(a).toMatchObject({ type: 'simple', quantity: 10, price: '40.00', discount: '40.00', published: true });
    expect(b).toMatchObject({ quantity: 3, price: '12.50', discount: '12.50' });
    const own = await createCategory(db);
    expect((await createProduct(db, { categoryId: own.id, label: 'Oak <plank>' })).name).toMatch(/^Oak <plank> \w{8}$/);
    expect((await createBrand(db)).slug).not.toBe((await createBrand(db)).slug);
  });

  it('makes a variable product with its variants', async () => {
    const { product, variants } = await createVariableProduct(db, [{ quantity: -1 }, { quantity: 3, price: '11.00' }]);
    expect(product).toMatchObject({ type: 'variable', quantity: 0 });
    expect(variants.map((v) => [v.productId, v.quantity, v.price])).toEqual([
      [product.id, -1, '10.00'],
      [product.id, 3, '11.00'],
    ]);
  });

  it('makes customers, and staff with exactly the rights given', async () => {
    const [c1, c2] = [await createCustomer(db), await createCustomer(db, { name: 'Mia Chen' })];
    expect(c1.email).not.toBe(c2.email);
    expect(c2).toMatchObject({ name: 'Mia Chen', role: 'customer', staffStatus: null });
    const clerk = await createStaff(db, { order: { view: true, edit: true }, product: { view: true } });
    expect(clerk).toMatchObject({ role: 'staff', staffStatus: 'active' });
    const rights = await db.select().from(t.staffPermissions).where(eq(t.staffPermissions.userId, clerk.id));
    expect(rights.map((r) => [r.name, r.view, r.edit, r.delete]).sort()).toEqual([
      ['order', true, true, false],
      ['product', true, false, false],
    ]);
  });

  it('writes an order with its items and totals', async () => {
    const p = await createProduct(db, { price: '40.00', discount: '30.00' });
    const customer = await createCustomer(db);
    const order = await createOrder(
      db,
      [
        { product: p, quantity: 2 },
        { product: p, unitPrice: '5.25' },
      ],
      { userId: customer.id, status: 'shipped' },
    );
    expect(order).toMatchObject({ userId: customer.id, status: 'shipped', subtotal: '65.25', total: '65.25' });
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    expect(items.map((i) => [i.productId, i.quantity, i.unitPrice, i.lineTotal]).sort()).toEqual([
      [p.id, 1, '5.25', '5.25'],
      [p.id, 2, '30.00', '60.00'],
    ]);
    expect((await createOrder(db, [])).number).not.toBe(order.number);
    expect((await db.select().from(t.products).where(eq(t.products.id, p.id)))[0].quantity).toBe(10);
  });
});
