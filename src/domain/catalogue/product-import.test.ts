import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@/lib/csv';
import { emptyProductForm, type ProductFormValues } from './product-form';
import {
  checkHeader,
  groupRows,
  isFormula,
  recordsOf,
  RowRefused,
  rowsToForm,
  type CsvRecord,
  type CsvRow,
  type ImportLookups,
  type PictureResolver,
} from './product-import';
import { cellOfField, comparable, validateProduct } from './product-import-check';
import { OPTION_CSV_COLUMNS, PRODUCT_CSV_COLUMNS, productCsvRows, type ExportNames } from './product-csv';
import { MAX_OPTIONS } from './variant-options';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const lookups: ImportLookups = {
  categories: [
    { id: ID(1), name: 'Laminate', slug: 'laminate', subcategories: [{ id: ID(2), name: 'Matt', slug: 'matt-tiles' }] },
    { id: ID(3), name: 'Tiles', slug: 'tiles', subcategories: [{ id: ID(4), name: 'Matt', slug: 'matt-tiles' }] },
  ],
  brands: [{ id: ID(5), name: 'Oakline', slug: 'oakline' }],
  colors: [
    { id: ID(6), name: 'Red' },
    { id: ID(7), name: 'Blue' },
  ],
  attributes: [
    {
      id: ID(8),
      name: 'Thickness',
      values: [
        { id: ID(9), value: '8 mm' },
        { id: ID(10), value: '12 mm' },
      ],
    },
    {
      id: ID(11),
      name: 'Plank width',
      values: [
        { id: ID(12), value: '5 in' },
        { id: ID(13), value: '7 in' },
      ],
    },
    {
      id: ID(14),
      name: 'Finish',
      values: [
        { id: ID(15), value: 'Matte' },
        { id: ID(16), value: 'Gloss' },
      ],
    },
  ],
};
const names: ExportNames = {
  categories: new Map([
    [ID(1), 'Laminate'],
    [ID(3), 'Tiles'],
  ]),
  subcategories: new Map([[ID(2), 'Matt']]),
  brands: new Map([[ID(5), 'Oakline']]),
  colors: new Map([
    [ID(6), 'Red'],
    [ID(7), 'Blue'],
  ]),
  attributes: new Map([
    [ID(8), 'Thickness'],
    [ID(11), 'Plank width'],
    [ID(14), 'Finish'],
  ]),
  values: new Map([
    [ID(9), '8 mm'],
    [ID(10), '12 mm'],
    [ID(12), '5 in'],
    [ID(13), '7 in'],
    [ID(15), 'Matte'],
    [ID(16), 'Gloss'],
  ]),
};
const urls: PictureResolver = (cell) => (cell.startsWith('/') || cell.startsWith('https://') ? cell : { reason: 'pictureNeedsZip' });

const simpleCells = (over: Partial<CsvRecord> = {}): CsvRecord => ({
  ...(Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as CsvRecord),
  slug: 'oak-plank',
  name: 'Oak plank',
  type: 'simple',
  category: 'laminate',
  subcategory: 'Matt',
  brand: 'OAKLINE',
  unit: 'sq ft',
  unit_value: '20.5',
  sell_unit: 'box',
  price: '49.99',
  sale_price: '39.99',
  quantity: '12',
  published: 'yes',
  featured: 'no',
  ...over,
});
const one = (cells: CsvRecord, row = 2) => [{ row, cells }];
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof RowRefused) return { row: err.row, reason: err.reason, column: err.column };
    throw err;
  }
  throw new Error('not refused');
};

describe('checkHeader', () => {
  it('accepts the format in any order and any case, and names missing, unknown and repeated columns', () => {
    expect(checkHeader([...PRODUCT_CSV_COLUMNS].reverse().map((c) => c.toUpperCase()))).toEqual({
      missing: [],
      unknown: [],
      duplicate: [],
    });
    const bad = checkHeader([...PRODUCT_CSV_COLUMNS.filter((c) => c !== 'price'), 'colour', 'slug']);
    expect(bad).toEqual({ missing: ['price'], unknown: ['colour'], duplicate: ['slug'] });
  });
  it('lets a file written before the box weight leave out weight_kg', () => {
    expect(checkHeader(PRODUCT_CSV_COLUMNS.filter((c) => c !== 'weight_kg')).missing).toEqual([]);
  });
});

