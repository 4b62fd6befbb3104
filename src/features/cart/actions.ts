'use server';

import { getCompareProducts, getProductCards } from '@/server/catalogue/get-products-by-ids';

/** The products of the compare list (at most 4 ids). */
export async function loadCompareAction(ids: unknown) {
  try {
    const products = await getCompareProducts(ids);
    return products ? { ok: true as const, products } : { ok: false as const };
  } catch (err) {
    console.error('[compare] loading products failed', err);
    return { ok: false as const };
  }
}

/** Product cards for wishlist ids. */
export async function loadProductCardsAction(ids: unknown) {
  try {
    const products = await getProductCards(ids);
    return products ? { ok: true as const, products } : { ok: false as const };
  } catch (err) {
    console.error('[wishlist] loading products failed', err);
    return { ok: false as const };
  }
}
