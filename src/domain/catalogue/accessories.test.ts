import { describe, expect, it } from 'vitest';
import { accessoryIdsFor, accessoryIdsSchema, accessoryQuantity, MAX_ACCESSORIES, takesAccessories } from './accessories';

const room = (area: number, perimeter: number | null = null, wastePercent = 10) => ({ area, perimeter, wastePercent });
const underlay = { unit: 'sq ft', unitValue: 100 };
const trim = { unit: 'ft', unitValue: 8 };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('accessoryQuantity', () => {
  it('covers the area with the calculator waste for an accessory sold by area', () => {
    // 200 sq ft + 10 % = 220 sq ft: three rolls of 100
    expect(accessoryQuantity(underlay, room(200))).toBe(3);
    // without waste 200 sq ft is exactly two rolls (no float noise rounds it up)
    expect(accessoryQuantity(underlay, room(200, null, 0))).toBe(2);
    // 100 sq ft + 10 % = 110.00000000000001 in floats: two rolls, not more
    expect(accessoryQuantity({ unit: 'sq ft', unitValue: 55 }, room(100))).toBe(2);
    expect(accessoryQuantity(underlay, room(0))).toBe(0);
  });

  it('runs length pieces round the perimeter, none without a perimeter', () => {
    expect(accessoryQuantity(trim, room(200, 60))).toBe(8);
    expect(accessoryQuantity(trim, room(200, 64))).toBe(8);
    expect(accessoryQuantity(trim, room(200, 64.1))).toBe(9);
    expect(accessoryQuantity({ unit: 'ft', unitValue: 7.83 }, room(200, 46.98))).toBe(6);
    expect(accessoryQuantity(trim, room(200, null))).toBeNull();
    expect(accessoryQuantity(trim, room(200, 0))).toBeNull();
    expect(accessoryQuantity(trim, room(200, Number.NaN))).toBeNull();
  });

  it('counts one of anything else', () => {
    expect(accessoryQuantity({ unit: 'lb', unitValue: 50 }, room(400, 80))).toBe(1);
    expect(accessoryQuantity({ unit: 'piece', unitValue: 500 }, room(0))).toBe(1);
  });

  it('counts one of an accessory without a usable size', () => {
    expect(accessoryQuantity({ unit: 'sq ft', unitValue: 0 }, room(200))).toBe(1);
    expect(accessoryQuantity({ unit: 'ft', unitValue: 0 }, room(200, 40))).toBe(1);
  });
});

describe('which products list accessories, and which list', () => {
  it('lists them on floor products only', () => {
    expect(takesAccessories({ unit: 'sq ft', unitValue: 20, categorySlug: 'laminate' })).toBe(true);
    // underlay is sold by area but is an accessory itself
    expect(takesAccessories({ unit: 'sq ft', unitValue: 100, categorySlug: 'accessories' })).toBe(false);
    expect(takesAccessories({ unit: 'ft', unitValue: 8, categorySlug: 'laminate' })).toBe(false);
  });

  it("takes the product's own list, else its category's default", () => {
    const byCategory = [{ categoryId: 'cat-a', productIds: [id(1), id(2)] }];
    expect(accessoryIdsFor([id(3)], 'cat-a', byCategory)).toEqual([id(3)]);
    expect(accessoryIdsFor([], 'cat-a', byCategory)).toEqual([id(1), id(2)]);
    expect(accessoryIdsFor([], 'cat-b', byCategory)).toEqual([]);
  });

  it('refuses repeated ids and too long a list', () => {
    expect(accessoryIdsSchema.safeParse([id(1), id(2)]).success).toBe(true);
    expect(accessoryIdsSchema.safeParse([id(1), id(1)]).success).toBe(false);
    expect(accessoryIdsSchema.safeParse(Array.from({ length: MAX_ACCESSORIES + 1 }, (_, i) => id(i))).success).toBe(false);
    expect(accessoryIdsSchema.safeParse(['nope']).success).toBe(false);
  });
});
