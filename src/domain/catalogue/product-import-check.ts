import { MESSAGE_KEY } from '@/lib/limit-message';
import { emptyProductForm, productFormSchema, toCents, variantKey, type ProductFormValues } from './product-form';
import { OPTION_CSV_COLUMNS, type ProductCsvColumn } from './product-csv';
import { RowRefused, type CsvRow } from './product-import';

/*
 * A CSV product's values checked as the form checks them, a refusal placed at its row and column, and compared with
 * the stored product to tell "unchanged" from "updated" (docs/dashboard.md, "Catalogue import and export").
 */

const FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  name: 'name',
  slug: 'slug',
  sku: 'sku',
  type: 'type',
  categoryId: 'category',
  subcategoryId: 'subcategory',
  brandId: 'brand',
  unit: 'unit',
  unitValue: 'unit_value',
  sellUnit: 'sell_unit',
  weightKg: 'weight_kg',
  price: 'price',
  discount: 'sale_price',
  quantity: 'quantity',
  lowStockThreshold: 'low_stock_threshold',
  lotTracked: 'lot_tracked',
  colorIds: 'colours',
  images: 'images',
  summary: 'summary',
  published: 'published',
  featured: 'featured',
};
const VARIANT_FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  colorId: 'variant_colour',
  sku: 'variant_sku',
  price: 'variant_price',
  discount: 'variant_sale_price',
  quantity: 'variant_quantity',
  image: 'variant_image',
};

/** The option columns of option `k` (a form path's index: `attributeIds.1`, `variants.0.attributeValueIds.1`). */
const optionColumnsOf = (k: string | undefined) => OPTION_CSV_COLUMNS[Number(k)] ?? OPTION_CSV_COLUMNS[0];

/** The CSV column of a form error path (`variants.2.price` → variant_price, `attributeIds.1` → attribute_2). */
export function columnOfField(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'variants') {
    if (parts[2] === 'attributeValueIds') return optionColumnsOf(parts[3]).value;
    return VARIANT_FIELD_COLUMNS[parts[2] ?? ''] ?? 'variant_colour';
  }
  if (parts[0] === 'attributeIds') return optionColumnsOf(parts[1]).attribute;
  return FIELD_COLUMNS[parts[0]] ?? parts[0];
}

/** Where a form error path (`variants.2.price`) is in the CSV: the row and the column. */
export function cellOfField(group: readonly CsvRow[], path: string): { row: number; column: string } {
  const parts = path.split('.');
  const i = parts[0] === 'variants' ? Number(parts[1]) : 0;
  return { row: group[Number.isInteger(i) && group[i] ? i : 0].row, column: columnOfField(path) };
}

/** Validates the values with the product form's schema; a refusal names the row, the column and the form's message key. */
export function validateProduct(group: readonly CsvRow[], values: ProductFormValues): ProductFormValues {
  const parsed = productFormSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const { row, column } = cellOfField(group, issue.path.map(String).join('.'));
  const reason = MESSAGE_KEY.test(issue.message) ? issue.message : issue.code === 'too_big' ? 'tooLong' : 'invalid';
  throw new RowRefused(row, reason, column);
}

const money = (v: string) => (v.trim() === '' ? '' : String(toCents(v)));

/** What an import compares to tell "unchanged" from "updated": the form's values, money in cents, sets sorted. */
export function comparable(values: ProductFormValues): string {
  const sale = (price: string, discount: string) => (discount.trim() === '' || money(discount) === money(price) ? '' : money(discount));
  // the form's fields only (a stored record has its id and dates too), in one order
  const fields = Object.fromEntries(Object.keys(emptyProductForm()).map((k) => [k, values[k as keyof ProductFormValues]]));
  return JSON.stringify({
    ...fields,
    slug: '',
    // an empty unit value is stored as 0
    unitValue: money(values.unitValue) === '0' ? '' : money(values.unitValue),
    price: money(values.price),
    discount: sale(values.price, values.discount),
    quantity: values.type === 'simple' ? values.quantity : 0,
    lowStockThreshold: values.lowStockThreshold === '' ? '' : String(Number(values.lowStockThreshold)),
    weightKg: values.weightKg.trim() === '' ? '' : String(Number(values.weightKg)),
    colorIds: [...values.colorIds].sort(),
    attributeIds: values.type === 'variable' ? values.attributeIds : [],
    // variants by combination, each one's fields in one order
    variants: values.variants
      .map((v) => ({ key: variantKey(v), v: sortedKeys({ ...v, price: money(v.price), discount: sale(v.price, v.discount) }) }))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(({ v }) => v),
    // a specification row's translations in one key order (the database's jsonb keeps its own)
    specifications: values.specifications.map((s) => ({ name: s.name, value: s.value, translations: sortedKeys(s.translations ?? {}) })),
  });
}

/** The value with the keys of its objects in order, at every depth. */
function sortedKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}
