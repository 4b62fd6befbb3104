'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { siteOrigin } from '@/server/content/site-origin';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { findGuestOrder } from '@/server/orders/find-order';
import { placeOrder, type PlaceOrderResult } from '@/server/orders/place-order';
import { quoteCart, type CartQuote } from '@/server/orders/quote-cart';
import { currentBuyer } from '@/server/orders/current-buyer';

/** Cookie naming the order just placed, so its confirmation page opens without asking for the e-mail. */
const LAST_ORDER_COOKIE = 'fs_last_order';

export async function quoteCartAction(input: unknown): Promise<CartQuote | null> {
  try {
    return await quoteCart(input);
  } catch (err) {
    console.error('[checkout] quote failed', err);
    return null;
  }
}

export async function placeOrderAction(input: unknown): Promise<PlaceOrderResult | { ok: false; code: 'generic' }> {
  try {
    const result = await placeOrder(input, await currentBuyer());
    if (result.ok) {
      (await cookies()).set(LAST_ORDER_COOKIE, result.order.id, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 86_400 });
      // after the commit, only for a new order; a mail failure is logged inside and never undoes the order
      const locale = await getLocale().catch(() => 'en');
      await sendOrderConfirmation(result.order, { locale: isLocale(locale) ? locale : 'en', origin: await siteOrigin() });
    }
    return result;
  } catch (err) {
    console.error('[checkout] placing the order failed', err);
    return { ok: false, code: 'generic' };
  }
}

/** Cookie naming the order a guest looked up (number + e-mail matched), read by /order/lookup. */
const LOOKUP_COOKIE = 'fs_order_lookup';

export async function lookupOrderAction(_prev: unknown, form: FormData): Promise<{ notFound: boolean }> {
  const found = await findGuestOrder({ number: form.get('number'), email: form.get('email') }).catch((err) => {
    console.error('[orders] lookup failed', err);
    return null;
  });
  if (!found) return { notFound: true };
  (await cookies()).set(LOOKUP_COOKIE, found.id, { httpOnly: true, sameSite: 'lax', path: '/order', maxAge: 3600 });
  redirect('/order/lookup');
}