describe('recordsOf and groupRows', () => {
  it('numbers rows as a spreadsheet does and groups the rows of one slug', () => {
    const header = ['slug', 'name'];
    const rows = recordsOf(header, [
      ['a', 'A'],
      ['', 'No slug 1'],
      ['A', 'A again'],
      ['', 'No slug 2'],
    ]);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(groupRows(rows).map((g) => g.map((r) => r.row))).toEqual([[2, 4], [3], [5]]);
  });
});

describe('isFormula', () => {
  it('flags what a spreadsheet runs, not plain numbers', () => {
    expect(['=1+1', '+44 20', '-Oak', '@SUM(A1)'].map(isFormula)).toEqual([true, true, true, true]);
    expect(['-1', '12.5', 'Oak', "'=1+1", ''].map(isFormula)).toEqual([false, false, false, false, false]);
  });
});

describe('rowsToForm', () => {
  it('reads a simple product by names and slugs, case-insensitively', () => {
    const v = validateProduct(one(simpleCells()), rowsToForm(one(simpleCells()), lookups, urls, null));
    expect(v).toMatchObject({
      name: 'Oak plank',
      slug: 'oak-plank',
      type: 'simple',
      categoryId: ID(1),
      subcategoryId: ID(2),
      brandId: ID(5),
      price: '49.99',
      discount: '39.99',
      quantity: 12,
      published: true,
      featured: false,
      variants: [],
    });
  });
  it('refuses formulas and keeps text our export neutralised', () => {
    expect(refusal(() => rowsToForm(one(simpleCells({ name: '=HYPERLINK("x")' })), lookups, urls, null))).toEqual({
      row: 2,
      reason: 'formula',
      column: 'name',
    });
    expect(rowsToForm(one(simpleCells({ name: "'-Oak", summary: "'@home" })), lookups, urls, null)).toMatchObject({
      name: '-Oak',
      summary: '@home',
    });
    expect(rowsToForm(one(simpleCells({ quantity: '-1' })), lookups, urls, null).quantity).toBe(-1);
  });
  it('names the row and column of unknown references and bad values', () => {
    const cases: [Partial<CsvRecord>, string, string][] = [
      [{ category: 'Carpet' }, 'unknownCategory', 'category'],
      [{ category: 'Tiles', subcategory: 'Gloss' }, 'unknownSubcategory', 'subcategory'],
      [{ brand: 'Nobody' }, 'unknownBrand', 'brand'],
      [{ published: 'maybe' }, 'yesOrNo', 'published'],
      [{ quantity: 'ten' }, 'wholeNumber', 'quantity'],
      [{ type: 'bundle' }, 'simpleOrVariable', 'type'],
      [{ variant_sku: 'X' }, 'variantOnSimple', 'variant_sku'],
      [{ images: 'oak.jpg' }, 'pictureNeedsZip', 'images'],
    ];
    for (const [over, reason, column] of cases)
      expect(refusal(() => rowsToForm(one(simpleCells(over), 7), lookups, urls, null))).toEqual({ row: 7, reason, column });
  });
  it('finds the subcategory within the chosen category (matt-tiles is under both)', () => {
    expect(rowsToForm(one(simpleCells({ category: 'tiles', subcategory: 'matt-tiles' })), lookups, urls, null).subcategoryId).toBe(ID(4));
  });
  it('reads a variable product from one row per variant; later rows repeat or leave the product columns', () => {
    const base = simpleCells({ type: 'variable', quantity: '', attribute: 'thickness', colours: 'Red' });
    const group = [
      { row: 2, cells: { ...base, variant_colour: 'Red', variant_value: '8 mm', variant_price: '30', variant_quantity: '4' } },
      {
        row: 3,
        cells: {
          ...simpleCells({ name: '', category: '', subcategory: '', brand: '', unit: '', unit_value: '', sell_unit: '', price: '' }),
          type: '',
          sale_price: '',
          quantity: '',
          published: '',
          featured: '',
          variant_colour: 'Blue',
          variant_value: '12 mm',
          variant_price: '35',
          variant_sale_price: '30',
          variant_quantity: '-1',
        },
      },
    ];
    const v = validateProduct(group, rowsToForm(group, lookups, urls, null));
    expect(v.colorIds.sort()).toEqual([ID(6), ID(7)]);
    expect(v.attributeIds).toEqual([ID(8)]);
    expect(v.variants).toEqual([
      { colorId: ID(6), attributeValueIds: [ID(9)], sku: '', price: '30', discount: '', quantity: 4, image: '' },
      { colorId: ID(7), attributeValueIds: [ID(10)], sku: '', price: '35', discount: '30', quantity: -1, image: '' },
    ]);
    const differing = [group[0], { row: 3, cells: { ...group[1].cells, name: 'Other name' } }];
    expect(refusal(() => rowsToForm(differing, lookups, urls, null))).toEqual({ row: 3, reason: 'differsFromFirstRow', column: 'name' });
  });
  it('reads the box weight; a file without the column keeps the stored weight, an empty cell makes it unknown', () => {
    const stored: ProductFormValues = { ...emptyProductForm(), weightKg: '14.2' };
    expect(rowsToForm(one(simpleCells({ weight_kg: '12.5' })), lookups, urls, stored).weightKg).toBe('12.5');
    expect(rowsToForm(one(simpleCells()), lookups, urls, stored).weightKg).toBe('');
    const header = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'weight_kg');
    const [row] = recordsOf(header, [header.map((c) => simpleCells()[c])]);
    expect(row.absent).toEqual(['weight_kg']);
    expect(rowsToForm([row], lookups, urls, stored).weightKg).toBe('14.2');
    expect(rowsToForm([row], lookups, urls, null).weightKg).toBe('');
    // a weight the form refuses is refused at its column
    const bad = simpleCells({ weight_kg: '12 kg' });
    expect(refusal(() => validateProduct(one(bad), rowsToForm(one(bad), lookups, urls, null)))).toEqual({
      row: 2,
      reason: 'weightFormat',
      column: 'weight_kg',
    });
    // 12.5 and 12.500 are the same weight
    expect(comparable({ ...emptyProductForm(), weightKg: '12.500' })).toBe(comparable({ ...emptyProductForm(), weightKg: '12.5' }));
  });
  it('keeps what the CSV does not carry from the stored product', () => {
    const stored: ProductFormValues = { ...emptyProductForm(), description: '<p>Kept</p>', seoTitle: 'Kept title' };
    expect(rowsToForm(one(simpleCells()), lookups, urls, stored)).toMatchObject({ description: '<p>Kept</p>', seoTitle: 'Kept title' });
  });
});

