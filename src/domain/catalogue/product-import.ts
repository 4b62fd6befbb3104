import { z } from 'zod';
import { unguardFormula } from '@/lib/csv';
import { emptyProductForm, variantKey, type ProductFormValues, type VariantInput } from './product-form';
import { IMPORT_CSV_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from '@/lib/body-limits.mjs';
import {
  combinationColumn,
  LIST_SEPARATOR,
  OPTION_CSV_COLUMNS,
  OPTIONAL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from './product-csv';

/**
 * The catalogue CSV (docs/dashboard.md, "Catalogue import and export"): one row per simple product, one row per
 * variant of a variable product (its product columns repeated), rows of one product sharing its slug. The
 * import turns every product's rows into the product form's values and validates them with the form's own
 * schema (productFormSchema), so an imported product obeys exactly the rules of a saved one.
 */

const VARIANT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => c.startsWith('variant_'));
const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !c.startsWith('variant_') && c !== 'slug');

/** Limits of an import (docs/dashboard.md): the CSV file, the zip of pictures, the data rows of the CSV. */
export const IMPORT_LIMITS = {
  csvBytes: IMPORT_CSV_MAX_BYTES,
  zipBytes: IMPORT_ZIP_MAX_BYTES,
  rows: 5000,
  /** pictures read from one zip, and their unpacked bytes together */
  zipPictures: 500,
  zipUnpackedBytes: 200 * 1024 * 1024,
} as const;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One data row's outcome; `row` is the row number a spreadsheet shows (the header is row 1). */
export interface ImportRowResult {
  row: number;
  slug: string;
  name: string;
  outcome: ImportOutcome;
  /** why a row is refused: a key of dashProducts.import.reasons or of dashboard.validation */
  reason?: string;
  /** the column the reason is about */
  column?: string;
}

export interface ImportReport {
  rows: ImportRowResult[];
  /** rows per outcome */
  counts: Record<ImportOutcome, number>;
  /** true when the import was written (never on a dry run, never when a row is refused) */
  applied: boolean;
}

export const importModeSchema = z.enum(['dryRun', 'apply']);

/** The header's problems: columns the format needs and does not find, columns it does not know. */
export function checkHeader(header: readonly string[]): { missing: string[]; unknown: string[]; duplicate: string[] } {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const seen = new Set<string>();
  const duplicate = names.filter((n) => (seen.has(n) ? true : (seen.add(n), false)));
  return {
    missing: PRODUCT_CSV_COLUMNS.filter((c) => !seen.has(c) && !OPTIONAL_CSV_COLUMNS.includes(c)),
    unknown: names.filter((n) => !known.has(n)),
    duplicate: [...new Set(duplicate)],
  };
}

export type CsvRecord = Record<ProductCsvColumn, string>;

export interface CsvRow {
  /** the spreadsheet's row number (header = 1) */
  row: number;
  cells: CsvRecord;
  /** optional columns the file leaves out (OPTIONAL_CSV_COLUMNS): their cells are empty, the stored value is kept */
  absent?: readonly ProductCsvColumn[];
}

/** The data rows as records by column (cells trimmed); the header has been checked. */
export function recordsOf(header: readonly string[], data: readonly (readonly string[])[]): CsvRow[] {
  const index = header.map((h) => h.trim().toLowerCase());
  const absent = OPTIONAL_CSV_COLUMNS.filter((c) => !index.includes(c));
  return data.map((cells, i) => {
    const record = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as CsvRecord;
    index.forEach((column, j) => {
      if (column in record) record[column as ProductCsvColumn] = (cells[j] ?? '').trim();
    });
    return absent.length ? { row: i + 2, cells: record, absent } : { row: i + 2, cells: record };
  });
}

/** Rows by product: rows with the same slug form one product (in file order); a row without a slug is a product of its own. */
export function groupRows(rows: readonly CsvRow[]): CsvRow[][] {
  const groups: CsvRow[][] = [];
  const bySlug = new Map<string, CsvRow[]>();
  for (const r of rows) {
    const slug = r.cells.slug.toLowerCase();
    const group = slug ? bySlug.get(slug) : undefined;
    if (group) group.push(r);
    else {
      const fresh = [r];
      groups.push(fresh);
      if (slug) bySlug.set(slug, fresh);
    }
  }
  return groups;
}

export class RowRefused extends Error {
  constructor(
    readonly row: number,
    readonly reason: string,
    readonly column?: string,
  ) {
    super(reason);
    this.name = 'RowRefused';
  }
}

