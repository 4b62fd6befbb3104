import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { getCompareProducts, getProductCards } from '@/server/catalogue/get-products-by-ids';
import { createProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';

describe.each(ENGINES)('products by id for compare and wishlist on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let laminate: { id: string; name: string };
  let shoe: { id: string; name: string };
  let hidden: { id: string };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    [laminate] = await db
      .select({ id: t.products.id, name: t.products.name })
      .from(t.products)
      .where(eq(t.products.slug, 'kitsilano-oak-123-mm-laminate'));
    [shoe] = await db
      .select({ id: t.products.id, name: t.products.name })
      .from(t.products)
      .where(eq(t.products.slug, 'primed-mdf-base-shoe-8-ft'));
    hidden = await createProduct(db, { name: 'Draft plank', price: '10.00', quantity: 5, published: false });
  });
  afterAll(async () => tdb?.dispose());

  it('reads compare products in the order asked with their specifications, dropping unknown and unpublished ids', async () => {
    const got = await getCompareProducts([shoe.id, hidden.id, randomUUID(), laminate.id], db);
    expect(got?.map((p) => p.name)).toEqual([shoe.name, laminate.name]);
    expect(got![1].specifications.map((s) => s.name)).toContain('Thickness');
    expect(got![1].type).toBe('variable');
    expect(got![1].colors.length).toBeGreaterThan(1);
  });

  it('refuses more than four ids or ids that are not uuids', async () => {
    expect(await getCompareProducts([randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()], db)).toBeNull();
    expect(await getCompareProducts(["1' or 1=1 --"], db)).toBeNull();
    expect(await getCompareProducts('nope', db)).toBeNull();
    expect(await getCompareProducts([], db)).toEqual([]);
  });

  it('reads wishlist cards in the order asked, without unpublished products', async () => {
    const cards = await getProductCards([laminate.id, hidden.id, shoe.id, laminate.id], db);
    expect(cards?.map((c) => c.name)).toEqual([laminate.name, shoe.name]);
    expect(cards![1]).toMatchObject({ type: 'simple', inStock: true, unit: 'ft' });
    expect(await getProductCards(['x'], db)).toBeNull();
  });
});
