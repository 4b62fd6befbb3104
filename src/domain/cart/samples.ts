/**
 * Free samples (docs/requirements.md, "Free samples"): one sample of a floor product's colour or variant, price 0,
 * at most MAX_SAMPLES sample lines per order, no stock taken. The cart, the product page and the server's quote
 * and checkout all use these rules.
 */

/** Most sample lines of one order (one per product or variant). */
export const MAX_SAMPLES = 5;

/** The categories whose products are floors (every category but accessories offers samples). */
export const FLOOR_CATEGORY_SLUGS = ['laminate', 'vinyl-plank', 'engineered-wood', 'tiles'] as const;

/** A product offers a free sample when it is a floor product and its "Offer free samples" switch is on. */
export function offersSamples(p: { samples: boolean; categorySlug: string }): boolean {
  return p.samples && (FLOOR_CATEGORY_SLUGS as readonly string[]).includes(p.categorySlug);
}

interface SampleFlag {
  sample?: boolean;
}

/** The number of sample lines. */
export function sampleCount(lines: readonly SampleFlag[]): number {
  return lines.filter((l) => l.sample).length;
}

/** Only samples (and at least one): the order's delivery is the sample delivery fee. */
export function samplesOnly(lines: readonly SampleFlag[]): boolean {
  return lines.length > 0 && lines.every((l) => l.sample);
}

/**
 * Whether one more sample line may join these lines: `full` at MAX_SAMPLES sample lines, `already` when this
 * product and variant already has its sample line.
 */
export function sampleRefusal(
  lines: readonly (SampleFlag & { productId: string; variantId?: string })[],
  wanted: { productId: string; variantId?: string },
): 'full' | 'already' | null {
  const samples = lines.filter((l) => l.sample);
  if (samples.some((l) => l.productId === wanted.productId && (l.variantId ?? '') === (wanted.variantId ?? ''))) return 'already';
  return samples.length >= MAX_SAMPLES ? 'full' : null;
}

/**
 * The delivery charged: an order of samples alone pays the sample delivery fee (settings `samples.deliveryFeeCents`,
 * 0 = free) instead of the delivery option's cost; with boxes the samples travel with them.
 */
export function deliveryCost(lines: readonly SampleFlag[], optionCost: number, sampleFeeCents: number): number {
  return samplesOnly(lines) ? Math.max(0, Math.round(sampleFeeCents)) / 100 : optionCost;
}