/** A cell a spreadsheet would run: =, +, - or @ first (a plain number such as -1 is not one). */
export function isFormula(cell: string): boolean {
  return /^[=+\-@]/.test(cell) && !/^[-+]?\d+(\.\d+)?$/.test(cell);
}

/** The cells of a row as text the form may take: formulas refused, our export's apostrophe removed. */
export function plainCells(r: CsvRow): CsvRecord {
  const out = { ...r.cells };
  for (const column of PRODUCT_CSV_COLUMNS) {
    const cell = out[column];
    if (isFormula(cell)) throw new RowRefused(r.row, 'formula', column);
    out[column] = unguardFormula(cell);
  }
  return out;
}

/** Names of the shop's reference data, looked up case-insensitively by name (and slug where there is one). */
export interface ImportLookups {
  categories: { id: string; name: string; slug: string; subcategories: { id: string; name: string; slug: string }[] }[];
  brands: { id: string; name: string; slug: string }[];
  colors: { id: string; name: string }[];
  attributes: { id: string; name: string; values: { id: string; value: string }[] }[];
}

function findOne<T extends { id: string }>(items: readonly T[], text: string, keys: (item: T) => string[]): string | 'ambiguous' | null {
  const wanted = text.toLowerCase();
  const hits = items.filter((item) => keys(item).some((k) => k.toLowerCase() === wanted));
  const ids = [...new Set(hits.map((h) => h.id))];
  if (ids.length > 1) return 'ambiguous';
  return ids[0] ?? null;
}

function lookup<T extends { id: string }>(
  items: readonly T[],
  text: string,
  keys: (item: T) => string[],
  row: number,
  column: string,
  unknown: string,
): string {
  if (!text) return '';
  const found = findOne(items, text, keys);
  if (found === 'ambiguous') throw new RowRefused(row, 'ambiguous', column);
  if (found === null) throw new RowRefused(row, unknown, column);
  return found;
}

function bool(text: string, row: number, column: string, empty: boolean): boolean {
  const t = text.toLowerCase();
  if (t === '') return empty;
  if (['yes', 'true', '1'].includes(t)) return true;
  if (['no', 'false', '0'].includes(t)) return false;
  throw new RowRefused(row, 'yesOrNo', column);
}

function wholeNumber(text: string, row: number, column: string): number {
  if (!/^-?\d{1,9}$/.test(text)) throw new RowRefused(row, 'wholeNumber', column);
  return Number(text);
}

const list = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/** Where a picture of the CSV points: an address the form accepts, or an error reason (a file missing from the zip...). */
export type PictureResolver = (cell: string) => string | { reason: string };

/**
 * One product's rows as the product form's values. Columns the CSV does not carry (description, specifications,
 * SEO fields) come from `existing` (the stored product) or stay empty for a new one. Throws RowRefused naming the row
 * and column of the first problem that is not a rule of the form itself (those are found by validateProduct).
 */
