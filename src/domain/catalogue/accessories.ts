import { z } from 'zod';
import { calculateBoxes } from './boxes';
import { isSoldByArea } from './pricing';

/**
 * Matching accessories (docs/requirements.md, "Matching accessories"): which floor products list accessories, which
 * list they show (their own, else their category's default from settings), and how many of each a room needs.
 */

/** Most accessories one product (or one category's default) names. */
export const MAX_ACCESSORIES = 12;

/** The category whose products are accessories (they list none themselves). */
export const ACCESSORIES_CATEGORY_SLUG = 'accessories';

/** Longest perimeter the product page takes, in feet. */
export const MAX_PERIMETER_FT = 10_000;

/** An ordered list of accessory product ids: no repeats, at most MAX_ACCESSORIES. Messages are `dashboard.validation` keys. */
export const accessoryIdsSchema = z
  .array(z.uuid('invalid'))
  .max(MAX_ACCESSORIES, 'tooLong')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid');

/** A floor product (sold by area, not itself an accessory) lists matching accessories. */
export function takesAccessories(p: { unit: string; unitValue: number; categorySlug: string }): boolean {
  return isSoldByArea(p) && p.categorySlug !== ACCESSORIES_CATEGORY_SLUG;
}

/** The product's own accessories when it names any, else its category's default list. */
export function accessoryIdsFor(
  own: readonly string[],
  categoryId: string,
  byCategory: readonly { categoryId: string; productIds: string[] }[],
) {
  if (own.length) return [...own];
  return [...(byCategory.find((c) => c.categoryId === categoryId)?.productIds ?? [])];
}

export interface AccessoryRoom {
  /** the floor's area in sq ft before waste (the boxes calculator's room area) */
  area: number;
  /** the calculator's waste allowance, 0..100 */
  wastePercent: number;
  /** the room's perimeter in feet; null when the customer gave none */
  perimeter: number | null;
}

const positive = (n: number | null) => (n !== null && Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Units of one accessory a room needs: by area (`sq ft`: unitValue is what one unit covers) as many as cover the area
 * with the calculator's waste, the same rounding as the boxes; by length (`ft`: unitValue is one piece's length) as
 * many pieces as run round the perimeter, null without a perimeter; anything else (glue, grout, spacers) one.
 */
export function accessoryQuantity(accessory: { unit: string; unitValue: number }, room: AccessoryRoom): number | null {
  if (accessory.unit === 'sq ft') {
    const result = calculateBoxes({
      room: { mode: 'area', unit: 'ft', area: positive(room.area) },
      wastePercent: room.wastePercent,
      coveragePerBox: accessory.unitValue,
      pricePerBox: 0,
    });
    return result ? result.boxes : 1;
  }
  if (accessory.unit === 'ft') {
    const perimeter = positive(room.perimeter);
    if (!perimeter) return null;
    if (!Number.isFinite(accessory.unitValue) || accessory.unitValue <= 0) return 1;
    // toPrecision removes float noise before rounding up, as the boxes calculator does
    return Math.ceil(Number((perimeter / accessory.unitValue).toPrecision(12)));
  }
  return 1;
}