describe('validateProduct', () => {
  it('refuses with the product form rules, at the row and column of the field', () => {
    const cells = simpleCells({ sale_price: '59.99' });
    expect(refusal(() => validateProduct(one(cells, 4), rowsToForm(one(cells, 4), lookups, urls, null)))).toEqual({
      row: 4,
      reason: 'discountAbovePrice',
      column: 'sale_price',
    });
    const slug = simpleCells({ slug: 'Oak Plank!' });
    expect(refusal(() => validateProduct(one(slug), rowsToForm(one(slug), lookups, urls, null)))).toMatchObject({ column: 'slug' });
    const base = simpleCells({ type: 'variable', quantity: '', attribute: 'Thickness' });
    const group = [
      { row: 2, cells: { ...base, variant_value: '8 mm', variant_price: '30', variant_quantity: '1' } },
      { row: 3, cells: { ...base, variant_value: '12 mm', variant_price: 'abc', variant_quantity: '1' } },
    ];
    expect(refusal(() => validateProduct(group, rowsToForm(group, lookups, urls, null)))).toEqual({
      row: 3,
      reason: 'amountFormat',
      column: 'variant_price',
    });
    // a negative price names its rule, at the column of the CSV
    const negative = simpleCells({ price: '-5', sale_price: '' });
    expect(refusal(() => validateProduct(one(negative), rowsToForm(one(negative), lookups, urls, null)))).toEqual({
      row: 2,
      reason: 'priceAtLeastZero',
      column: 'price',
    });
    const long = simpleCells({ name: 'x'.repeat(201) });
    expect(refusal(() => validateProduct(one(long), rowsToForm(one(long), lookups, urls, null)))).toEqual({
      row: 2,
      reason: 'maxChars:200',
      column: 'name',
    });
  });
});

