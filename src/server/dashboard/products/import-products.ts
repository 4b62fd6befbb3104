import 'server-only';
import { asc, eq, inArray, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_SLUG_MAX, uniqueSlug, type ProductFormValues } from '@/domain/catalogue/product-form';
import {
  checkHeader,
  groupRows,
  IMPORT_LIMITS,
  IMPORT_OUTCOMES,
  importModeSchema,
  recordsOf,
  RowRefused,
  rowsToForm,
  type CsvRow,
  type ImportLookups,
  type ImportReport,
  type ImportRowResult,
  type PictureResolver,
} from '@/domain/catalogue/product-import';
import { columnOfField, comparable, validateProduct } from '@/domain/catalogue/product-import-check';
import { LIST_SEPARATOR } from '@/domain/catalogue/product-csv';
import { parseCsv } from '@/lib/csv';
import { slugify } from '@/lib/slug';
import { ActionError, defineAction, isAllowed, type ActionResult } from '@/server/action';
import { stockReason } from '@/server/stock/stock-reason';
import { auth } from '@/server/auth/auth';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readMultipartBody } from '@/server/http';
import { refuseCrossSite } from '@/server/security/csrf';
import { revalidateStore } from '@/server/cache/revalidate-store';
import type { DbOrTx } from '@/server/db';
import { attributes, attributeValues, brands, categories, colors, products, subcategories } from '@/server/db/schema';
import { pictureKey, readPictureZip, ZipRefused, type ZipPicture } from '@/server/storage/picture-zip';
import { storePicture } from '@/server/storage/storage';
import { checkReferences, checkSkusFree, productColumns, readProductRecord, readProductRecords, writeChildren } from './product-record';
import { formSkus } from '@/domain/catalogue/sku';
import { productsChange } from './save-product';

/** What the import answers: every row's outcome, and the products whose shop pages changed (for the cache). */
export interface ImportResult extends ImportReport {
  slugs: string[];
  ids: string[];
  /** a product entered or left a list (new, published or hidden, moved) */
  listed: boolean;
}

const importInputSchema = z.object({
  mode: importModeSchema,
  /** the CSV file's bytes (UTF-8, a BOM allowed) */
  csv: z.instanceof(Uint8Array),
  /** a zip of pictures named in the CSV's images and variant_image columns */
  zip: z.instanceof(Uint8Array).nullish(),
});

/** A file-level refusal: nothing is read further and nothing is written. */
const refuse = (code: string, params?: Record<string, string | number>) => new ActionError(400, code, params);

/** The CSV's text: strict UTF-8 (a BOM is dropped), refused when the bytes are not UTF-8. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.byteLength > IMPORT_LIMITS.csvBytes)
    throw new ActionError(413, 'importCsvTooLarge', { max: IMPORT_LIMITS.csvBytes / 1024 / 1024 });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('importEncoding');
  }
}

/** The data rows of the CSV, the header checked against the format. */
export function readImportRows(text: string): CsvRow[] {
  const parsed = parseCsv(text);
  if (parsed.error) throw refuse('importUnreadable', { row: parsed.error.row });
  const [header, ...data] = parsed.rows;
  if (!header || data.length === 0) throw refuse('importEmpty');
  const { missing, unknown, duplicate } = checkHeader(header);
  if (missing.length || unknown.length || duplicate.length)
    throw refuse('importColumns', {
      missing: missing.join(', ') || '-',
      unknown: [...unknown, ...duplicate].join(', ') || '-',
    });
  if (data.length > IMPORT_LIMITS.rows) throw refuse('importTooManyRows', { max: IMPORT_LIMITS.rows, count: data.length });
  return recordsOf(header, data);
}

const isAddress = (cell: string) => /^(\/|https?:\/\/)/i.test(cell);
const pictureNames = (rows: readonly CsvRow[]) =>
  new Set(
    rows
      .flatMap((r) => [...r.cells.images.split(LIST_SEPARATOR), r.cells.variant_image])
      .map((c) => c.trim())
      .filter((c) => c && !isAddress(c))
      .map(pictureKey),
  );

