import { round2 } from '@/lib/math';

/** Products sold by area: their unitValue is the square feet one sell unit covers. */
export const AREA_UNIT = 'sq ft';

export function isSoldByArea(p: { unit: string; unitValue: number }): boolean {
  return p.unit === AREA_UNIT && p.unitValue > 0;
}

/** (docs/requirements.md, "Prices and discounts"): the original price is shown struck through when the charged price (discount) is lower. */
export function isDiscounted(p: { price: number; discount: number }): boolean {
  return p.discount < p.price;
}

/** Whole-number percentage saved, for a "-15%" badge. */
export function discountPercent(p: { price: number; discount: number }): number {
  return isDiscounted(p) && p.price > 0 ? Math.round(((p.price - p.discount) / p.price) * 100) : 0;
}

/** Price per square foot of an area product (charged price / coverage), or null. */
export function pricePerSqFt(p: { unit: string; unitValue: number; discount: number }): number | null {
  return isSoldByArea(p) ? round2(p.discount / p.unitValue) : null;
}
