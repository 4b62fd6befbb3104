'use server';

import { ActionError } from '@/server/action';
import { cardIdsSchema, compareIdsSchema, getCompareProducts, getProductCards } from '@/server/catalogue/get-products-by-ids';
import { definePublicAction } from '@/server/public-action';

/** The products of the compare list (at most 4 ids). */
export const loadCompareAction = definePublicAction('compare.load', compareIdsSchema, async (ids) => {
  const products = await getCompareProducts(ids);
  if (!products) throw new ActionError(400, 'invalid');
  return products;
});

/** Product cards for wishlist ids. */
export const loadProductCardsAction = definePublicAction('wishlist.load', cardIdsSchema, async (ids) => {
  const products = await getProductCards(ids);
  if (!products) throw new ActionError(400, 'invalid');
  return products;
});
