import { effectiveQuantity } from './stock';

/** What choosing among a product's variants needs: the prices and the raw stock (-1 unlimited). */
export interface PricedVariant {
  price: number;
  discount: number;
  quantity: number;
}

/**
 * The variant a product page opens with, whose price the product's card shows (docs/requirements.md, "Variants"):
 * the lowest charged price among the variants in stock, else among all; equal prices keep the page's order
 * (colour name, attribute value, id).
 */
export function openingVariant<V extends PricedVariant>(variants: readonly V[]): V | undefined {
  const inStock = variants.filter((v) => effectiveQuantity(v.quantity) > 0);
  const pool = inStock.length ? inStock : variants;
  let best: V | undefined;
  for (const v of pool) if (!best || v.discount < best.discount || (v.discount === best.discount && v.price < best.price)) best = v;
  return best;
}

/** A variable product's card price: the opening variant's, said as "from" when the variants' charged prices differ. */
export function cardPrice(variants: readonly PricedVariant[]): { price: number; discount: number; from: boolean } | null {
  const opening = openingVariant(variants);
  if (!opening) return null;
  const from = variants.some((v) => v.discount !== opening.discount);
  return { price: opening.price, discount: opening.discount, from };
}

/** The variant a shared link names (`?variant=<id>`), when the product has it. */
export function variantFromSearch<V extends { _id: string }>(variants: readonly V[], search: string): V | undefined {
  const id = new URLSearchParams(search).get('variant');
  return id ? variants.find((v) => v._id === id) : undefined;
}