describe('coverage (unit_value)', () => {
  const check = (cells: CsvRecord) => validateProduct(one(cells), rowsToForm(one(cells), lookups, urls, null));
  it('is needed only by a product sold by area (sq ft); an accessory sold by the bag or tube leaves it empty', () => {
    expect(refusal(() => check(simpleCells({ unit_value: '' })))).toEqual({ row: 2, reason: 'coverageRequired', column: 'unit_value' });
    expect(refusal(() => check(simpleCells({ unit_value: '0' })))).toEqual({ row: 2, reason: 'coverageRequired', column: 'unit_value' });
    expect(check(simpleCells({ unit: 'bag', unit_value: '', sell_unit: 'bag' })).unitValue).toBe('');
    expect(check(simpleCells({ unit: 'ft', unit_value: '8', sell_unit: 'piece' })).unitValue).toBe('8');
  });
  it('an empty coverage and a stored 0 are the same (unchanged)', () => {
    const form = { ...emptyProductForm(), unit: 'tube' };
    expect(comparable({ ...form, unitValue: '' })).toBe(comparable({ ...form, unitValue: '0.00' }));
  });
});

describe('comparable and productCsvRows', () => {
  it('round-trips a variable product through the CSV unchanged', () => {
    const stored: ProductFormValues = {
      ...emptyProductForm(),
      name: '-Oak, "natural"',
      slug: 'oak',
      type: 'variable',
      categoryId: ID(1),
      subcategoryId: ID(2),
      brandId: ID(5),
      unitValue: '20.50',
      price: '30.00',
      discount: '',
      colorIds: [ID(7), ID(6)],
      attributeIds: [ID(8)],
      images: [{ url: '/uploads/2026/11/a.webp', alt: 'Oak' }],
      variants: [
        {
          colorId: ID(6),
          attributeValueIds: [ID(9)],
          sku: 'R8',
          price: '30.00',
          discount: '25.00',
          quantity: -1,
          image: '/uploads/2026/11/a.webp',
        },
        { colorId: ID(7), attributeValueIds: [ID(10)], sku: 'B12', price: '35.00', discount: '', quantity: 3, image: '' },
      ],
    };
    const csv = toCsv([[...PRODUCT_CSV_COLUMNS], ...productCsvRows(stored, names)]);
    expect(csv).toContain("'-Oak");
    const [header, ...data] = parseCsv(csv).rows;
    const groups = groupRows(recordsOf(header, data));
    expect(groups).toHaveLength(1);
    const values = validateProduct(groups[0], rowsToForm(groups[0], lookups, urls, stored));
    expect(values.name).toBe('-Oak, "natural"');
    expect(comparable(values)).toBe(comparable(stored));
    // a stored record carries its id and dates: they are not compared
    expect(comparable(values)).toBe(
      comparable({ ...stored, id: 'p1', createdAt: '2026-01-01', updatedAt: '2026-02-01' } as ProductFormValues),
    );
    expect(comparable({ ...values, variants: [{ ...values.variants[0], quantity: 2 }, values.variants[1]] })).not.toBe(comparable(stored));
  });
  it('treats 49.9 and 49.90, and a sale price equal to the price, as the same', () => {
    const a = { ...emptyProductForm(), price: '49.9', discount: '49.90', unitValue: '2' };
    const b = { ...emptyProductForm(), price: '49.90', discount: '', unitValue: '2.00' };
    expect(comparable(a)).toBe(comparable(b));
  });
});

