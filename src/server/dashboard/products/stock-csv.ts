import 'server-only';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { skuCode } from '@/domain/catalogue/sku';
import { readStockCsv, repeatedHoldings, STOCK_CSV_COLUMNS, type StockCsvLine, type StockCsvRowError } from '@/domain/catalogue/stock-csv';
import { MAX_STOCK } from '@/domain/catalogue/stock-record';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { parseCsv, toCsv } from '@/lib/csv';
import { ActionError, defineAction, isAllowed, type ActionResult } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { variantValuesText } from '@/server/catalogue/option-columns';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import { readBodyText } from '@/server/http';
import { revalidateStock, type StockTouched } from '@/server/orders/stock-change';
import { refuseCrossSite } from '@/server/security/csrf';
import { stockReason } from '@/server/stock/stock-reason';
import { lockHolding } from './stock-movements';
import { heldAt } from './stock-places';

/** the note of every movement a stock CSV import writes */
export const STOCK_CSV_NOTE = 'Stock CSV import';
/** the import's body: the dashboard call's limit (src/lib/body-limits.mjs), which server.mjs holds the route to */
const MAX_BYTES = bodyLimitBytes('dashboard call');

const variantLabel = (color: string | null, values: string | null) => [color, values].filter(Boolean).join(' / ');
const refuse = (key: string, params?: Record<string, string | number>) =>
  new ActionError(400, 'invalid', { messageKey: `dashProducts.stockCsv.errors.${key}`, ...params });

/**
 * `product.exportStock` (product `view`): every holding as the stock CSV (docs/requirements.md, "Stock CSV"), by
 * product, variant, location and lot. Not reachable over the JSON route: GET /api/dashboard/stock.csv serves it.
 */
export const exportStock = defineAction(
  'product.exportStock',
  z.object({}),
  { area: 'product', action: 'view' },
  async (_input, { tx }): Promise<string> => {
    const rows = await tx
      .select({
        slug: t.products.slug,
        sku: t.products.sku,
        variantId: t.variants.id,
        variantSku: t.variants.sku,
        color: t.colors.name,
        values: variantValuesText,
        location: t.stockLocations.name,
        lot: t.stockLots.code,
        shade: t.stockLots.shade,
        caliber: t.stockLots.caliber,
        boxes: t.stockHoldings.quantity,
      })
      .from(t.stockHoldings)
      .innerJoin(t.products, eq(t.products.id, t.stockHoldings.productId))
      .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockHoldings.locationId))
      .leftJoin(t.variants, eq(t.variants.id, t.stockHoldings.variantId))
      .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockHoldings.lotId))
      .orderBy(
        asc(t.products.name),
        asc(t.products.slug),
        asc(t.colors.name),
        asc(t.variants.createdAt),
        asc(t.variants.id),
        asc(t.stockLocations.position),
        asc(t.stockLocations.createdAt),
        sql`${t.stockLots.code} asc nulls first`,
      );
    return toCsv([
      [...STOCK_CSV_COLUMNS],
      ...rows.map((r) => [
        r.sku?.trim() || r.slug,
        r.variantId ? r.variantSku?.trim() || variantLabel(r.color, r.values) || r.variantId : '',
        r.location,
        r.lot ?? '',
        r.shade ?? '',
        r.caliber ?? '',
        r.boxes,
      ]),
    ]);
  },
);

/** What an import did, or the rows that stopped it (then nothing was written). */
export interface StockImportResult {
  applied: boolean;
  errors: StockCsvRowError[];
  /** holdings whose boxes changed, and holdings the file names as they are */
  changed: number;
  unchanged: number;
  /** lots the file created, and lots whose shade or caliber it changed */
  lotsCreated: number;
  lotsUpdated: number;
  touched: StockTouched[];
}

interface Resolved {
  line: StockCsvLine;
  product: { id: string; slug: string };
  variantId: string | null;
  locationId: string;
  /** the stored lot, or null for a new lot (line.lot set) or none */
  lot: { id: string; shade: string; caliber: string } | null;
}

/** A lot of a product or variant by its code; codes compare without case, as a delivery's do. */
const lotKey = (productId: string, variantId: string | null, code: string) => `${productId}|${variantId ?? ''}|${code.toLowerCase()}`;