export function rowsToForm(
  group: readonly CsvRow[],
  lookups: ImportLookups,
  pictures: PictureResolver,
  existing: ProductFormValues | null,
): ProductFormValues {
  const cells = group.map(plainCells);
  const [first] = cells;
  const head = group[0].row;
  // the product columns of a product's later rows are empty or repeat the first row's
  cells.slice(1).forEach((c, i) => {
    for (const column of PRODUCT_COLUMNS)
      if (c[column] !== '' && c[column] !== first[column]) throw new RowRefused(group[i + 1].row, 'differsFromFirstRow', column);
  });
  const type = first.type.toLowerCase() || 'simple';
  if (type !== 'simple' && type !== 'variable') throw new RowRefused(head, 'simpleOrVariable', 'type');
  if (type === 'simple') {
    if (group.length > 1) throw new RowRefused(group[1].row, 'simpleOneRow', 'slug');
    const used = VARIANT_COLUMNS.find((c) => first[c] !== '');
    if (used) throw new RowRefused(head, 'variantOnSimple', used);
  }

  const categoryId = lookup(lookups.categories, first.category, (c) => [c.name, c.slug], head, 'category', 'unknownCategory');
  const category = lookups.categories.find((c) => c.id === categoryId);
  const subcategoryId = lookup(
    category?.subcategories ?? [],
    first.subcategory,
    (s) => [s.name, s.slug],
    head,
    'subcategory',
    'unknownSubcategory',
  );
  const brandId = lookup(lookups.brands, first.brand, (b) => [b.name, b.slug], head, 'brand', 'unknownBrand');
  const colour = (text: string, row: number, column: string) => lookup(lookups.colors, text, (c) => [c.name], row, column, 'unknownColour');
  const productColours = list(first.colours).map((c) => colour(c, head, 'colours'));
  // the options in order: each column needs the ones before it, and an attribute is one option only
  const optionIds = OPTION_CSV_COLUMNS.map((o) =>
    lookup(lookups.attributes, first[o.attribute], (a) => [a.name], head, o.attribute, 'unknownAttribute'),
  );
  optionIds.forEach((id, k) => {
    const column = OPTION_CSV_COLUMNS[k].attribute;
    if (id && optionIds.slice(0, k).some((before) => !before)) throw new RowRefused(head, 'optionWithoutPrevious', column);
    if (id && optionIds.indexOf(id) !== k) throw new RowRefused(head, 'attributeRepeated', column);
  });
  const attributeIds = optionIds.filter(Boolean);
  const options = attributeIds.map((id) => lookups.attributes.find((a) => a.id === id)!);
  // a file without the columns of options 2 and 3 cannot say the stored product's: refused rather than dropped
  if (type === 'variable' && existing?.type === 'variable')
    existing.attributeIds.forEach((_, k) => {
      const missing = [OPTION_CSV_COLUMNS[k].attribute, OPTION_CSV_COLUMNS[k].value].find((c) => group[0].absent?.includes(c));
      if (missing) throw new RowRefused(head, 'optionColumnsAbsent', missing);
    });

  const picture = (text: string, row: number, column: string) => {
    const url = pictures(text);
    if (typeof url !== 'string') throw new RowRefused(row, url.reason, column);
    return url;
  };
  const images = list(first.images).map((cell) => {
    const url = picture(cell, head, 'images');
    return { url, alt: existing?.images.find((img) => img.url === url)?.alt ?? first.name };
  });

  let variants: VariantInput[] = [];
  if (type === 'variable') {
    variants = cells.map((c, i) => {
      const row = group[i].row;
      OPTION_CSV_COLUMNS.forEach((o, k) => {
        if (c[o.value] && !options[k]) throw new RowRefused(row, k === 0 ? 'valueWithoutAttribute' : 'valueWithoutOption', o.value);
      });
      const attributeValueIds = options.map((option, k) => {
        const column = OPTION_CSV_COLUMNS[k].value;
        if (!c[column]) throw new RowRefused(row, 'optionValueRequired', column);
        return lookup(option.values, c[column], (v) => [v.value], row, column, 'unknownValue');
      });
      const image = c.variant_image ? picture(c.variant_image, row, 'variant_image') : '';
      if (image && !images.some((img) => img.url === image)) images.push({ url: image, alt: first.name });
      return {
        colorId: colour(c.variant_colour, row, 'variant_colour'),
        attributeValueIds,
        sku: c.variant_sku,
        price: c.variant_price,
        discount: c.variant_sale_price,
        quantity: wholeNumber(c.variant_quantity, row, 'variant_quantity'),
        image,
      };
    });
    // each variant is one combination of colour and values: a later row repeating an earlier one's is refused (a
    // row with neither is the form's `required`)
    const seen = new Set<string>();
    variants.forEach((v, i) => {
      if (!v.colorId && !options.length) return;
      const key = variantKey(v);
      if (seen.has(key)) throw new RowRefused(group[i].row, 'combinationRepeated', combinationColumn(options.length));
      seen.add(key);
    });
  }
  const colorIds = [...new Set([...productColours, ...variants.map((v) => v.colorId).filter(Boolean)])];

  const base = existing ?? emptyProductForm();
  return {
    ...base,
    name: first.name,
    slug: group[0].cells.slug ? first.slug.toLowerCase() : '',
    sku: first.sku,
    type,
    categoryId,
    subcategoryId,
    brandId,
    unit: first.unit,
    unitValue: first.unit_value,
    sellUnit: first.sell_unit,
    weightKg: group[0].absent?.includes('weight_kg') ? base.weightKg : first.weight_kg,
    price: first.price,
    discount: first.sale_price,
    quantity: type === 'simple' ? wholeNumber(first.quantity, head, 'quantity') : 0,
    lowStockThreshold: first.low_stock_threshold,
    lotTracked: group[0].absent?.includes('lot_tracked') ? base.lotTracked : bool(first.lot_tracked, head, 'lot_tracked', false),
    colorIds,
    attributeIds: type === 'variable' ? attributeIds : [],
    variants,
    images,
    summary: first.summary,
    published: bool(first.published, head, 'published', true),
    featured: bool(first.featured, head, 'featured', false),
  };
}
