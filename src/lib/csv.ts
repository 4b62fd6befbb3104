import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection advice). */
const guardFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * Rows to CSV text for a download: RFC 4180 quoting, CRLF line ends, a BOM so that Excel reads UTF-8 names,
 * text cells safe from formula injection. Numbers are written as they are (non-finite ones as empty cells),
 * dates as ISO 8601, null and undefined as empty cells.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((r) => [...r]),
    {
      bom: true,
      record_delimiter: 'windows',
      // A lone \n or \r is not the record delimiter, so the library would leave it unquoted.
      quoted_match: /[\r\n]/,
      cast: {
        string: guardFormula,
        number: (n) => (Number.isFinite(n) ? String(n) : ''),
        boolean: (b) => String(b),
        date: (d) => d.toISOString(),
      },
    },
  );
}