/** What the lines name: the products, variants, locations and lots; each row that names something unknown refused. */
async function resolveLines(tx: Tx, lines: readonly StockCsvLine[]): Promise<{ resolved: Resolved[]; errors: StockCsvRowError[] }> {
  const codes = [...new Set(lines.map((l) => skuCode(l.product)))];
  const slugs = [...new Set(lines.map((l) => l.product.toLowerCase()))];
  const products = lines.length
    ? await tx
        .select({
          id: t.products.id,
          slug: t.products.slug,
          sku: t.products.sku,
          type: t.products.type,
          lotTracked: t.products.lotTracked,
          quantity: t.products.quantity,
        })
        .from(t.products)
        .where(or(inArray(sql`upper(trim(${t.products.sku}))`, codes), inArray(t.products.slug, slugs)))
    : [];
  const ids = products.map((p) => p.id);
  const [variants, locations, lots] = await Promise.all([
    ids.length
      ? tx
          .select({
            id: t.variants.id,
            productId: t.variants.productId,
            sku: t.variants.sku,
            color: t.colors.name,
            values: variantValuesText,
            quantity: t.variants.quantity,
          })
          .from(t.variants)
          .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
          .where(inArray(t.variants.productId, ids))
      : [],
    tx.select({ id: t.stockLocations.id, name: t.stockLocations.name }).from(t.stockLocations),
    ids.length
      ? tx
          .select({
            id: t.stockLots.id,
            productId: t.stockLots.productId,
            variantId: t.stockLots.variantId,
            code: t.stockLots.code,
            shade: t.stockLots.shade,
            caliber: t.stockLots.caliber,
          })
          .from(t.stockLots)
          .where(inArray(t.stockLots.productId, ids))
      : [],
  ]);
  const bySku = new Map(products.filter((p) => skuCode(p.sku)).map((p) => [skuCode(p.sku), p]));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const lotByKey = new Map(lots.map((l) => [lotKey(l.productId, l.variantId, l.code), l]));

  const resolved: Resolved[] = [];
  const errors: StockCsvRowError[] = [];
  for (const line of lines) {
    const refuseRow = (reason: string, column: StockCsvRowError['column']) => void errors.push({ row: line.row, reason, column });
    const bySkuHit = bySku.get(skuCode(line.product));
    const bySlugHit = bySlug.get(line.product.toLowerCase());
    if (bySkuHit && bySlugHit && bySkuHit.id !== bySlugHit.id) {
      refuseRow('ambiguousProduct', 'product');
      continue;
    }
    const product = bySkuHit ?? bySlugHit;
    if (!product) {
      refuseRow('unknownProduct', 'product');
      continue;
    }
    let variantId: string | null = null;
    let held = product.quantity;
    if (product.type === 'simple') {
      if (line.variant) {
        refuseRow('variantNotExpected', 'variant');
        continue;
      }
    } else {
      if (!line.variant) {
        refuseRow('variantRequired', 'variant');
        continue;
      }
      const own = variants.filter((v) => v.productId === product.id);
      const cell = line.variant.toLowerCase();
      const bySkuMatch = own.filter((v) => skuCode(v.sku) && skuCode(v.sku) === skuCode(line.variant));
      const byLabel = own.filter((v) => variantLabel(v.color, v.values).toLowerCase() === cell);
      const byId = own.filter((v) => v.id === cell);
      const found = bySkuMatch.length ? bySkuMatch : byLabel.length ? byLabel : byId;
      if (found.length !== 1) {
        refuseRow(found.length ? 'ambiguousVariant' : 'unknownVariant', 'variant');
        continue;
      }
      variantId = found[0].id;
      held = found[0].quantity;
    }
    if (held === -1) {
      refuseRow('unlimitedStock', 'boxes');
      continue;
    }
    const named = locations.filter((l) => l.name === line.location);
    const location = named.length ? named : locations.filter((l) => l.name.toLowerCase() === line.location.toLowerCase());
    if (location.length !== 1) {
      refuseRow('unknownLocation', 'location');
      continue;
    }
    if (line.lot && !product.lotTracked) {
      refuseRow('notLotTracked', 'lot');
      continue;
    }
    const lot = line.lot ? (lotByKey.get(lotKey(product.id, variantId, line.lot)) ?? null) : null;
    resolved.push({ line, product: { id: product.id, slug: product.slug }, variantId, locationId: location[0].id, lot });
  }
  errors.push(
    ...repeatedHoldings(
      resolved.map((r) => ({
        row: r.line.row,
        holding: `${r.product.id}|${r.variantId ?? ''}|${r.locationId}|${r.line.lot.toLowerCase()}`,
        lot: r.line.lot ? lotKey(r.product.id, r.variantId, r.line.lot) : null,
        shade: r.line.shade,
        caliber: r.line.caliber,
      })),
    ),
  );
  return { resolved, errors };
}

/**
 * `product.importStock` (product `edit`): the stock CSV sets each holding it names to the boxes given, a count at
 * that location and lot that the ledger records as the difference; a lot code new for its product or variant creates
 * the lot (lot-tracked products only); holdings the file does not name stay as they are. Every row is checked first:
 * one refused row and nothing is written (docs/requirements.md, "Stock CSV"). Not reachable over the JSON route:
 * POST /api/dashboard/stock.csv calls it with the file's text.
 */
