import { isUuid } from '@/domain/uuid';

/**
 * The browser's checkout cookie: a random id given to a browser when it opens the checkout page (src/proxy.ts).
 * The checkout key a submission carries is stored bound to it, so a key replayed from another browser finds
 * nothing (docs/architecture.md, "Cart, checkout and orders").
 */
export const CHECKOUT_CLIENT_COOKIE = { name: 'fs_checkout_client', maxAge: 30 * 24 * 60 * 60 } as const;

/** The cookie's id when it is one we could have given, else null. */
export function checkoutClientId(value: string | undefined | null): string | null {
  return isUuid(value) ? value.toLowerCase() : null;
}
