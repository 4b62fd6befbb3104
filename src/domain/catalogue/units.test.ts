import { describe, expect, it } from 'vitest';
import { formatUnit, unitKey, unitWord } from './units';

describe('unitKey', () => {
  it('knows the usual units however staff spaced or capitalised them', () => {
    expect(unitKey('sq ft')).toBe('sqFt');
    expect(unitKey(' Sq  Ft ')).toBe('sqFt');
    expect(unitKey('Box')).toBe('box');
    expect(unitKey('piece')).toBe('piece');
  });

  it('leaves any other word to be shown as written', () => {
    expect(unitKey('bundle')).toBeNull();
    expect(unitKey('constructor')).toBeNull();
    expect(unitKey('')).toBeNull();
  });
});

const fr = (key: string) => ({ sqFt: 'pi²', box: 'boîte', ft: 'pi' })[key] ?? `?${key}`;
const bn = (key: string) => ({ sqFt: 'বর্গফুট' })[key] ?? `?${key}`;
const en = (key: string) => ({ sqFt: 'sq ft', ft: 'ft' })[key] ?? `?${key}`;

describe('formatUnit', () => {
  it("writes the measure in the page's digits and the unit in its words", () => {
    expect(formatUnit(20.5, 'sq ft', 'fr', fr)).toBe('20,5 pi²');
    expect(formatUnit(17.93, 'sq ft', 'bn', bn)).toBe('১৭.৯৩ বর্গফুট');
    expect(formatUnit(8, 'ft', 'en', en)).toBe('8 ft');
    expect(formatUnit(1234.567, 'sq ft', 'en', en)).toBe('1234.57 sq ft');
  });

  it('shows a unit the shop does not name as staff wrote it', () => {
    expect(unitWord('bundle', fr)).toBe('bundle');
    expect(unitWord('Box', fr)).toBe('boîte');
  });
});
