import 'server-only';
import { z } from 'zod';
import { PRODUCT_CSV_COLUMNS, productCsvRows, type ExportNames } from '@/domain/catalogue/product-csv';
import { toCsv } from '@/lib/csv';
import { defineAction } from '@/server/action';
import { attributes, attributeValues, brands, categories, colors, subcategories } from '@/server/db/schema';
import { readProductRecords } from './product-record';

/**
 * `product.export` (product `view`): every product as the catalogue CSV, the format the import reads
 * (docs/dashboard.md, "Catalogue import and export"); text cells are safe from formula injection. Not reachable over
 * the JSON route: GET /api/dashboard/products.csv serves it.
 */
export const exportProducts = defineAction(
  'product.export',
  z.object({}),
  { area: 'product', action: 'view' },
  async (_input, { tx }): Promise<string> => {
    const [records, cats, subs, brandRows, colorRows, attrRows, valueRows] = await Promise.all([
      readProductRecords(tx),
      tx.select({ id: categories.id, name: categories.name }).from(categories),
      tx.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
      tx.select({ id: brands.id, name: brands.name }).from(brands),
      tx.select({ id: colors.id, name: colors.name }).from(colors),
      tx.select({ id: attributes.id, name: attributes.name }).from(attributes),
      tx.select({ id: attributeValues.id, name: attributeValues.value }).from(attributeValues),
    ]);
    const named = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    const names: ExportNames = {
      categories: named(cats),
      subcategories: named(subs),
      brands: named(brandRows),
      colors: named(colorRows),
      attributes: named(attrRows),
      values: named(valueRows),
    };
    return toCsv([[...PRODUCT_CSV_COLUMNS], ...records.flatMap((r) => productCsvRows(r, names))]);
  },
);
