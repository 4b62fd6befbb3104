/** (docs/requirements.md, "Stock rule"): -1 means unlimited and counts as 100000; other negatives count as 0. */
export const UNLIMITED_STOCK = -1;
export const UNLIMITED_STOCK_COUNT = 100_000;

export function effectiveQuantity(quantity: number): number {
  if (quantity === UNLIMITED_STOCK) return UNLIMITED_STOCK_COUNT;
  return quantity > 0 ? Math.floor(quantity) : 0;
}

/** Sum of variant stock, each counted by the rule above. */
export function variantStock(variants: readonly { quantity: number }[]): number {
  return variants.reduce((sum, v) => sum + effectiveQuantity(v.quantity), 0);
}

export interface StockInput {
  type: 'simple' | 'variable';
  quantity: number;
  variants?: readonly { quantity: number }[];
}

/** A simple product is in stock when quantity is -1 or above 0; a variant product when its summed stock exceeds 0. */
export function isInStock(product: StockInput): boolean {
  if (product.type === 'simple') return product.quantity === UNLIMITED_STOCK || product.quantity > 0;
  return variantStock(product.variants ?? []) > 0;
}

/** How many units may be put in a cart line (the stepper's maximum). */
export function availableQuantity(product: StockInput): number {
  return product.type === 'simple' ? effectiveQuantity(product.quantity) : variantStock(product.variants ?? []);
}
