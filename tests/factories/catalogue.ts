import type { Database } from '@/server/db';
import * as t from '@/server/db/schema';
import { uniqueTag } from './unique-tag';

export async function createCategory(db: Database, over: Partial<typeof t.categories.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(t.categories)
    .values({ name: `Test category ${tag}`, slug: `test-category-${tag}`, ...over })
    .returning();
  return row;
}

export async function createBrand(db: Database, over: Partial<typeof t.brands.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(t.brands)
    .values({ name: `Test brand ${tag}`, slug: `test-brand-${tag}`, ...over })
    .returning();
  return row;
}

/** the first category there is (the seeded ones, when seeded), else a new one */
async function anyCategoryId(db: Database): Promise<string> {
  const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
  return cat?.id ?? (await createCategory(db)).id;
}

type ProductOverrides = Partial<typeof t.products.$inferInsert> & {
  /** the name before the unique tag, unless `name` is given */
  label?: string;
};

/**
 * A published simple product: 10 in stock at 40.00 (its discount price the same as the price unless given), in
 * the first category there is.
 */
export async function createProduct(db: Database, { label = 'Test plank', ...over }: ProductOverrides = {}) {
  const tag = uniqueTag();
  const price = over.price ?? '40.00';
  const [row] = await db
    .insert(t.products)
    .values({
      name: `${label} ${tag}`,
      slug: `test-${tag}-${uniqueTag()}`,
      categoryId: over.categoryId ?? (await anyCategoryId(db)),
      unit: 'sq ft',
      unitValue: '20.00',
      price,
      discount: price,
      quantity: 10,
      ...over,
    })
    .returning();
  return row;
}

/** A variable product with one variant per entry of `variants` (each 10 in stock at 10.00 unless given). */
export async function createVariableProduct(
  db: Database,
  variants: Partial<Omit<typeof t.variants.$inferInsert, 'productId'>>[] = [{}],
  over: ProductOverrides = {},
) {
  const product = await createProduct(db, { type: 'variable', quantity: 0, ...over });
  const rows = await db
    .insert(t.variants)
    .values(variants.map((v) => ({ productId: product.id, price: '10.00', discount: '10.00', quantity: 10, ...v })))
    .returning();
  return { product, variants: rows };
}
