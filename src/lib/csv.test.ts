import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
    expect(['=1+1', '+1 604', '-5', '@SUM(A1)', '\tx'].map(cell)).toEqual(["'=1+1", "'+1 604", "'-5", "'@SUM(A1)", "'\tx"]);
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell('\rx')).toBe(`"'\rx"`);
  });
  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(cell('Oak, natural')).toBe('"Oak, natural"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('a\nb')).toBe('"a\nb"');
    expect(cell('Plain')).toBe('Plain');
    expect(cell('Zoë Ørsted')).toBe('Zoë Ørsted');
  });
  it('writes numbers as they are, dates as ISO 8601 and nothing for null', () => {
    expect(toCsv([[12.5, -2, Number.NaN, null, undefined, true, new Date('2026-11-05T20:00:00Z')]])).toBe(
      '\uFEFF12.5,-2,,,,true,2026-11-05T20:00:00.000Z\r\n',
    );
  });
});
