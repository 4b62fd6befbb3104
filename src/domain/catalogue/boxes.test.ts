import { describe, expect, it } from 'vitest';
import { calculateBoxes, roomAreaSqFt, SQ_FT_PER_SQ_M } from './boxes';

describe('boxes calculator', () => {
  it('adds the waste allowance and rounds the boxes up', () => {
    // 12 x 10 ft = 120 sq ft, +10% = 132 sq ft, 20.5 sq ft per box -> 6.44 -> 7 boxes
    const r = calculateBoxes({
      room: { mode: 'dimensions', unit: 'ft', length: 12, width: 10 },
      wastePercent: 10,
      coveragePerBox: 20.5,
      pricePerBox: 49.99,
    })!;
    expect(r.roomArea).toBe(120);
    expect(r.areaNeeded).toBe(132);
    expect(r.boxes).toBe(7);
    expect(r.coveredArea).toBe(143.5);
    expect(r.totalPrice).toBe(349.93);
  });

  it('does not add a box for float noise when the area divides exactly', () => {
    // 100 sq ft + 10% = 110 sq ft = exactly 5 boxes of 22 sq ft (100 * 1.1 is 110.00000000000001 in floats)
    expect(
      calculateBoxes({ room: { mode: 'area', unit: 'ft', area: 100 }, wastePercent: 10, coveragePerBox: 22, pricePerBox: 10 })!.boxes,
    ).toBe(5);
  });

  it('takes metric room sizes: 1 m² = 10.7639 sq ft', () => {
    expect(roomAreaSqFt({ mode: 'area', unit: 'm', area: 1 })).toBeCloseTo(10.7639, 6);
    // 4 m x 3 m = 12 m² = 129.1668 sq ft, +5% = 135.625 sq ft, 19.5 per box -> 6.955 -> 7 boxes
    const r = calculateBoxes({
      room: { mode: 'dimensions', unit: 'm', length: 4, width: 3 },
      wastePercent: 5,
      coveragePerBox: 19.5,
      pricePerBox: 40,
    })!;
    expect(r.roomArea).toBeCloseTo(12 * SQ_FT_PER_SQ_M, 2);
    expect(r.boxes).toBe(7);
    expect(r.totalPrice).toBe(280);
  });

  it('herringbone waste of 20% needs more boxes than straight 5%', () => {
    const base = { room: { mode: 'area' as const, unit: 'ft' as const, area: 200 }, coveragePerBox: 20, pricePerBox: 1 };
    expect(calculateBoxes({ ...base, wastePercent: 5 })!.boxes).toBe(11);
    expect(calculateBoxes({ ...base, wastePercent: 20 })!.boxes).toBe(12);
  });

  it('gives 0 boxes for an empty or negative room, and null without a coverage', () => {
    expect(
      calculateBoxes({
        room: { mode: 'dimensions', unit: 'ft', length: -3, width: 4 },
        wastePercent: 10,
        coveragePerBox: 20,
        pricePerBox: 5,
      })!.boxes,
    ).toBe(0);
    expect(
      calculateBoxes({ room: { mode: 'area', unit: 'ft', area: Number.NaN }, wastePercent: 10, coveragePerBox: 20, pricePerBox: 5 })!.boxes,
    ).toBe(0);
    expect(
      calculateBoxes({ room: { mode: 'area', unit: 'ft', area: 10 }, wastePercent: 10, coveragePerBox: 0, pricePerBox: 5 }),
    ).toBeNull();
  });
});
