import { z } from 'zod';
import { unguardFormula } from '@/lib/csv';
import { limitMessage } from '@/lib/limit-message';
import { isFormula } from './product-import';
import { MAX_STOCK } from './stock-record';

/*
 * The stock CSV (docs/requirements.md, "Stock CSV"): one row per holding, what a product or variant holds at one
 * location, of one dye lot. Its import sets each named holding to the boxes given (a count); this file reads and checks
 * the rows, the server finds what they name. Row reasons are keys of `dashProducts.stockCsv.reasons` or of
 * `dashboard.validation` (a limit as `maxChars:80`).
 */

export const STOCK_CSV_COLUMNS = ['product', 'variant', 'location', 'lot', 'shade', 'caliber', 'boxes'] as const;
export type StockCsvColumn = (typeof STOCK_CSV_COLUMNS)[number];

/** The most data rows one import reads. */
export const STOCK_CSV_MAX_ROWS = 5000;

/** One checked row: cells trimmed, the export's formula guard removed, the boxes a whole number. */
export interface StockCsvLine {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  /** the product's SKU, or its slug when it has none */
  product: string;
  /** the variant's SKU, or its colour and options when it has none; '' for a simple product */
  variant: string;
  location: string;
  /** the dye lot's code; '' for boxes of no recorded lot */
  lot: string;
  shade: string;
  caliber: string;
  boxes: number;
}

export interface StockCsvRowError {
  row: number;
  reason: string;
  column?: StockCsvColumn;
  /** values of the reason's message (the earlier row of a repeated holding) */
  params?: Record<string, number>;
}

/** A refusal of the whole file (nothing is read further): a key of `dashProducts.stockCsv.errors`. */
export interface StockCsvRefusal {
  error: string;
  params?: Record<string, string | number>;
}

const cell = (max: number, required = false) =>
  z
    .string()
    .trim()
    .refine((c) => !required || c !== '', 'required')
    .refine((c) => !isFormula(c), 'formula')
    .transform(unguardFormula)
    .refine((c) => c.length <= max, limitMessage('maxChars', max));

const rowSchema = z.object({
  product: cell(200, true),
  variant: cell(200),
  location: cell(120, true),
  lot: cell(80),
  shade: cell(80),
  caliber: cell(80),
  boxes: z
    .string()
    .trim()
    .refine((c) => c !== '', 'required')
    .refine((c) => c === '' || /^\d{1,9}$/.test(c), 'boxesFormat')
    .transform(Number)
    .refine((n) => n <= MAX_STOCK, limitMessage('maxNumber', MAX_STOCK)),
});

/** The file's header checked: every column once, none unknown (names trimmed, any case, in any order). */
export function checkStockCsvHeader(header: readonly string[]): StockCsvRefusal | null {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(STOCK_CSV_COLUMNS);
  const missing = STOCK_CSV_COLUMNS.filter((c) => !names.includes(c));
  const unknown = [...new Set(names.filter((n, i) => !known.has(n) || names.indexOf(n) !== i))];
  if (!missing.length && !unknown.length) return null;
  return { error: 'columns', params: { missing: missing.join(', ') || '-', unknown: unknown.join(', ') || '-' } };
}

/**
 * The rows of a stock CSV (the header first, as parseCsv gives them) as checked lines and the rows refused, each with
 * its reason and column; or the refusal of the whole file (its header, too many rows). A header alone is an empty
 * import.
 */
export function readStockCsv(
  rows: readonly (readonly string[])[],
): { ok: true; lines: StockCsvLine[]; errors: StockCsvRowError[] } | ({ ok: false } & StockCsvRefusal) {
  const [header, ...data] = rows;
  if (!header) return { ok: false, error: 'empty' };
  const refused = checkStockCsvHeader(header);
  if (refused) return { ok: false, ...refused };
  if (data.length > STOCK_CSV_MAX_ROWS) return { ok: false, error: 'tooManyRows', params: { max: STOCK_CSV_MAX_ROWS, count: data.length } };
  const index = header.map((h) => h.trim().toLowerCase());
  const lines: StockCsvLine[] = [];
  const errors: StockCsvRowError[] = [];
  data.forEach((cells, i) => {
    const row = i + 2;
    const record = Object.fromEntries(STOCK_CSV_COLUMNS.map((c) => [c, cells[index.indexOf(c)] ?? '']));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ row, reason: issue.message, column: issue.path[0] as StockCsvColumn });
      return;
    }
    const line = { row, ...parsed.data };
    // a shade or caliber describes a lot: without one it would be lost
    if (!line.lot && (line.shade || line.caliber)) errors.push({ row, reason: 'lotRequired', column: 'lot' });
    else lines.push(line);
  });
  return { ok: true, lines, errors };
}

/**
 * Rows that name a holding an earlier row already named (`holding`: the same product, variant, location and lot), and
 * rows that describe a lot an earlier row described otherwise (`lot`: the same product, variant and lot code, another
 * shade or caliber). The keys are the server's, made from what the rows name.
 */
export function repeatedHoldings(
  lines: readonly { row: number; holding: string; lot: string | null; shade: string; caliber: string }[],
): StockCsvRowError[] {
  const holdings = new Map<string, number>();
  const lots = new Map<string, { row: number; shade: string; caliber: string }>();
  const errors: StockCsvRowError[] = [];
  for (const l of lines) {
    const earlier = holdings.get(l.holding);
    if (earlier !== undefined) {
      errors.push({ row: l.row, reason: 'repeatedHolding', column: 'lot', params: { row: earlier } });
      continue;
    }
    holdings.set(l.holding, l.row);
    if (l.lot === null) continue;
    const described = lots.get(l.lot);
    if (!described) lots.set(l.lot, l);
    else if (described.shade !== l.shade || described.caliber !== l.caliber)
      errors.push({
        row: l.row,
        reason: 'lotDescribedOtherwise',
        column: described.shade !== l.shade ? 'shade' : 'caliber',
        params: { row: described.row },
      });
  }
  return errors;
}
