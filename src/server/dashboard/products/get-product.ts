import 'server-only';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductOptions } from '@/domain/catalogue/product-form';
import { idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { attributes, attributeValues, brands, categories, colors, subcategories } from '@/server/db/schema';
import { readProductRecord, type ProductRecord } from './product-record';

/** `product.get`: one product in the form's shape. */
export const getProduct = defineAction(
  'product.get',
  idSchema,
  { area: 'product', action: 'view' },
  async ({ id }, { tx }): Promise<ProductRecord> => {
    const record = await readProductRecord(tx, id);
    if (!record) throw new ActionError(404, 'notFound');
    return record;
  },
);

/** `product.options`: what the product form chooses from (categories with subcategories, brands, colours, attributes with values). */
export const productOptions = defineAction(
  'product.options',
  z.object({}),
  { area: 'product', action: 'view' },
  async (_input, { tx }): Promise<ProductOptions> => {
    const [cats, subs, brandRows, colorRows, attrRows, valueRows] = await Promise.all([
      tx.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.name)),
      tx
        .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
        .from(subcategories)
        .orderBy(asc(subcategories.position), asc(subcategories.name)),
      tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
      tx.select({ id: colors.id, name: colors.name, hex: colors.hex }).from(colors).orderBy(asc(colors.name)),
      tx.select({ id: attributes.id, name: attributes.name }).from(attributes).orderBy(asc(attributes.name)),
      tx
        .select({ id: attributeValues.id, value: attributeValues.value, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .orderBy(asc(attributeValues.position), asc(attributeValues.value)),
    ]);
    return {
      categories: cats.map((c) => ({
        ...c,
        subcategories: subs.filter((s) => s.categoryId === c.id).map(({ id, name }) => ({ id, name })),
      })),
      brands: brandRows,
      colors: colorRows,
      attributes: attrRows.map((a) => ({
        ...a,
        values: valueRows.filter((v) => v.attributeId === a.id).map(({ id, value }) => ({ id, value })),
      })),
    };
  },
);