/** A zip picture stands for itself with this address until it is stored (apply) or forever (dry run). */
const placeholderOf = (index: number) => `/uploads/import/${index}.webp`;

async function loadLookups(db: DbOrTx): Promise<ImportLookups> {
  const [cats, subs, brandRows, colorRows, attrRows, valueRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
    db
      .select({ id: subcategories.id, name: subcategories.name, slug: subcategories.slug, categoryId: subcategories.categoryId })
      .from(subcategories),
    db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands),
    db.select({ id: colors.id, name: colors.name }).from(colors),
    db.select({ id: attributes.id, name: attributes.name }).from(attributes),
    db
      .select({ id: attributeValues.id, value: attributeValues.value, attributeId: attributeValues.attributeId })
      .from(attributeValues)
      .orderBy(asc(attributeValues.position)),
  ]);
  return {
    categories: cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) })),
    brands: brandRows,
    colors: colorRows,
    attributes: attrRows.map((a) => ({ ...a, values: valueRows.filter((v) => v.attributeId === a.id) })),
  };
}

interface Planned {
  group: CsvRow[];
  outcome: Exclude<ImportRowResult['outcome'], 'refused'>;
  slug: string;
  values: ProductFormValues;
  existingId: string | null;
}

/** Free slug made from `base` that no product has and no earlier product of the file takes. */
async function slugFor(db: DbOrTx, name: string, reserved: Set<string>): Promise<string> {
  const root = slugify(name, PRODUCT_SLUG_MAX) || 'product';
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, root), like(products.slug, `${root}-%`)));
  return uniqueSlug(root, new Set([...rows.map((r) => r.slug), ...reserved]));
}

/**
 * Runs one of the save's checks on a product of the file; its first field error refuses the row it came from (a
 * variant's row for `variants.N.…`, else the product's first row) at the column `columnOf` names.
 */
async function asRowRefusal(group: CsvRow[], check: () => Promise<void>, columnOf: (path: string) => string): Promise<void> {
  try {
    await check();
  } catch (err) {
    const field = err instanceof ActionError ? Object.entries(err.fieldErrors ?? {})[0] : undefined;
    if (!field) throw err;
    const [path, reason] = field;
    const variant = /^variants\.(\d+)/.exec(path);
    throw new RowRefused(variant ? (group[Number(variant[1])] ?? group[0]).row : group[0].row, reason, columnOf(path));
  }
}

/**
 * Every product of the file checked as the product form's save would check it (the same schema, references and
 * slug rules), and compared with the stored product: created, updated, unchanged or refused. Reads only.
 */
async function planImport(db: DbOrTx, rows: CsvRow[], pictures: PictureResolver) {
  const lookups = await loadLookups(db);
  const groups = groupRows(rows);
  const given = [...new Set(groups.map((g) => g[0].cells.slug.toLowerCase()).filter(Boolean))];
  const stored = given.length
    ? await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, given))
    : [];
  const idBySlug = new Map(stored.map((p) => [p.slug, p.id]));
  const records = new Map(
    (
      await readProductRecords(
        db,
        stored.map((p) => p.id),
      )
    ).map((r) => [r.id, r]),
  );
  const reserved = new Set(given);
  /** product codes (SKUs) the file's products planned so far take */
  const codes = new Set<string>();
  const planned: Planned[] = [];
  const results: ImportRowResult[] = [];
  for (const group of groups) {
    const slugCell = group[0].cells.slug.toLowerCase();
    const name = group[0].cells.name;
    try {
      const existingId = idBySlug.get(slugCell) ?? null;
      const existing = existingId ? (records.get(existingId) ?? null) : null;
      const values = validateProduct(group, rowsToForm(group, lookups, pictures, existing));
      await asRowRefusal(
        group,
        () => checkReferences(db, values),
        // a subcategory of another category, an option's value of another attribute, an attribute since deleted
        columnOfField,
      );
      // a code another product holds, or an earlier product of the file takes, names its row and column
      await asRowRefusal(
        group,
        () => checkSkusFree(db, values, existingId, codes),
        (path) => (path.startsWith('variants.') ? 'variant_sku' : 'sku'),
      );
      for (const f of formSkus(values)) codes.add(f.code);
      const slug = existing ? existing.slug : values.slug || (await slugFor(db, values.name, reserved));
      reserved.add(slug);
      const outcome = !existing ? 'created' : comparable(values) === comparable(existing) ? 'unchanged' : 'updated';
      planned.push({ group, outcome, slug, values: { ...values, slug }, existingId });
      for (const r of group) results.push({ row: r.row, slug, name, outcome });
    } catch (err) {
      if (!(err instanceof RowRefused)) throw err;
      for (const r of group)
        results.push(
          r.row === err.row
            ? { row: r.row, slug: slugCell, name, outcome: 'refused', reason: err.reason, column: err.column }
            : { row: r.row, slug: slugCell, name, outcome: 'refused', reason: 'sameProduct', column: String(err.row) },
        );
    }
  }
  results.sort((a, b) => a.row - b.row);
  const counts = Object.fromEntries(
    IMPORT_OUTCOMES.map((o) => [o, results.filter((r) => r.outcome === o).length]),
  ) as ImportReport['counts'];
  return { planned, results, counts };
}

