/**
 * Rounding helpers (docs/requirements.md, "Rounding helpers"). Both work on decimal strings internally so that
 * 1.005 rounds the way a person expects (binary floats would give 1.00).
 */
function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  // toPrecision(15) removes float noise (0.1 + 0.2 -> 0.3) before rounding half away from zero.
  const clean = Number(value.toPrecision(15));
  const sign = clean < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(clean)}e${decimals}`);
  return sign * Number(`${Math.round(shifted)}e-${decimals}`) || 0;
}

/** Round to 1 decimal (used for cart totals; docs/requirements.md, "Cart total"). */
export const round1 = (value: number): number => roundTo(value, 1);

/** Round to 2 decimals. */
export const round2 = (value: number): number => roundTo(value, 2);

/** Product of two numbers rounded to 2 decimals (docs/requirements.md, "Rounding helpers"). */
export const multiply = (a: number, b: number): number => round2(Number(a) * Number(b));
