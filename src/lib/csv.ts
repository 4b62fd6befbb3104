/**
 * One CSV cell (RFC 4180) that a spreadsheet will not run as a formula: text starting with = + - @ or a
 * tab/carriage return gets a leading apostrophe (OWASP CSV injection advice); then quotes are doubled and
 * the cell is quoted when it holds a comma, quote or line break. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends and a BOM so spreadsheets read UTF-8 names correctly. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
