import { describe, expect, it } from 'vitest';
import { allocate, largestLot, lotsOf, lotTotals, type Held } from './lot-allocation';

const SHOWROOM = 'showroom';
const WAREHOUSE = 'warehouse';
const h = (locationId: string, lotId: string | null, quantity: number): Held => ({ locationId, lotId, quantity });

describe('allocate without lots', () => {
  it('takes from the locations in order, and the preferred ones first', () => {
    const held = [h(SHOWROOM, null, 3), h(WAREHOUSE, null, 10)];
    expect(allocate(held, 5, { lotTracked: false })).toEqual([
      { locationId: SHOWROOM, lotId: null, qty: 3 },
      { locationId: WAREHOUSE, lotId: null, qty: 2 },
    ]);
    expect(allocate(held, 5, { lotTracked: false, preferLocations: [WAREHOUSE] })).toEqual([
      { locationId: WAREHOUSE, lotId: null, qty: 5 },
    ]);
  });

  it('answers null when the holdings hold fewer, and nothing for nothing', () => {
    expect(allocate([h(SHOWROOM, null, 3)], 4, { lotTracked: false })).toBeNull();
    expect(allocate([], 1, { lotTracked: true })).toBeNull();
    expect(allocate([h(SHOWROOM, null, 3)], 0, { lotTracked: false })).toEqual([]);
  });
});

describe('allocate with lots', () => {
  const held = [h(SHOWROOM, 'A', 4), h(WAREHOUSE, 'A', 4), h(WAREHOUSE, 'B', 12), h(SHOWROOM, 'C', 6)];

  it('takes a line from one lot when one holds enough: the smallest that does, over its locations', () => {
    expect(allocate(held, 6, { lotTracked: true })).toEqual([{ locationId: SHOWROOM, lotId: 'C', qty: 6 }]);
    // lot A holds 8 over two places: it fits 7 better than B's 12
    expect(allocate(held, 7, { lotTracked: true })).toEqual([
      { locationId: SHOWROOM, lotId: 'A', qty: 4 },
      { locationId: WAREHOUSE, lotId: 'A', qty: 3 },
    ]);
    expect(allocate(held, 12, { lotTracked: true })).toEqual([{ locationId: WAREHOUSE, lotId: 'B', qty: 12 }]);
  });

  it('mixes lots, the largest first, when no lot holds enough', () => {
    const pieces = allocate(held, 22, { lotTracked: true })!;
    expect(pieces).toEqual([
      { locationId: WAREHOUSE, lotId: 'B', qty: 12 },
      { locationId: SHOWROOM, lotId: 'A', qty: 4 },
      { locationId: WAREHOUSE, lotId: 'A', qty: 4 },
      { locationId: SHOWROOM, lotId: 'C', qty: 2 },
    ]);
    expect(lotsOf(pieces)).toEqual(['B', 'A', 'C']);
    expect(allocate(held, 27, { lotTracked: true })).toBeNull();
  });

  it('takes an earlier order’s lot first while it lasts, then the best fit for the rest', () => {
    expect(allocate(held, 5, { lotTracked: true, preferLots: ['B'] })).toEqual([{ locationId: WAREHOUSE, lotId: 'B', qty: 5 }]);
    expect(allocate(held, 10, { lotTracked: true, preferLots: ['C'] })).toEqual([
      { locationId: SHOWROOM, lotId: 'C', qty: 6 },
      { locationId: SHOWROOM, lotId: 'A', qty: 4 },
    ]);
    // a lot that is gone is passed over
    expect(allocate(held, 3, { lotTracked: true, preferLots: ['gone'] })).toEqual([{ locationId: SHOWROOM, lotId: 'C', qty: 3 }]);
  });

  it('takes a lot from the preferred location first (a pickup at the showroom)', () => {
    expect(allocate(held, 7, { lotTracked: true, preferLocations: [WAREHOUSE] })).toEqual([
      { locationId: WAREHOUSE, lotId: 'A', qty: 4 },
      { locationId: SHOWROOM, lotId: 'A', qty: 3 },
    ]);
  });

  it('counts boxes without a lot as one group', () => {
    const mixed = [h(SHOWROOM, null, 5), h(WAREHOUSE, null, 5), h(SHOWROOM, 'A', 7)];
    expect([...lotTotals(mixed)]).toEqual([
      ['', 10],
      ['A', 7],
    ]);
    expect(largestLot(mixed)).toBe(10);
    expect(largestLot([])).toBe(0);
    expect(allocate(mixed, 8, { lotTracked: true })).toEqual([
      { locationId: SHOWROOM, lotId: null, qty: 5 },
      { locationId: WAREHOUSE, lotId: null, qty: 3 },
    ]);
  });
});