describe('options besides colour (attribute, attribute_2, attribute_3)', () => {
  const NEW_COLUMNS = ['attribute_2', 'attribute_3', 'variant_value_2', 'variant_value_3'];
  /** a variable product with three options; `rows` give each variant's cells */
  const optioned = (rows: Partial<CsvRecord>[], product: Partial<CsvRecord> = {}): CsvRow[] => {
    const base = simpleCells({
      type: 'variable',
      quantity: '',
      colours: 'Red|Blue',
      attribute: 'Thickness',
      attribute_2: 'plank width',
      attribute_3: 'FINISH',
      ...product,
    });
    return rows.map((r, i) => ({ row: i + 2, cells: { ...base, variant_price: '30', variant_quantity: '1', ...r } }));
  };
  const read = (group: CsvRow[], existing: ProductFormValues | null = null) =>
    validateProduct(group, rowsToForm(group, lookups, urls, existing));
  const refused = (group: CsvRow[], existing: ProductFormValues | null = null) => refusal(() => read(group, existing));

  it('are columns right after attribute and variant_value, one pair per option', () => {
    expect(OPTION_CSV_COLUMNS).toHaveLength(MAX_OPTIONS);
    const at = (c: string) => PRODUCT_CSV_COLUMNS.indexOf(c as (typeof PRODUCT_CSV_COLUMNS)[number]);
    expect(PRODUCT_CSV_COLUMNS.slice(at('attribute'), at('attribute') + 3)).toEqual(['attribute', 'attribute_2', 'attribute_3']);
    expect(PRODUCT_CSV_COLUMNS.slice(at('variant_value'), at('variant_value') + 3)).toEqual([
      'variant_value',
      'variant_value_2',
      'variant_value_3',
    ]);
  });

  it('reads each variant’s value of every option, in the options’ order', () => {
    const v = read(
      optioned([
        { variant_colour: 'Red', variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'matte' },
        { variant_colour: 'Red', variant_value: '8 mm', variant_value_2: '7 in', variant_value_3: 'Matte' },
        { variant_colour: '', variant_value: '12 mm', variant_value_2: '7 in', variant_value_3: 'Gloss' },
      ]),
    );
    expect(v.attributeIds).toEqual([ID(8), ID(11), ID(14)]);
    expect(v.variants.map((x) => [x.colorId, ...x.attributeValueIds])).toEqual([
      [ID(6), ID(9), ID(12), ID(15)],
      [ID(6), ID(9), ID(13), ID(15)],
      ['', ID(10), ID(13), ID(16)],
    ]);
    // two options: the third columns stay empty
    const two = read(optioned([{ variant_value: '8 mm', variant_value_2: '5 in' }], { attribute_3: '' }));
    expect(two.attributeIds).toEqual([ID(8), ID(11)]);
    expect(two.variants[0].attributeValueIds).toEqual([ID(9), ID(12)]);
  });

  it('round-trips a product with three options through the export', () => {
    const stored: ProductFormValues = {
      ...emptyProductForm(),
      name: 'Harbour oak',
      slug: 'harbour-oak',
      type: 'variable',
      categoryId: ID(1),
      subcategoryId: ID(2),
      brandId: ID(5),
      unit: 'sq ft',
      unitValue: '20.50',
      sellUnit: 'box',
      price: '30.00',
      discount: '',
      // a variable product keeps its stock on the variants (stored as 0)
      quantity: 0,
      colorIds: [ID(7), ID(6)],
      attributeIds: [ID(14), ID(8), ID(11)],
      images: [{ url: '/uploads/2026/11/a.webp', alt: 'Oak' }],
      variants: [
        {
          colorId: ID(6),
          attributeValueIds: [ID(15), ID(9), ID(12)],
          sku: 'R-M-8-5',
          price: '30.00',
          discount: '25.00',
          quantity: -1,
          image: '/uploads/2026/11/a.webp',
        },
        {
          colorId: ID(6),
          attributeValueIds: [ID(16), ID(9), ID(12)],
          sku: 'R-G-8-5',
          price: '31.00',
          discount: '',
          quantity: 2,
          image: '',
        },
        {
          colorId: ID(7),
          attributeValueIds: [ID(15), ID(10), ID(13)],
          sku: 'B-M-12-7',
          price: '35.00',
          discount: '',
          quantity: 3,
          image: '',
        },
      ],
    };
    const exported = productCsvRows(stored, names);
    const cell = (row: number, column: string) =>
      exported[row][PRODUCT_CSV_COLUMNS.indexOf(column as (typeof PRODUCT_CSV_COLUMNS)[number])];
    expect([cell(0, 'attribute'), cell(0, 'attribute_2'), cell(0, 'attribute_3')]).toEqual(['Finish', 'Thickness', 'Plank width']);
    expect(exported.map((_, i) => [cell(i, 'variant_value'), cell(i, 'variant_value_2'), cell(i, 'variant_value_3')])).toEqual([
      ['Matte', '8 mm', '5 in'],
      ['Gloss', '8 mm', '5 in'],
      ['Matte', '12 mm', '7 in'],
    ]);
    const [header, ...data] = parseCsv(toCsv([[...PRODUCT_CSV_COLUMNS], ...exported])).rows;
    const groups = groupRows(recordsOf(header, data));
    expect(groups).toHaveLength(1);
    // as a new product and as an update of the stored one: the same form values
    expect({ ...read(groups[0]), slug: 'harbour-oak' }).toEqual({
      ...stored,
      images: [{ url: '/uploads/2026/11/a.webp', alt: 'Harbour oak' }],
    });
    const again = read(groups[0], stored);
    expect(again).toEqual(stored);
    expect(comparable(again)).toBe(comparable(stored));
    // a variant's value of another option is a change
    const changed = {
      ...again,
      variants: [{ ...again.variants[0], attributeValueIds: [ID(15), ID(9), ID(13)] }, ...again.variants.slice(1)],
    };
    expect(comparable(changed)).not.toBe(comparable(stored));
    // the options' order is a change too
    expect(comparable({ ...again, attributeIds: [ID(8), ID(14), ID(11)] })).not.toBe(comparable(stored));
  });

  it('compares variants whatever their order and the order of their fields', () => {
    const a: ProductFormValues = {
      ...emptyProductForm(),
      type: 'variable',
      attributeIds: [ID(8), ID(11)],
      variants: [
        { colorId: '', attributeValueIds: [ID(9), ID(12)], sku: '', price: '1', discount: '', quantity: 1, image: '' },
        { colorId: '', attributeValueIds: [ID(9), ID(13)], sku: '', price: '2', discount: '', quantity: 1, image: '' },
      ],
    };
    const [x, y] = a.variants;
    const reordered = {
      image: y.image,
      quantity: y.quantity,
      discount: y.discount,
      price: y.price,
      sku: y.sku,
      attributeValueIds: y.attributeValueIds,
      colorId: y.colorId,
    };
    expect(comparable({ ...a, variants: [reordered, x] })).toBe(comparable(a));
  });

  it('imports a file written before the option columns existed', () => {
    const header = PRODUCT_CSV_COLUMNS.filter((c) => !NEW_COLUMNS.includes(c));
    expect(checkHeader(header)).toEqual({ missing: [], unknown: [], duplicate: [] });
    const cells = (r: Partial<CsvRecord>) => {
      const all = simpleCells({
        type: 'variable',
        quantity: '',
        colours: 'Red',
        attribute: 'Thickness',
        variant_price: '30',
        variant_quantity: '1',
        ...r,
      });
      return header.map((c) => all[c]);
    };
    const group = recordsOf(header, [
      cells({ variant_colour: 'Red', variant_value: '8 mm' }),
      cells({ variant_colour: 'Red', variant_value: '12 mm' }),
    ]);
    expect(group[0].absent).toEqual(NEW_COLUMNS);
    const v = read(group);
    expect(v.attributeIds).toEqual([ID(8)]);
    expect(v.variants.map((x) => x.attributeValueIds)).toEqual([[ID(9)], [ID(10)]]);
    // the stored product of one option: unchanged
    expect(comparable(read(group, v))).toBe(comparable(v));
    // the stored product has a second option the file cannot say: refused, not dropped
    const two: ProductFormValues = {
      ...v,
      attributeIds: [ID(8), ID(11)],
      variants: v.variants.map((x) => ({ ...x, attributeValueIds: [...x.attributeValueIds, ID(12)] })),
    };
    expect(refused(group, two)).toEqual({ row: 2, reason: 'optionColumnsAbsent', column: 'attribute_2' });
    // ...unless the file makes it a simple product
    const simpleHeader = recordsOf(header, [header.map((c) => simpleCells()[c])]);
    expect(read(simpleHeader, two).attributeIds).toEqual([]);
  });

  it('refuses an option column filled without the ones before it', () => {
    expect(refused(optioned([{ variant_value_2: '5 in' }], { attribute: '', attribute_3: '' }))).toEqual({
      row: 2,
      reason: 'optionWithoutPrevious',
      column: 'attribute_2',
    });
    expect(refused(optioned([{ variant_value: '8 mm', variant_value_3: 'Matte' }], { attribute_2: '' }))).toEqual({
      row: 2,
      reason: 'optionWithoutPrevious',
      column: 'attribute_3',
    });
  });

  it('refuses the same attribute twice', () => {
    expect(refused(optioned([{}], { attribute_2: 'THICKNESS' }))).toEqual({ row: 2, reason: 'attributeRepeated', column: 'attribute_2' });
    expect(refused(optioned([{}], { attribute_3: 'thickness' }))).toEqual({ row: 2, reason: 'attributeRepeated', column: 'attribute_3' });
    // the form's own rule, should the values come from elsewhere, is named at the option's column
    const values = read(optioned([{ variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' }]));
    const group = optioned([{}]);
    expect(refusal(() => validateProduct(group, { ...values, attributeIds: [ID(8), ID(11), ID(8)] }))).toEqual({
      row: 2,
      reason: 'optionDuplicate',
      column: 'attribute_3',
    });
  });

  it('refuses an unknown attribute at its column', () => {
    expect(refused(optioned([{}], { attribute_3: 'Colourway' }))).toEqual({ row: 2, reason: 'unknownAttribute', column: 'attribute_3' });
  });

  it('refuses a value without its option’s attribute', () => {
    const row = { variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' };
    expect(refused(optioned([row], { attribute: '', attribute_2: '', attribute_3: '' }))).toEqual({
      row: 2,
      reason: 'valueWithoutAttribute',
      column: 'variant_value',
    });
    expect(refused(optioned([row], { attribute_3: '' }))).toEqual({ row: 2, reason: 'valueWithoutOption', column: 'variant_value_3' });
    expect(refused(optioned([{ ...row, variant_value_3: '' }, row], { attribute_2: '', attribute_3: '' }))).toEqual({
      row: 2,
      reason: 'valueWithoutOption',
      column: 'variant_value_2',
    });
  });

  it('refuses a value its option’s attribute does not have (a value of another option included)', () => {
    const good = { variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' };
    expect(refused(optioned([good, { ...good, variant_value_2: '8 mm' }]))).toEqual({
      row: 3,
      reason: 'unknownValue',
      column: 'variant_value_2',
    });
    expect(refused(optioned([{ ...good, variant_value_3: 'Satin' }]))).toEqual({
      row: 2,
      reason: 'unknownValue',
      column: 'variant_value_3',
    });
  });

  it('refuses a row without a value for one of the product’s options', () => {
    const good = { variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' };
    expect(refused(optioned([good, { ...good, variant_value_3: '' }]))).toEqual({
      row: 3,
      reason: 'optionValueRequired',
      column: 'variant_value_3',
    });
    expect(refused(optioned([{ ...good, variant_value: '' }]))).toEqual({ row: 2, reason: 'optionValueRequired', column: 'variant_value' });
  });

  it('refuses two rows of a product with the same combination of colour and values', () => {
    const good = { variant_colour: 'Red', variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' };
    expect(
      refused(
        optioned([
          good,
          { ...good, variant_value_3: 'Gloss' },
          { ...good, variant_colour: 'red', variant_value_2: '5 IN', variant_sku: 'X' },
        ]),
      ),
    ).toEqual({ row: 4, reason: 'combinationRepeated', column: 'variant_value_3' });
    // the same values in another colour are another variant
    expect(read(optioned([good, { ...good, variant_colour: 'Blue' }])).variants).toHaveLength(2);
    // colours only: named at the colour
    const colours = optioned([{ variant_colour: 'Red' }, { variant_colour: 'Red' }], { attribute: '', attribute_2: '', attribute_3: '' });
    expect(refused(colours)).toEqual({ row: 3, reason: 'combinationRepeated', column: 'variant_colour' });
  });

  it('keeps the options on the first row: later rows leave them empty or repeat them', () => {
    const good = { variant_value: '8 mm', variant_value_2: '5 in', variant_value_3: 'Matte' };
    const group = optioned([good, { ...good, variant_value: '12 mm' }]);
    group[1].cells.attribute_2 = '';
    expect(read(group).attributeIds).toEqual([ID(8), ID(11), ID(14)]);
    group[1].cells.attribute_2 = 'Finish';
    expect(refused(group)).toEqual({ row: 3, reason: 'differsFromFirstRow', column: 'attribute_2' });
  });

  it('names the option columns of the save’s field errors', () => {
    const group = optioned([{}, {}]);
    expect(cellOfField(group, 'attributeIds.0')).toEqual({ row: 2, column: 'attribute' });
    expect(cellOfField(group, 'attributeIds.2')).toEqual({ row: 2, column: 'attribute_3' });
    expect(cellOfField(group, 'variants.1.attributeValueIds.1')).toEqual({ row: 3, column: 'variant_value_2' });
    expect(cellOfField(group, 'variants.1.attributeValueIds.0')).toEqual({ row: 3, column: 'variant_value' });
    expect(cellOfField(group, 'variants.0.price')).toEqual({ row: 2, column: 'variant_price' });
  });
});