/**
 * `product.import` (product `edit`, read from the database): reads the catalogue CSV (and a zip of its pictures),
 * checks every row like the product form and answers every row's outcome. `dryRun` writes nothing; `apply` checks
 * everything again and writes the whole file in this one transaction, or nothing when a row is refused
 * (docs/dashboard.md, "Catalogue import and export"). Not reachable over the JSON route: the import route calls it
 * with the uploaded files.
 */
export const importProducts = defineAction(
  'product.import',
  importInputSchema,
  { area: 'product', action: 'edit' },
  async ({ mode, csv, zip }, { tx, actor, audit }): Promise<ImportResult> => {
    const rows = readImportRows(decodeCsv(csv));
    if (zip && zip.byteLength > IMPORT_LIMITS.zipBytes)
      throw new ActionError(413, 'importZipTooLarge', { max: IMPORT_LIMITS.zipBytes / 1024 / 1024 });
    const wanted = pictureNames(rows);
    let zipped = new Map<string, ZipPicture>();
    if (zip && wanted.size) {
      try {
        zipped = await readPictureZip(zip, wanted, { maxPictures: IMPORT_LIMITS.zipPictures, maxUnpacked: IMPORT_LIMITS.zipUnpackedBytes });
      } catch (err) {
        if (err instanceof ZipRefused)
          throw refuse(err.code === 'zipUnreadable' ? 'importZipUnreadable' : 'importZipTooLarge', {
            max: IMPORT_LIMITS.zipBytes / 1024 / 1024,
          });
        throw err;
      }
    }
    const names = [...zipped.keys()];
    const resolve: PictureResolver = (cell) => {
      if (isAddress(cell)) return cell;
      const picture = zipped.get(pictureKey(cell));
      if (!picture) return { reason: zip ? 'pictureNotInZip' : 'pictureNeedsZip' };
      if ('reason' in picture) return { reason: picture.reason };
      return placeholderOf(names.indexOf(pictureKey(cell)));
    };
    const { planned, results, counts } = await planImport(tx, rows, resolve);
    if (mode === 'dryRun') return { rows: results, counts, applied: false, slugs: [], ids: [], listed: false };
    if (counts.refused) throw new ActionError(409, 'importHasRefusedRows', { count: counts.refused });

    // the pictures the written products use, stored like uploads (a failed transaction leaves them unused)
    const stored = new Map<string, string>();
    const urlOf = async (url: string) => {
      const index = /^\/uploads\/import\/(\d+)\.webp$/.exec(url);
      if (!index) return url;
      const known = stored.get(url);
      if (known) return known;
      const picture = zipped.get(names[Number(index[1])]);
      if (!picture || !('data' in picture)) throw new Error(`import picture ${url} vanished`);
      const saved = await storePicture(picture.data);
      stored.set(url, saved);
      return saved;
    };
    const slugs: string[] = [];
    const ids: string[] = [];
    let listed = false;
    for (const p of planned) {
      if (p.outcome === 'unchanged') continue;
      const images = [];
      for (const img of p.values.images) images.push({ ...img, url: await urlOf(img.url) });
      const variants = [];
      for (const v of p.values.variants) variants.push({ ...v, image: v.image && (await urlOf(v.image)) });
      const values = { ...p.values, images, variants };
      if (p.existingId) {
        const before = await readProductRecord(tx, p.existingId);
        // a file's stock is what staff counted (the ledger records the difference); a new product's is its opening stock
        await stockReason(tx, { kind: 'counted', userId: actor.id });
        await tx
          .update(products)
          .set(productColumns(values, p.slug, before?.specifications))
          .where(eq(products.id, p.existingId));
        await writeChildren(tx, p.existingId, values);
        const after = await readProductRecord(tx, p.existingId);
        await audit({ entity: 'product', entityId: p.existingId, action: 'product.import', before, after });
        ids.push(p.existingId);
        listed ||=
          before?.published !== after?.published ||
          before?.categoryId !== after?.categoryId ||
          before?.subcategoryId !== after?.subcategoryId;
      } else {
        await stockReason(tx, { kind: 'opening', userId: actor.id });
        const [row] = await tx.insert(products).values(productColumns(values, p.slug)).returning({ id: products.id });
        await writeChildren(tx, row.id, values);
        ids.push(row.id);
        listed = true;
        await audit({
          entity: 'product',
          entityId: row.id,
          action: 'product.import',
          before: null,
          after: await readProductRecord(tx, row.id),
        });
      }
      slugs.push(p.slug);
    }
    if (!slugs.length) await audit({ entity: 'product', action: 'product.import', after: { counts } });
    return { rows: results, counts, applied: true, slugs, ids, listed };
  },
  { audit: false, after: (result) => void (result.slugs.length && revalidateStore(productsChange(result))) },
);

