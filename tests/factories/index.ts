/**
 * Test factories: insert one common record through Drizzle and return the row, unique per call.
 *
 * Use them in integration tests instead of hand-built inserts, so a new NOT NULL column is filled in one place:
 *
 *   import { createCustomer, createOrder, createProduct, createStaff } from '../factories';
 *
 *   const p = await createProduct(db, { quantity: 2, price: '30.00' });   // 10 in stock at 40.00 by default
 *   const draft = await createProduct(db, { label: 'Draft plank', published: false });
 *   const { product, variants } = await createVariableProduct(db, [{ quantity: -1 }, { quantity: 3 }]);
 *   const customer = await createCustomer(db, { name: 'Mia Chen' });
 *   const clerk = await createStaff(db, { order: { view: true, edit: true } });
 *   const order = await createOrder(db, [{ product: p, quantity: 2 }], { userId: customer.id, status: 'shipped' });
 *
 * - Every factory takes the database first and overrides last; an override wins over the default, column by column.
 * - Slugs, names, e-mail addresses and order numbers carry a random tag, so tests sharing a database (a seeded
 *   one, or several tests in a file) do not collide; pass your own value when a test needs a known one.
 * - A product goes into the first category there is (seeded databases have five) unless categoryId is given;
 *   on an empty database a category is created for it.
 * - createOrder writes rows only: it takes no stock and applies no checkout rule. Tests of ordering itself go
 *   through placeOrder.
 * - For the eight kinds of caller of a dashboard action (guest to admin), see tests/support/actors.ts.
 */
export { createCustomer, createStaff, type Rights } from './accounts';
export { createBrand, createCategory, createProduct, createVariableProduct } from './catalogue';
export { createOrder, testAddress } from './orders';
export { uniqueTag } from './unique-tag';
