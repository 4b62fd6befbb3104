import 'server-only';
import { z } from 'zod';
import { productIdSchema, productIdsSchema } from '@/domain/account/schemas';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { actionRoute, envelopeAnswer, jsonInput, queryInput } from '@/server/http';
import { definePublicAction } from '@/server/public-action';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist';

/** The signed-in customer's list. */
export const readWishlist = definePublicAction(
  'wishlist.get',
  z.object({}),
  async (_input, { user }) => ({ wishlist: await getWishlist(user.id) }),
  {
    signedIn: true,
  },
);

/** Adds a product (`{productId}`), or merges a guest's browser list at sign-in (`{productIds}`); unknown ids change nothing. */
export const addToWishlistAction = definePublicAction(
  'wishlist.add',
  z.union([productIdsSchema, productIdSchema]),
  async (input, { user }) => {
    await addToWishlist(user.id, 'productIds' in input ? [...new Set(input.productIds)] : [input.productId]);
    return { wishlist: await getWishlist(user.id) };
  },
  { signedIn: true },
);

export const removeFromWishlistAction = definePublicAction(
  'wishlist.remove',
  productIdSchema,
  async ({ productId }, { user }) => {
    await removeFromWishlist(user.id, productId);
    return { wishlist: await getWishlist(user.id) };
  },
  { signedIn: true },
);

/**
 * The Store API's answers (docs/requirements.md, "Store API"): `{success, wishlist}`, 401 `Unauthorized` for a guest,
 * 400 `Invalid product id` for anything else the body gets wrong (a wishlist body is a few product ids: over 64 kB it
 * is refused unread).
 */
const answer = envelopeAnswer(
  (f) => {
    if (f.error === 'sessionRequired') return { status: 401, err: 'Unauthorized' };
    if (f.status === 413) return { err: 'Request too large' };
    if (f.status === 403) return { err: 'Forbidden' };
    return { status: 400, err: 'Invalid product id' };
  },
  { 'cache-control': 'private, no-store' },
);
const read = jsonInput(bodyLimitBytes('wishlist'));

export const wishlistGet = actionRoute(readWishlist, { read: queryInput, answer });
export const wishlistPost = actionRoute(addToWishlistAction, { read, answer });
export const wishlistDelete = actionRoute(removeFromWishlistAction, { read, answer });