export const importStock = defineAction(
  'product.importStock',
  z.object({ csv: z.string().max(MAX_BYTES, 'tooLarge') }),
  { area: 'product', action: 'edit' },
  async ({ csv }, { tx, actor, audit }): Promise<StockImportResult> => {
    const parsed = parseCsv(csv);
    if (parsed.error) throw refuse('unreadable', { row: parsed.error.row });
    const read = readStockCsv(parsed.rows);
    if (!read.ok) throw refuse(read.error, read.params);
    const { resolved, errors } = await resolveLines(tx, read.lines);
    const result: StockImportResult = { applied: false, errors: [], changed: 0, unchanged: 0, lotsCreated: 0, lotsUpdated: 0, touched: [] };
    if (read.errors.length || errors.length) return { ...result, errors: [...read.errors, ...errors].sort((a, b) => a.row - b.row) };

    const newLots = new Map<string, string>();
    const touched = new Map<string, StockTouched>();
    // items locked in one order (product, then variant), so two imports at once cannot deadlock
    const byItem = [...resolved].sort(
      (a, b) => a.product.id.localeCompare(b.product.id) || (a.variantId ?? '').localeCompare(b.variantId ?? ''),
    );
    for (const r of byItem) {
      const { line } = r;
      let lotId: string | null = r.lot?.id ?? null;
      if (line.lot && r.lot && (r.lot.shade !== line.shade || r.lot.caliber !== line.caliber)) {
        await tx.update(t.stockLots).set({ shade: line.shade, caliber: line.caliber }).where(eq(t.stockLots.id, r.lot.id));
        // later rows of the lot describe it the same way (repeatedHoldings)
        r.lot.shade = line.shade;
        r.lot.caliber = line.caliber;
        result.lotsUpdated++;
      }
      if (line.lot && !r.lot) {
        const key = lotKey(r.product.id, r.variantId, line.lot);
        lotId = newLots.get(key) ?? null;
        if (!lotId) {
          const [made] = await tx
            .insert(t.stockLots)
            .values({ productId: r.product.id, variantId: r.variantId, code: line.lot, shade: line.shade, caliber: line.caliber })
            .returning({ id: t.stockLots.id });
          lotId = made.id;
          newLots.set(key, lotId);
          result.lotsCreated++;
        }
      }
      const { held, write } = await lockHolding(tx, r.product.id, r.variantId ?? '');
      if (held === -1) throw refuse('unlimitedStock', { row: line.row });
      const difference = line.boxes - (await heldAt(tx, { productId: r.product.id, variantId: r.variantId ?? '' }, r.locationId, lotId));
      if (difference === 0) {
        result.unchanged++;
        continue;
      }
      if (held + difference > MAX_STOCK) throw refuse('tooMuchStock', { row: line.row, max: MAX_STOCK });
      await stockReason(tx, { kind: 'counted', userId: actor.id, locationId: r.locationId, lotId, note: STOCK_CSV_NOTE });
      await write(held + difference);
      result.changed++;
      const item = touched.get(r.product.id) ?? { ...r.product, qty: 0 };
      item.qty += Math.abs(difference);
      touched.set(r.product.id, item);
    }
    const counts = {
      changed: result.changed,
      unchanged: result.unchanged,
      lotsCreated: result.lotsCreated,
      lotsUpdated: result.lotsUpdated,
    };
    await audit({ entity: 'product', action: 'product.importStock', after: counts });
    return { ...result, applied: true, touched: [...touched.values()] };
  },
  // the products' pages show the new stock; the lists only when one went out of stock or came back
  { after: (result) => revalidateStock(result.touched, 'edited') },
);

const answer = (result: ActionResult<StockImportResult>) =>
  Response.json(result, { status: result.ok ? 200 : result.status, headers: { 'cache-control': 'no-store' } });

/**
 * `POST /api/dashboard/stock.csv` (the body: the stock CSV's text): refuses cross-site requests, callers without
 * product `edit` and bodies over the limit before reading them, then runs `product.importStock`.
 */
export async function handleStockImport(req: Request): Promise<Response> {
  const crossSite = await refuseCrossSite(req, { ok: false, status: 403, error: 'forbidden' });
  if (crossSite) return crossSite;
  const actor = await auth().catch(() => null);
  if (!isAllowed(actor, { area: 'product', action: 'edit' })) return answer({ ok: false, status: 403, error: 'forbidden' });
  const text = await readBodyText(req, MAX_BYTES).catch(() => null);
  if (text === null) return answer({ ok: false, status: 413, error: 'tooLarge' });
  return answer(await importStock({ csv: text }));
}
