import { describe, expect, it } from 'vitest';
import { distinctLots, lotText, mixedLots } from './line-lots';

const words = { shade: 'shade', caliber: 'caliber' };

describe('the lots of an order line', () => {
  it('names a lot as printed on the box, and nothing for boxes without one', () => {
    expect(lotText({ code: 'A24', shade: '3', caliber: '9.8' }, words)).toBe('A24 · shade 3 · caliber 9.8');
    expect(lotText({ code: 'A24', shade: '', caliber: '' }, words)).toBe('A24');
    expect(lotText({ code: null, shade: '', caliber: '' }, words)).toBeNull();
    expect(lotText({ code: 'A24', shade: '', caliber: '9.8 mm' }, words, (v) => `[${v}]`)).toBe('[A24] · caliber [9.8 mm]');
  });

  it('counts a lot held at two places once, and says when a line mixes lots', () => {
    const a = { code: 'A24', shade: '3', caliber: '', location: 'Showroom' };
    const a2 = { ...a, location: 'Warehouse' };
    expect(distinctLots([a, a2])).toEqual([a]);
    expect(mixedLots([a, a2])).toBe(false);
    expect(mixedLots([a, { code: 'B7', shade: '', caliber: '' }])).toBe(true);
    expect(mixedLots([a, { code: null, shade: '', caliber: '' }])).toBe(true);
    expect(mixedLots([])).toBe(false);
  });
});
