import { multiply, round2 } from '@/lib/math';
import { AREA_UNIT } from '@/domain/catalogue/pricing';
import { FLOOR_CATEGORY_SLUGS } from './samples';

/**
 * Installation estimate (docs/requirements.md, "Installation estimate"): a floor product sold by area can take an
 * installation service line, priced at the settings rate per square foot (`installation.ratePerSqFtCents`, 0 = not
 * offered) over the area its boxes cover. The line belongs to its boxes line: it has the same quantity (boxes), goes
 * when they go, takes no stock and weighs nothing for delivery. The cart, the quote and the order use these rules.
 */

/** Whether a product offers installation: a floor product sold by the square foot, and a rate set in settings. */
export function offersInstallation(p: { unit: string; categorySlug: string }, ratePerSqFtCents: number): boolean {
  return ratePerSqFtCents > 0 && p.unit === AREA_UNIT && (FLOOR_CATEGORY_SLUGS as readonly string[]).includes(p.categorySlug);
}

/** The installation price of one box: the rate times the square feet one box covers, rounded to cents. */
export function installationUnitPrice(ratePerSqFtCents: number, sqFtPerBox: number): number {
  if (!(ratePerSqFtCents > 0) || !(sqFtPerBox > 0)) return 0;
  return round2((Math.round(ratePerSqFtCents) * sqFtPerBox) / 100);
}

/** The area an installation line covers: its boxes times the coverage of one box, in sq ft. */
export function installationArea(boxes: number, sqFtPerBox: number): number {
  return multiply(boxes, sqFtPerBox);
}

interface Line {
  productId: string;
  variantId?: string;
  qty: number;
  sample?: boolean;
  installation?: boolean;
}

const keyOf = (l: Pick<Line, 'productId' | 'variantId'>) => `${l.productId}/${l.variantId ?? ''}`;

/**
 * Each installation line tied to its boxes line: its quantity becomes the boxes' (whatever was sent), and one
 * without boxes of the same product and variant in the order is `orphan`. Repeated installation lines of one
 * product and variant keep the first. Lines that are not installation come back as they are.
 */
export function tieInstallations<L extends Line>(lines: readonly L[]): (L & { orphan?: boolean })[] {
  const boxes = new Map<string, number>();
  for (const l of lines) if (!l.sample && !l.installation) boxes.set(keyOf(l), (boxes.get(keyOf(l)) ?? 0) + l.qty);
  const seen = new Set<string>();
  return lines.flatMap((l) => {
    if (!l.installation) return [l];
    const k = keyOf(l);
    if (seen.has(k)) return [];
    seen.add(k);
    const qty = boxes.get(k);
    return [qty ? { ...l, qty, sample: false } : { ...l, orphan: true }];
  });
}

/** The lines the server is sent for a cart: each boxes line marked `install` is followed by its installation line. */
export function withInstallationLines<I extends { qty: number; sample?: boolean; install?: boolean }, O extends object>(
  items: readonly I[],
  toLine: (i: I) => O,
): (O & { installation?: boolean })[] {
  return items.flatMap((i): (O & { installation?: boolean })[] => {
    const line = toLine(i);
    return i.install && !i.sample ? [line, { ...line, installation: true }] : [line];
  });
}
