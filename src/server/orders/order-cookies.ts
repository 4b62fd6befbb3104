import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/server/auth/secret';

/**
 * Cookies that open an order's page without signing in: the order just placed (confirmation, "Pay now") and the
 * order a guest looked up by number and e-mail. Their value is `<order id>.<HMAC>`, signed with the session
 * secret, so a visitor who learns another order's id cannot open it by writing the cookie themselves.
 */
export const ORDER_COOKIES = {
  /** the order just placed, read by /order/confirmation and "Pay now" */
  lastOrder: { name: 'fs_last_order', path: '/', maxAge: 86_400 },
  /** the order a guest looked up (number + e-mail matched), read by /order/lookup */
  // path '/': the look-up page is /order/lookup in English and /fr/order/lookup (…) in the other languages
  lookup: { name: 'fs_order_lookup', path: '/', maxAge: 3600 },
} as const;

export type OrderCookie = keyof typeof ORDER_COOKIES;

function mac(kind: OrderCookie, orderId: string, secret: string): string {
  return createHmac('sha256', secret).update(`order-cookie:${kind}:${orderId}`).digest('base64url');
}

/** The cookie value naming `orderId` for `kind`. */
export function signOrderCookie(kind: OrderCookie, orderId: string, secret: string = getAuthSecret()): string {
  return `${orderId}.${mac(kind, orderId, secret)}`;
}

/** The order id a cookie value names, or null when it is missing, malformed, for another cookie, or not ours. */
export function readOrderCookie(kind: OrderCookie, value: string | undefined, secret: string = getAuthSecret()): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const orderId = value.slice(0, dot);
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(kind, orderId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}

/** Options for `cookies().set` of a signed order cookie. */
export function orderCookieOptions(kind: OrderCookie) {
  const { path, maxAge } = ORDER_COOKIES[kind];
  return { httpOnly: true, sameSite: 'lax' as const, path, maxAge };
}
