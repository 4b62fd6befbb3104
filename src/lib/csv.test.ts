import { describe, expect, it } from 'vitest';
import { guardFormula, parseCsv, toCsv, unguardFormula } from './csv';

/** The one cell of a one-row CSV, without the BOM and the line end. */
const cell = (value: Parameters<typeof toCsv>[0][number][number]) => toCsv([[value]]).slice(1, -2);

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("\uFEFFa,b\r\n1,'=2\r\n");
    expect(toCsv([['email'], ['=cmd|x@y.z']])).toBe("\uFEFFemail\r\n'=cmd|x@y.z\r\n");
  });
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+1 604', '-5', '@SUM(A1)'].map(cell)).toEqual(["'=1+1", "'+1 604", "'-5", "'@SUM(A1)"]);
    expect(cell('\tx')).toBe("'\tx");
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell('\rx')).toBe(`"'\rx"`);
  });
  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(cell('Oak, natural')).toBe('"Oak, natural"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('a\nb')).toBe('"a\nb"');
    expect(cell('a\r\nb')).toBe('"a\r\nb"');
    expect(cell('Plain')).toBe('Plain');
    expect(cell('Zoë Ørsted')).toBe('Zoë Ørsted');
  });
  it('writes numbers as they are, dates as ISO 8601 and nothing for null', () => {
    expect(toCsv([[12.5, -2, Number.NaN, null, undefined, true, new Date('2026-11-05T20:00:00Z')]])).toBe(
      '\uFEFF12.5,-2,,,,true,2026-11-05T20:00:00.000Z\r\n',
    );
  });
});

describe('guardFormula / unguardFormula', () => {
  it('round-trips text through the apostrophe', () => {
    for (const text of ['=1+1', '-Oak', '@x', '+44', 'plain', "'quoted", '']) expect(unguardFormula(guardFormula(text))).toBe(text);
    expect(unguardFormula("'plain")).toBe("'plain");
  });
});

describe('parseCsv', () => {
  it('reads what toCsv writes, BOM and quotes included', () => {
    const rows = [
      ['name', 'note'],
      ['Oak, natural', 'a\nb'],
      ['say "hi"', 'Zoë'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual({ rows, error: null });
  });
  it('skips empty lines and guesses a semicolon delimiter', () => {
    expect(parseCsv('a;b\n\n1;2\n').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('reports an unclosed quote with its record number', () => {
    const parsed = parseCsv('a,b\n1,2\n3,"open\n');
    expect(parsed.error?.row).toBe(3);
  });
});
