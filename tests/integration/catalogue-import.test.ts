import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';

const dataDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { join } = require('node:path') as typeof import('node:path');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dir = mk(join((require('node:os') as typeof import('node:os')).tmpdir(), 'floorshop-import-'));
  process.env.DATA_DIR = dir;
  return dir;
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(tag),
  unstable_cache: (fn: unknown) => fn,
}));

import { PRODUCT_CSV_COLUMNS } from '@/domain/catalogue/product-csv';
import { type CsvRecord, type ImportRowResult } from '@/domain/catalogue/product-import';
import { parseCsv, toCsv } from '@/lib/csv';
import type { ActionResult } from '@/lib/action-result';
import { GET as exportProductsRoute } from '@/app/api/dashboard/products.csv/route';
import { CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { buildCustomersCsv, CUSTOMER_CSV_COLUMNS } from '@/server/dashboard/customers';
import { exportProducts } from '@/server/dashboard/products/export-products';
import { handleProductImport, importProducts, type ImportResult } from '@/server/dashboard/products/import-products';
import { findDashboardAction } from '@/server/dashboard/registry';
import { createCustomer } from '../factories';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ORIGIN = 'http://shop.test';
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const blank = () => Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as CsvRecord;
const csvOf = (records: Partial<CsvRecord>[], header: readonly string[] = PRODUCT_CSV_COLUMNS) =>
  toCsv([[...header], ...records.map((r) => header.map((c) => ({ ...blank(), ...r })[c as keyof CsvRecord] ?? ''))]);
const bytes = (text: string) => new TextEncoder().encode(text);

function importRequest(
  mode: string,
  csv: Uint8Array | string | null,
  zip?: Uint8Array,
  headers: Record<string, string> = { origin: ORIGIN },
) {
  const form = new FormData();
  form.set('mode', mode);
  if (csv !== null)
    form.set('file', new Blob([typeof csv === 'string' ? bytes(csv) : new Uint8Array(csv)], { type: 'text/csv' }), 'products.csv');
  if (zip) form.set('pictures', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'pictures.zip');
  return new Request(`${ORIGIN}/api/dashboard/products/import`, { method: 'POST', body: form, headers: { host: 'shop.test', ...headers } });
}
async function post(mode: string, csv: Uint8Array | string | null, zip?: Uint8Array, headers?: Record<string, string>) {
  const res = await handleProductImport(importRequest(mode, csv, zip, headers));
  return { status: res.status, body: (await res.json()) as ActionResult<ImportResult> };
}
const report = (r: ActionResult<ImportResult>) => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.params ?? {})}`);
  return r.data;
};
const outcomes = (rs: ImportRowResult[]) => rs.map((r) => [r.row, r.outcome, r.reason ?? '', r.column ?? '']);

describe.each(ENGINES)('catalogue import and export on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  let customerActors: Record<ActorKind, string | null>;
  let ref: { category: string; subcategory: string; brand: string; red: string; blue: string; attribute: string };
  let existingSlug: string;

  const count = async (table: string) => Number((await rows(tdb, sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
  const snapshot = async () =>
    (await Promise.all(['products', 'variants', 'product_images', 'product_colors', 'audit_log'].map(count))).join(',');
  const simple = (over: Partial<CsvRecord> = {}): Partial<CsvRecord> => ({
    slug: `imp-${uniq()}`,
    name: `Imported oak ${uniq()}`,
    type: 'simple',
    category: ref.category,
    subcategory: ref.subcategory,
    brand: ref.brand,
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
  const product = async (slug: string) => (await tdb.handle.db.select().from(t.products).where(eq(t.products.slug, slug)))[0];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'product');
    customerActors = await createActors(tdb.handle.db, 'customers');
    const db = tdb.handle.db;
    const [sub] = await db.select().from(t.subcategories).orderBy(asc(t.subcategories.slug)).limit(1);
    const [cat] = await db.select().from(t.categories).where(eq(t.categories.id, sub.categoryId));
    const [brand] = await db.select().from(t.brands).orderBy(asc(t.brands.name)).limit(1);
    const cols = await db.select().from(t.colors).orderBy(asc(t.colors.name)).limit(2);
    const [attr] = await db
      .insert(t.attributes)
      .values({ name: `Thickness ${uniq()}` })
      .returning();
    await db.insert(t.attributeValues).values([
      { attributeId: attr.id, value: '8 mm' },
      { attributeId: attr.id, value: '12 mm', position: 1 },
    ]);
    ref = { category: cat.name, subcategory: sub.slug, brand: brand.name, red: cols[0].name, blue: cols[1].name, attribute: attr.name };
    actAs(actors.admin);
    existingSlug = `imp-existing-${uniq()}`;
    report((await post('apply', csvOf([simple({ slug: existingSlug, name: 'Existing oak' })]))).body);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  it('is not reachable over the JSON action route (the import and CSV routes call the actions)', () => {
    expect(findDashboardAction('product.import')).toBeUndefined();
    expect(findDashboardAction('product.export')).toBeUndefined();
    expect(findDashboardAction('customer.export')).toBeUndefined();
  });

  describe('permissions', () => {
    it.each(ACTOR_KINDS)('export needs product view: %s', async (kind) => {
      actAs(actors[kind]);
      const before = await snapshot();
      const res = await exportProductsRoute();
      expect(await snapshot()).toBe(before);
      if (!allowed(kind, 'view')) {
        expect(res.status).toBe(403);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
      const raw = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(raw.subarray(0, 3)).toString('hex')).toBe('efbbbf'); // a BOM, for Excel
      const text = new TextDecoder().decode(raw);
      const [header] = parseCsv(text).rows;
      expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
      expect(text).toContain(existingSlug);
    });

    it.each(ACTOR_KINDS)('import needs product edit, dry run and apply alike: %s', async (kind) => {
      actAs(actors[kind]);
      const slug = `imp-perm-${uniq()}`;
      const before = await snapshot();
      for (const mode of ['dryRun', 'apply']) {
        const { status, body } = await post(mode, csvOf([simple({ slug })]));
        if (allowed(kind, 'edit')) expect(body.ok, `${mode}`).toBe(true);
        else expect({ status, body }).toEqual({ status: 403, body: { ok: false, status: 403, error: 'forbidden' } });
      }
      if (!allowed(kind, 'edit')) expect(await snapshot()).toBe(before);
      expect(!!(await product(slug))).toBe(allowed(kind, 'edit'));
    });

    it('refuses a cross-site import before reading it', async () => {
      actAs(actors.admin);
      const { status } = await post('apply', csvOf([simple()]), undefined, { origin: 'https://evil.test' });
      expect(status).toBe(403);
    });

    it.each(ACTOR_KINDS)('customers export needs customer view: %s', async (kind) => {
      await createCustomer(tdb.handle.db, { name: '=HYPERLINK("http://evil.test")', email: `evil-${uniq()}@x.test` });
      actAs(customerActors[kind]);
      const headers = Object.fromEntries(CUSTOMER_CSV_COLUMNS.map((c) => [c, c])) as Parameters<typeof buildCustomersCsv>[1];
      const result = await buildCustomersCsv({ q: 'evil-' }, headers, { registered: 'R', guest: 'G', yes: 'Y', no: 'N' });
      if (!allowed(kind, 'view')) {
        expect(result).toMatchObject({ ok: false, status: 403 });
        return;
      }
      if (!result.ok) throw new Error(result.error);
      const [head, ...lines] = parseCsv(result.data).rows;
      expect(head).toEqual([...CUSTOMER_CSV_COLUMNS]);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line[0]).toBe(`'=HYPERLINK("http://evil.test")`);
    });
  });

  it('a dry run answers every row and writes nothing; apply writes the same outcomes in one go', async () => {
    actAs(actors.staffEdit);
    const fresh = `imp-new-${uniq()}`;
    const variable = `imp-var-${uniq()}`;
    const upd = await product(existingSlug);
    const file = csvOf([
      simple({ slug: fresh, name: 'Fresh oak' }),
      simple({ slug: existingSlug, name: 'Existing oak', price: '55.00', sale_price: '' }),
      {
        ...simple({ slug: variable, name: 'Variable oak', type: 'variable', quantity: '', attribute: ref.attribute, colours: ref.red }),
        variant_colour: ref.red,
        variant_value: '8 mm',
        variant_price: '30',
        variant_quantity: '4',
      },
      {
        slug: variable,
        variant_colour: ref.blue,
        variant_value: '12 mm',
        variant_price: '35',
        variant_sale_price: '30',
        variant_quantity: '-1',
      },
    ]);
    const before = await snapshot();
    const dry = report((await post('dryRun', file)).body);
    expect(await snapshot()).toBe(before);
    expect(revalidated).toEqual([]);
    expect(dry.applied).toBe(false);
    expect(outcomes(dry.rows)).toEqual([
      [2, 'created', '', ''],
      [3, 'updated', '', ''],
      [4, 'created', '', ''],
      [5, 'created', '', ''],
    ]);
    expect(dry.counts).toEqual({ created: 3, updated: 1, unchanged: 0, refused: 0 });

    const applied = report((await post('apply', file)).body);
    expect(applied.applied).toBe(true);
    expect(outcomes(applied.rows)).toEqual(outcomes(dry.rows));
    const made = await product(fresh);
    expect(made).toMatchObject({ name: 'Fresh oak', price: '49.99', discount: '39.99', quantity: 12, published: true });
    expect(await product(existingSlug)).toMatchObject({ id: upd.id, price: '55.00', discount: '55.00' });
    const v = await product(variable);
    const vars = await tdb.handle.db.select().from(t.variants).where(eq(t.variants.productId, v.id));
    expect(vars.map((x) => [x.price, x.discount, x.quantity]).sort()).toEqual([
      ['30.00', '30.00', 4],
      ['35.00', '30.00', -1],
    ]);
    expect(await count('product_colors')).toBeGreaterThan(0);
    // one audit row per written product, the import named as the action
    const audits = await rows(
      tdb,
      sql`select entity_id from audit_log where action = 'product.import' and entity_id in (${made.id}, ${upd.id}, ${v.id})`,
    );
    expect(audits.filter((a) => a.entity_id === made.id)).toHaveLength(1);
    expect(audits.filter((a) => a.entity_id === v.id)).toHaveLength(1);
    expect(audits.filter((a) => a.entity_id === upd.id)).toHaveLength(2); // created before this test, updated now
    // the shop pages and cards of the written products, the filters, and the lists (new products) are invalidated,
    // as a product save does
    expect(revalidated.sort()).toEqual(
      [
        T.product(existingSlug),
        T.product(fresh),
        T.product(variable),
        T.card(made.id),
        T.card(upd.id),
        T.card(v.id),
        T.facets,
        T.listings,
        T.cards,
      ].sort(),
    );

    // the same file again: nothing changes, nothing is written
    const afterApply = await snapshot();
    const again = report((await post('apply', file)).body);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 0 });
    expect(Number(afterApply.split(',')[0])).toBe(Number((await snapshot()).split(',')[0]));
  });

  it('a product with two options: every variant’s values in the option columns, exported and read back unchanged', async () => {
    actAs(actors.admin);
    const db = tdb.handle.db;
    const [width] = await db
      .insert(t.attributes)
      .values({ name: `Plank width ${uniq()}` })
      .returning();
    const widths = await db
      .insert(t.attributeValues)
      .values([
        { attributeId: width.id, value: '5 in' },
        { attributeId: width.id, value: '7 in', position: 1 },
      ])
      .returning();
    const [thickness] = await db.select().from(t.attributes).where(eq(t.attributes.name, ref.attribute));
    const thicknesses = await db.select().from(t.attributeValues).where(eq(t.attributeValues.attributeId, thickness.id));
    const id = (values: { id: string; value: string }[], value: string) => values.find((v) => v.value === value)!.id;
    const slug = `imp-options-${uniq()}`;
    const head = simple({
      slug,
      name: 'Two-option oak',
      type: 'variable',
      quantity: '',
      attribute: ref.attribute,
      attribute_2: width.name,
    });
    const variant = (colour: string, thick: string, wide: string, price: string) => ({
      variant_colour: colour,
      variant_value: thick,
      variant_value_2: wide,
      variant_price: price,
      variant_quantity: '5',
    });
    const file = csvOf([
      { ...head, ...variant(ref.red, '8 mm', '5 in', '30') },
      { slug, ...variant(ref.red, '8 mm', '7 in', '32') },
      { slug, ...variant(ref.blue, '12 mm', '7 in', '36') },
    ]);
    expect(report((await post('apply', file)).body).counts).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 });
    const p = await product(slug);
    expect([p.attributeId, p.attribute2Id, p.attribute3Id]).toEqual([thickness.id, width.id, null]);
    const vars = await db.select().from(t.variants).where(eq(t.variants.productId, p.id));
    expect(vars.map((v) => [v.price, v.attributeValueId, v.attributeValue2Id, v.attributeValue3Id]).sort()).toEqual([
      ['30.00', id(thicknesses, '8 mm'), id(widths, '5 in'), null],
      ['32.00', id(thicknesses, '8 mm'), id(widths, '7 in'), null],
      ['36.00', id(thicknesses, '12 mm'), id(widths, '7 in'), null],
    ]);

    // the export writes the options and each variant's values; read back, the product is unchanged
    const exported = await exportProducts({});
    if (!exported.ok) throw new Error(exported.error);
    const [header, ...lines] = parseCsv(exported.data).rows;
    const col = (name: string) => header.indexOf(name);
    const mine = lines.filter((l) => l[col('slug')] === slug);
    expect(mine.map((l) => [l[col('attribute')], l[col('attribute_2')], l[col('attribute_3')]])).toEqual(
      Array.from({ length: 3 }, () => [ref.attribute, width.name, '']),
    );
    expect(mine.map((l) => [l[col('variant_value')], l[col('variant_value_2')], l[col('variant_value_3')]]).sort()).toEqual([
      ['12 mm', '7 in', ''],
      ['8 mm', '5 in', ''],
      ['8 mm', '7 in', ''],
    ]);
    const back = report((await post('dryRun', toCsv([header, ...mine]))).body);
    expect(outcomes(back.rows).map((r) => r[1])).toEqual(['unchanged', 'unchanged', 'unchanged']);

    // a file without the columns of option 2 cannot say this product's second option: refused, nothing dropped
    const old = PRODUCT_CSV_COLUMNS.filter((c) => !['attribute_2', 'attribute_3', 'variant_value_2', 'variant_value_3'].includes(c));
    const oldFile = csvOf([{ ...head, ...variant(ref.red, '8 mm', '', '30') }], old);
    expect(outcomes(report((await post('dryRun', oldFile)).body).rows)).toEqual([[2, 'refused', 'optionColumnsAbsent', 'attribute_2']]);

    // a changed value of option 2 is an update: the variants whose combination stays keep their rows (orders point at them)
    const changed = csvOf([
      { ...head, ...variant(ref.red, '8 mm', '5 in', '30') },
      { slug, ...variant(ref.red, '8 mm', '7 in', '32') },
      { slug, ...variant(ref.blue, '12 mm', '5 in', '36') },
    ]);
    expect(report((await post('apply', changed)).body).counts.updated).toBe(3);
    const after = await db.select().from(t.variants).where(eq(t.variants.productId, p.id));
    expect(after.map((v) => [v.price, v.attributeValue2Id]).sort()).toEqual([
      ['30.00', id(widths, '5 in')],
      ['32.00', id(widths, '7 in')],
      ['36.00', id(widths, '5 in')],
    ]);
    const kept = (price: string) => after.find((v) => v.price === price)?.id === vars.find((v) => v.price === price)?.id;
    expect([kept('30.00'), kept('32.00'), kept('36.00')]).toEqual([true, true, false]);
  });

  it('the dry run names a row repeating another row’s combination, and a row missing an option’s value; nothing is written', async () => {
    actAs(actors.admin);
    const [width] = await tdb.handle.db
      .insert(t.attributes)
      .values({ name: `Width ${uniq()}` })
      .returning();
    await tdb.handle.db.insert(t.attributeValues).values([
      { attributeId: width.id, value: '5 in' },
      { attributeId: width.id, value: '7 in', position: 1 },
    ]);
    const slug = `imp-dup-${uniq()}`;
    const head = simple({ slug, type: 'variable', quantity: '', attribute: ref.attribute, attribute_2: width.name });
    const row = (thick: string, wide: string, colour = ref.red) => ({
      variant_colour: colour,
      variant_value: thick,
      variant_value_2: wide,
      variant_price: '30',
      variant_quantity: '1',
    });
    const file = csvOf([
      { ...head, ...row('8 mm', '5 in') },
      { slug, ...row('8 mm', '7 in') },
      { slug, ...row('8 MM', '5 IN', ref.red.toUpperCase()) },
    ]);
    const before = await snapshot();
    expect(outcomes(report((await post('dryRun', file)).body).rows)).toEqual([
      [2, 'refused', 'sameProduct', '4'],
      [3, 'refused', 'sameProduct', '4'],
      [4, 'refused', 'combinationRepeated', 'variant_value_2'],
    ]);
    const missing = csvOf([
      { ...head, ...row('8 mm', '5 in') },
      { slug, ...row('12 mm', '') },
    ]);
    expect(outcomes(report((await post('dryRun', missing)).body).rows)).toEqual([
      [2, 'refused', 'sameProduct', '3'],
      [3, 'refused', 'optionValueRequired', 'variant_value_2'],
    ]);
    expect((await post('apply', file)).body).toMatchObject({ ok: false, error: 'importHasRefusedRows', params: { count: 3 } });
    expect(await snapshot()).toBe(before);
    expect(await product(slug)).toBeUndefined();
  });

  it('one refused row: the dry run says which and why, apply writes nothing at all', async () => {
    actAs(actors.admin);
    const good = `imp-good-${uniq()}`;
    // written without the export's neutralising, as a hand-made or hostile file would be
    const record = (r: Partial<CsvRecord>) => PRODUCT_CSV_COLUMNS.map((c) => ({ ...blank(), ...r })[c]);
    const file = Papa.unparse([
      [...PRODUCT_CSV_COLUMNS],
      record(simple({ slug: good })),
      record(simple({ name: '=HYPERLINK("http://evil.test","x")' })),
      record(simple({ category: 'No such category' })),
      record(simple({ sale_price: '99.00' })),
      record(simple({ quantity: 'lots' })),
      record(simple({ price: '-5', sale_price: '' })),
      record(simple({ summary: 'x'.repeat(2001) })),
    ]);
    const dry = report((await post('dryRun', file)).body);
    expect(outcomes(dry.rows)).toEqual([
      [2, 'created', '', ''],
      [3, 'refused', 'formula', 'name'],
      [4, 'refused', 'unknownCategory', 'category'],
      [5, 'refused', 'discountAbovePrice', 'sale_price'],
      [6, 'refused', 'wholeNumber', 'quantity'],
      [7, 'refused', 'priceAtLeastZero', 'price'],
      [8, 'refused', 'maxChars:2000', 'summary'],
    ]);
    const before = await snapshot();
    const { status, body } = await post('apply', file);
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, error: 'importHasRefusedRows', params: { count: 6 } });
    expect(await snapshot()).toBe(before);
    expect(await product(good)).toBeUndefined();
    expect(revalidated).toEqual([]);
  });

  it('refuses bad files with a clear reason and changes nothing', async () => {
    actAs(actors.admin);
    const before = await snapshot();
    const row = simple();
    const cases: [Uint8Array | string | null, number, string, Record<string, unknown>?][] = [
      [null, 400, 'fileMissing'],
      [
        csvOf([row], [...PRODUCT_CSV_COLUMNS.filter((c) => c !== 'price'), 'colour']),
        400,
        'importColumns',
        { missing: 'price', unknown: 'colour' },
      ],
      [new Uint8Array([...bytes('slug,name\n'), 0x4f, 0xe9, 0x0a]), 400, 'importEncoding'],
      ['slug,name\n', 400, 'importEmpty'],
      [`${PRODUCT_CSV_COLUMNS.join(',')}\n"open`, 400, 'importUnreadable'],
      [new Uint8Array(50 * 1024 * 1024).fill(0x61), 413, 'importCsvTooLarge', { max: 10 }],
      [csvOf(Array.from({ length: 5001 }, () => row)), 400, 'importTooManyRows', { max: 5000, count: 5001 }],
    ];
    for (const [file, status, error, params] of cases) {
      const res = await post('apply', file);
      expect({ status: res.status, error: res.body.ok ? null : res.body.error }, error).toEqual({ status, error });
      if (params && !res.body.ok) expect(res.body.params).toMatchObject(params);
    }
    expect(await snapshot()).toBe(before);
    // a UTF-8 BOM and non-ASCII names are fine
    const named = `imp-bom-${uniq()}`;
    const withBom = csvOf([simple({ slug: named, name: 'Chêne ধূসর بلوط' })]);
    expect(withBom.startsWith('\uFEFF')).toBe(true);
    expect(report((await post('apply', withBom)).body).counts.created).toBe(1);
    expect((await product(named)).name).toBe('Chêne ধূসর بلوط');
  });

  it('the dry run names a row whose code (SKU) another product holds or an earlier row of the file takes; nothing is written', async () => {
    actAs(actors.admin);
    const held = `IMP-HELD-${uniq()}`.toUpperCase();
    const slug = `imp-held-${uniq()}`;
    report((await post('apply', csvOf([simple({ slug, sku: held })]))).body);
    const fresh = `imp-new-${uniq()}`;
    const file = csvOf([
      simple({ sku: held.toLowerCase() }),
      simple({ sku: fresh }),
      simple({ sku: ` ${fresh.toUpperCase()} ` }),
      // the holder itself keeps its code (under a new name)
      simple({ slug, sku: held }),
    ]);
    const before = await snapshot();
    const dry = report((await post('dryRun', file)).body);
    expect(outcomes(dry.rows)).toEqual([
      [2, 'refused', 'skuTaken', 'sku'],
      [3, 'created', '', ''],
      [4, 'refused', 'skuTaken', 'sku'],
      [5, 'updated', '', ''],
    ]);
    expect((await post('apply', file)).body).toMatchObject({ ok: false, error: 'importHasRefusedRows', params: { count: 2 } });
    expect(await snapshot()).toBe(before);
  });

  it('pictures by address and by file name in a zip; a missing picture refuses its row', async () => {
    actAs(actors.admin);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const zip = zipSync({ 'photos/Oak-Room.PNG': new Uint8Array(png), 'notes.txt': bytes('hello') });
    const slug = `imp-pic-${uniq()}`;
    const file = csvOf([simple({ slug, images: 'oak-room.png|https://cdn.example.com/oak.jpg' })]);
    expect(outcomes(report((await post('dryRun', csvOf([simple({ images: 'oak-room.png' })]))).body).rows)).toEqual([
      [2, 'refused', 'pictureNeedsZip', 'images'],
    ]);
    expect(outcomes(report((await post('dryRun', csvOf([simple({ images: 'missing.jpg' })]), zip)).body).rows)).toEqual([
      [2, 'refused', 'pictureNotInZip', 'images'],
    ]);
    const files = await count('product_images');
    expect(report((await post('dryRun', file, zip)).body).counts.created).toBe(1);
    expect(await count('product_images')).toBe(files);
    report((await post('apply', file, zip)).body);
    const p = await product(slug);
    const images = await tdb.handle.db
      .select()
      .from(t.productImages)
      .where(eq(t.productImages.productId, p.id))
      .orderBy(asc(t.productImages.position));
    expect(images.map((i) => i.url)).toEqual([
      expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/),
      'https://cdn.example.com/oak.jpg',
    ]);
    expect(existsSync(path.join(dataDir, 'uploads', images[0].url.slice('/uploads/'.length)))).toBe(true);
    const broken = await post('dryRun', file, bytes('not a zip'));
    expect(broken.body).toMatchObject({ ok: false, error: 'importZipUnreadable' });
  });

  it('the export reads back as unchanged, and neutralises formulas', async () => {
    actAs(actors.admin);
    const slug = `imp-formula-${uniq()}`;
    report((await post('apply', csvOf([simple({ slug, name: "'=1+1 oak", summary: "'@home" })]))).body);
    expect((await product(slug)).name).toBe('=1+1 oak');
    const exported = await exportProducts({});
    if (!exported.ok) throw new Error(exported.error);
    const line = parseCsv(exported.data).rows.find((r) => r[0] === slug);
    expect(line?.[1]).toBe("'=1+1 oak");
    const back = report((await post('dryRun', exported.data)).body);
    expect(back.counts.refused).toBe(0);
    expect(back.counts.created).toBe(0);
    expect(back.counts.updated, JSON.stringify(back.rows.filter((r) => r.outcome === 'updated').slice(0, 3))).toBe(0);
    expect(back.counts.unchanged).toBe(back.rows.length);
  });

  it('an import that changes a product keeps its specification rows’ translations (the CSV carries none)', async () => {
    actAs(actors.admin);
    const row = simple();
    report((await post('apply', csvOf([row]))).body);
    const specifications = [
      { name: 'Thickness', value: '12.3 mm', translations: { fr: { name: 'Épaisseur', value: '12,3 mm' }, ar: { name: 'السماكة' } } },
      { name: 'Edge', value: 'Micro-bevel' },
    ];
    await tdb.handle.db.update(t.products).set({ specifications }).where(eq(t.products.slug, row.slug!));
    const done = report((await post('apply', csvOf([{ ...row, summary: 'Now in stock' }]))).body);
    expect(done.counts.updated).toBe(1);
    const after = await product(row.slug!);
    expect(after.summary).toBe('Now in stock');
    expect(after.specifications).toEqual(specifications);
  });

  it('the action itself refuses without the right even when called directly', async () => {
    actAs(actors.staffView);
    expect(await importProducts({ mode: 'apply', csv: bytes(csvOf([simple()])) })).toEqual({ ok: false, status: 403, error: 'forbidden' });
  });
});
