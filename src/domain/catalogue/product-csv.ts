import type { CsvValue } from '@/lib/csv';
import type { ProductFormValues } from './product-form';

/**
 * The catalogue CSV's format (docs/dashboard.md, "Catalogue import and export") and its export: one row per simple
 * product, one row per variant of a variable product (its product columns repeated), rows of one product sharing its
 * slug. Reading it back is product-import.ts.
 */

export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'type',
  'sku',
  'category',
  'subcategory',
  'brand',
  'unit',
  'unit_value',
  'sell_unit',
  'weight_kg',
  'price',
  'sale_price',
  'quantity',
  'low_stock_threshold',
  'lot_tracked',
  'colours',
  'attribute',
  'attribute_2',
  'attribute_3',
  'images',
  'summary',
  'published',
  'featured',
  'variant_colour',
  'variant_value',
  'variant_value_2',
  'variant_value_3',
  'variant_sku',
  'variant_price',
  'variant_sale_price',
  'variant_quantity',
  'variant_image',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * A variable product's options besides colour (up to MAX_OPTIONS, in the order the product page asks them): option 1
 * is `attribute` / `variant_value` (the columns of files written when a product had one option), options 2 and 3
 * are numbered. The product columns name the option's attribute; the variant columns each variant's value of it.
 */
export const OPTION_CSV_COLUMNS = [
  { attribute: 'attribute', value: 'variant_value' },
  { attribute: 'attribute_2', value: 'variant_value_2' },
  { attribute: 'attribute_3', value: 'variant_value_3' },
] as const satisfies readonly { attribute: ProductCsvColumn; value: ProductCsvColumn }[];

/**
 * Columns a file may leave out (files written before they existed). `weight_kg` (kg of one sell unit, for delivery
 * fees by weight): the product then keeps its stored value (a new product: empty). Options 2 and 3: the file has none
 * (product-import.ts refuses a stored product that has them, rather than drop them).
 */
export const OPTIONAL_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'weight_kg',
  'lot_tracked',
  'attribute_2',
  'attribute_3',
  'variant_value_2',
  'variant_value_3',
];

/** Cells holding several names (colours, images) separate them with a vertical bar. */
export const LIST_SEPARATOR = '|';

/** Names of the shop's reference data by id, for writing the CSV. */
export interface ExportNames {
  categories: Map<string, string>;
  subcategories: Map<string, string>;
  brands: Map<string, string>;
  colors: Map<string, string>;
  attributes: Map<string, string>;
  values: Map<string, string>;
}

/** A stored product's CSV rows: one for a simple product, one per variant of a variable one. */
export function productCsvRows(p: ProductFormValues & { slug: string }, names: ExportNames): CsvValue[][] {
  const variable = p.type === 'variable';
  const product: Record<string, CsvValue> = {
    slug: p.slug,
    name: p.name,
    type: p.type,
    sku: p.sku,
    category: names.categories.get(p.categoryId) ?? '',
    subcategory: names.subcategories.get(p.subcategoryId) ?? '',
    brand: names.brands.get(p.brandId) ?? '',
    unit: p.unit,
    unit_value: p.unitValue,
    sell_unit: p.sellUnit,
    weight_kg: p.weightKg,
    price: p.price,
    sale_price: p.discount,
    quantity: variable ? '' : p.quantity,
    low_stock_threshold: p.lowStockThreshold,
    lot_tracked: p.lotTracked ? 'yes' : 'no',
    colours: p.colorIds.map((id) => names.colors.get(id) ?? '').join(LIST_SEPARATOR),
    ...Object.fromEntries(
      OPTION_CSV_COLUMNS.map((o, k) => [o.attribute, variable && p.attributeIds[k] ? (names.attributes.get(p.attributeIds[k]) ?? '') : '']),
    ),
    images: p.images.map((i) => i.url).join(LIST_SEPARATOR),
    summary: p.summary,
    published: p.published ? 'yes' : 'no',
    featured: p.featured ? 'yes' : 'no',
  };
  const variantRows: Record<string, CsvValue>[] = variable
    ? p.variants.map((v) => ({
        variant_colour: names.colors.get(v.colorId) ?? '',
        ...Object.fromEntries(
          OPTION_CSV_COLUMNS.map((o, k) => [o.value, v.attributeValueIds[k] ? (names.values.get(v.attributeValueIds[k]) ?? '') : '']),
        ),
        variant_sku: v.sku,
        variant_price: v.price,
        variant_sale_price: v.discount,
        variant_quantity: v.quantity,
        variant_image: v.image,
      }))
    : [{}];
  return variantRows.map((v) => {
    const all: Record<string, CsvValue> = { ...product, ...v };
    return PRODUCT_CSV_COLUMNS.map((c) => all[c] ?? '');
  });
}

/** The column a duplicate combination is named at: the last of the combination's columns the product has. */
export const combinationColumn = (options: number): ProductCsvColumn =>
  options ? OPTION_CSV_COLUMNS[options - 1].value : 'variant_colour';