/** the two files and the form's overhead (src/lib/body-limits.mjs) */
const MAX_BODY = bodyLimitBytes('import');

const answer = (result: ActionResult<ImportResult>) =>
  Response.json(result, { status: result.ok ? 200 : result.status, headers: { 'cache-control': 'no-store' } });
const refused = (status: 400 | 403 | 413, error: string, params?: Record<string, string | number>) =>
  answer({ ok: false, status, error, params });
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * `POST /api/dashboard/products/import` (multipart: `file` the CSV, optional `pictures` a zip, `mode` dryRun or apply):
 * refuses cross-site requests, callers without product `edit` and oversized files before reading them, then runs
 * `product.import` with the files' bytes. Answers an ActionResult with the import report.
 */
export async function handleProductImport(req: Request): Promise<Response> {
  const crossSite = await refuseCrossSite(req, { ok: false, status: 403, error: 'forbidden' });
  if (crossSite) return crossSite;
  const actor = await auth().catch(() => null);
  if (!isAllowed(actor, { area: 'product', action: 'edit' })) return refused(403, 'forbidden');
  const read = await readMultipartBody(req, MAX_BODY);
  if (!read.ok)
    return read.reason === 'tooLarge' ? refused(413, 'importZipTooLarge', { max: mb(IMPORT_LIMITS.zipBytes) }) : refused(400, 'invalid');
  const form = read.value;
  const mode = importModeSchema.safeParse(form.get('mode'));
  if (!mode.success) return refused(400, 'invalid');
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return refused(400, 'fileMissing');
  if (file.size > IMPORT_LIMITS.csvBytes) return refused(413, 'importCsvTooLarge', { max: mb(IMPORT_LIMITS.csvBytes) });
  const pictures = form.get('pictures');
  const zip = pictures instanceof Blob && pictures.size > 0 ? pictures : null;
  if (zip && zip.size > IMPORT_LIMITS.zipBytes) return refused(413, 'importZipTooLarge', { max: mb(IMPORT_LIMITS.zipBytes) });
  return answer(
    await importProducts({
      mode: mode.data,
      csv: new Uint8Array(await file.arrayBuffer()),
      zip: zip ? new Uint8Array(await zip.arrayBuffer()) : null,
    }),
  );
}
