'use server';

import { ActionError } from '@/server/action';
import { cardIdsSchema, compareRequestSchema, getCompareProducts, getProductCards } from '@/server/catalogue/get-products-by-ids';
import { definePublicAction } from '@/server/public-action';

/** The products of the compare list (at most 4 ids), in the page's language. */
export const loadCompareAction = definePublicAction('compare.load', compareRequestSchema, async ({ ids, locale }) => {
  const products = await getCompareProducts(ids, undefined, locale);
  if (!products) throw new ActionError(400, 'invalid');
  return products;
});

/** Product cards for wishlist ids. */
export const loadProductCardsAction = definePublicAction('wishlist.load', cardIdsSchema, async (ids) => {
  const products = await getProductCards(ids);
  if (!products) throw new ActionError(400, 'invalid');
  return products;
});
