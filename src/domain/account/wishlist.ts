import { isUuid } from '@/domain/uuid';

/** Browser storage key of a guest's wishlist: a JSON array of product ids, merged into the account at sign-in. */
export const GUEST_WISHLIST_KEY = 'WISHLIST';

/** The product ids in a stored guest wishlist; anything malformed is dropped. */
export function parseGuestWishlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter(isUuid))].slice(0, 200);
  } catch {
    return [];
  }
}
