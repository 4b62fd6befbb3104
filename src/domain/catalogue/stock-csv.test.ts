import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@/lib/csv';
import { checkStockCsvHeader, readStockCsv, repeatedHoldings, STOCK_CSV_COLUMNS, STOCK_CSV_MAX_ROWS } from './stock-csv';

const header = [...STOCK_CSV_COLUMNS];
const row = (over: Partial<Record<(typeof STOCK_CSV_COLUMNS)[number], string>> = {}) => {
  const cells = { product: 'OAK-1', variant: '', location: 'Showroom', lot: '', shade: '', caliber: '', boxes: '4', ...over };
  return header.map((c) => cells[c]);
};

describe('the stock CSV', () => {
  it('reads every row, trimmed, boxes as a number, the header in any order and case', () => {
    const read = readStockCsv([
      ['Boxes', 'LOCATION', 'product', 'variant', 'lot', 'shade', 'caliber'],
      ['12', ' Langley warehouse ', ' oak-1 ', 'OAK-1-RED', 'L7', 'A', '3'],
    ]);
    expect(read).toEqual({
      ok: true,
      errors: [],
      lines: [
        { row: 2, product: 'oak-1', variant: 'OAK-1-RED', location: 'Langley warehouse', lot: 'L7', shade: 'A', caliber: '3', boxes: 12 },
      ],
    });
  });

  it('reads back what the export writes, a formula-looking lot code included', () => {
    const text = toCsv([header, ['SKU-1', '', 'Showroom', '-12', 'B', '', 3]]);
    const read = readStockCsv(parseCsv(text).rows);
    expect(read.ok && read.lines[0]).toMatchObject({ lot: '-12', boxes: 3 });
  });

  it('refuses a header that misses, repeats or adds a column', () => {
    expect(checkStockCsvHeader(header)).toBeNull();
    expect(checkStockCsvHeader(header.filter((c) => c !== 'boxes'))).toEqual({
      error: 'columns',
      params: { missing: 'boxes', unknown: '-' },
    });
    expect(checkStockCsvHeader([...header, 'price', 'lot'])).toEqual({ error: 'columns', params: { missing: '-', unknown: 'price, lot' } });
    expect(readStockCsv([])).toEqual({ ok: false, error: 'empty' });
  });

  it('takes a header alone as an empty import, and refuses too many rows', () => {
    expect(readStockCsv([header])).toEqual({ ok: true, lines: [], errors: [] });
    const many = Array.from({ length: STOCK_CSV_MAX_ROWS + 1 }, () => row());
    expect(readStockCsv([header, ...many])).toMatchObject({ ok: false, error: 'tooManyRows', params: { max: STOCK_CSV_MAX_ROWS } });
  });

  it.each([
    [{ product: '' }, 'required', 'product'],
    [{ location: ' ' }, 'required', 'location'],
    [{ boxes: '' }, 'required', 'boxes'],
    [{ boxes: '-1' }, 'boxesFormat', 'boxes'],
    [{ boxes: '2.5' }, 'boxesFormat', 'boxes'],
    [{ boxes: 'ten' }, 'boxesFormat', 'boxes'],
    [{ boxes: '10000001' }, 'maxNumber:10000000', 'boxes'],
    [{ lot: '=HYPERLINK("x")' }, 'formula', 'lot'],
    [{ product: 'x'.repeat(201) }, 'maxChars:200', 'product'],
    [{ shade: 'A' }, 'lotRequired', 'lot'],
    [{ caliber: '2' }, 'lotRequired', 'lot'],
  ])('refuses a row with %j: %s', (over, reason, column) => {
    const read = readStockCsv([header, row(), row(over)]);
    expect(read).toMatchObject({ ok: true, errors: [{ row: 3, reason, column }] });
    expect(read.ok && read.lines.map((l) => l.row)).toEqual([2]);
  });

  it('finds a holding named twice and a lot described two ways', () => {
    const line = (row: number, holding: string, lot: string | null, shade = '', caliber = '') => ({ row, holding, lot, shade, caliber });
    expect(
      repeatedHoldings([
        line(2, 'p|v|showroom|L1', 'p|v|L1', 'A', '1'),
        line(3, 'p|v|warehouse|L1', 'p|v|L1', 'A', '1'),
        line(4, 'p|v|showroom|L1', 'p|v|L1', 'A', '1'),
        line(5, 'p|v|yard|L1', 'p|v|L1', 'B', '1'),
        line(6, 'p|v|dock|L1', 'p|v|L1', 'A', '2'),
        line(7, 'p|v|yard|', null),
        line(8, 'q||yard|L1', 'q||L1', 'B', '2'),
      ]),
    ).toEqual([
      { row: 4, reason: 'repeatedHolding', column: 'lot', params: { row: 2 } },
      { row: 5, reason: 'lotDescribedOtherwise', column: 'shade', params: { row: 2 } },
      { row: 6, reason: 'lotDescribedOtherwise', column: 'caliber', params: { row: 2 } },
    ]);
  });
});
