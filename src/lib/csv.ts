import Papa from 'papaparse';

/**
 * Every CSV of the shop is read and written here, on top of papaparse (docs/dashboard-commerce.md, "CSV files"):
 * the downloads (orders, customers, subscribers, products) and the catalogue import.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A text cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection advice). */
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text of a cell written by guardFormula, without its apostrophe (other text is left as it is). */
export const unguardFormula = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return guardFormula(value);
}

/**
 * Rows to CSV text for a download: RFC 4180 quoting, CRLF line ends, a BOM so that Excel reads UTF-8 names,
 * text cells safe from formula injection. Numbers are written as they are (non-finite ones as empty cells),
 * dates as ISO 8601, null and undefined as empty cells.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '\uFEFF';
  const text = Papa.unparse(
    rows.map((r) => r.map(cellText)),
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && /[\r\n]/.test(value) },
  );
  return `\uFEFF${text}\r\n`;
}

export interface ParsedCsv {
  /** every record, the header first, cells as written (empty lines left out) */
  rows: string[][];
  /** the first thing papaparse could not read (an unclosed quote...), with its record number counted from 1 */
  error: { row: number; message: string } | null;
}

/** Reads CSV text (a BOM is dropped; comma, semicolon or tab found by papaparse). */
export function parseCsv(text: string): ParsedCsv {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const result = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  const first = result.errors.find((e) => e.type !== 'Delimiter');
  return {
    rows: result.data,
    error: first ? { row: (first.row ?? 0) + 1, message: first.message } : null,
  };
}
