/** Browser storage key of a guest's wishlist: a JSON array of product ids, merged into the account at sign-in. */
export const GUEST_WISHLIST_KEY = 'WISHLIST';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product ids in a stored guest wishlist; anything malformed is dropped. */
export function parseGuestWishlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && UUID.test(v)))].slice(0, 200);
  } catch {
    return [];
  }
}
