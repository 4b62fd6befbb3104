import { describe, expect, it } from 'vitest';
import { calculateBoxes, roomAreaSqFt, roomTooLarge, SQ_FT_PER_SQ_M } from './boxes';

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

  it('counts rooms up to 200 ft (60 m) a side and 10,000 sq ft (929 m²), and no larger (docs/requirements.md, "Box calculator")', () => {
    const boxes = (room: Parameters<typeof roomTooLarge>[0]) =>
      calculateBoxes({ room, wastePercent: 10, coveragePerBox: 20, pricePerBox: 5 });
    expect(roomTooLarge({ mode: 'dimensions', unit: 'ft', length: 100, width: 100 })).toBeNull();
    expect(boxes({ mode: 'dimensions', unit: 'ft', length: 100, width: 100 })!.boxes).toBe(550);
    expect(roomTooLarge({ mode: 'dimensions', unit: 'ft', length: 201, width: 10 })).toBe('side');
    expect(roomTooLarge({ mode: 'dimensions', unit: 'm', length: 61, width: 1 })).toBe('side');
    expect(roomTooLarge({ mode: 'dimensions', unit: 'ft', length: 150, width: 150 })).toBe('area');
    expect(roomTooLarge({ mode: 'area', unit: 'ft', area: 10_001 })).toBe('area');
    expect(roomTooLarge({ mode: 'area', unit: 'm', area: 929 })).toBeNull();
    expect(roomTooLarge({ mode: 'area', unit: 'm', area: 930 })).toBe('area');
    // the room of the "58666666667 boxes" seen before: no count at all
    expect(boxes({ mode: 'dimensions', unit: 'ft', length: 99_999_999, width: 99_999 })).toBeNull();
  });
});
