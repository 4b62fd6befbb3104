'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { findGuestOrder } from '@/server/orders/find-order';
import { placeOrder, type PlaceOrderResult } from '@/server/orders/place-order';
import { quoteCart, type CartQuote } from '@/server/orders/quote-cart';
import { currentBuyer } from '@/server/orders/current-buyer';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';
import { findOrderById } from '@/server/orders/find-order';
import { startOnlinePayment } from '@/server/payments/start-payment';
import { waitMinutes } from '@/domain/security/limits';
import { requestClientAddress } from '@/server/security/client-address';
import { limits } from '@/server/security/limiter';
import { ORDER_COOKIES, orderCookieOptions, readOrderCookie, signOrderCookie } from '@/server/orders/order-cookies';

export async function quoteCartAction(input: unknown): Promise<CartQuote | null> {
  try {
    return await quoteCart(input);
  } catch (err) {
    console.error('[checkout] quote failed', err);
    return null;
  }
}

/** An online order answers the gateway's hosted page to go to (null: the payment could not be started). */
export type PlaceOrderActionResult = (PlaceOrderResult & { redirectUrl?: string | null }) | { ok: false; code: 'generic' | 'unavailable' };

export async function placeOrderAction(input: unknown): Promise<PlaceOrderActionResult> {
  try {
    const result = await placeOrder(input, await currentBuyer());
    if (result.ok) {
      // signed: the confirmation page opens this order without asking for the e-mail, and no other
      (await cookies()).set(ORDER_COOKIES.lastOrder.name, signOrderCookie('lastOrder', result.order.id), orderCookieOptions('lastOrder'));
      // after the commit, only for a new order; a mail failure is logged inside and never undoes the order
      const locale = await getLocale().catch(() => 'en');
      await sendOrderConfirmation(result.order, { locale: isLocale(locale) ? locale : 'en', origin: siteOrigin() });
      if (result.order.paymentMethod !== 'cod') {
        // the amount is the order's own total, read again on the server; the browser only learns where to go
        const started = await startOnlinePayment(result.order.id, siteOrigin());
        return { ...result, redirectUrl: started.ok ? started.redirectUrl : null };
      }
    }
    return result;
  } catch (err) {
    // the database cannot be reached (PostgreSQL restarting): a clear "try again"; the same checkout key makes a
    // second submission answer the order if the first one did commit, so it is never placed twice
    if (isDatabaseUnavailable(err)) {
      console.error('[checkout] placing the order failed: database unavailable', (err as Error)?.cause ?? err);
      return { ok: false, code: 'unavailable' };
    }
    console.error('[checkout] placing the order failed', err);
    return { ok: false, code: 'generic' };
  }
}

/** "Pay now" on the confirmation page: a new hosted session for the order named by the confirmation cookie. */
export async function payOrderAction(): Promise<void> {
  const id = readOrderCookie('lastOrder', (await cookies()).get(ORDER_COOKIES.lastOrder.name)?.value);
  const order = id ? await findOrderById(id) : null;
  if (!order) redirect('/order/lookup');
  const started = await startOnlinePayment(order.id, siteOrigin()).catch((err) => {
    console.error('[checkout] starting the payment failed', err);
    return { ok: false as const };
  });
  redirect(started.ok ? started.redirectUrl : '/order/confirmation?payment=error');
}

/** `minutes`: the look-ups of this address are used up for that long (LIMITS.orderLookup) */
export type LookupState = { notFound: boolean; minutes?: number };

export async function lookupOrderAction(_prev: unknown, form: FormData): Promise<LookupState> {
  const allowed = await limits.orderLookup.take(requestClientAddress(await headers()));
  if (!allowed.ok) return { notFound: false, minutes: waitMinutes(allowed.retryAfterMs) };
  const found = await findGuestOrder({ number: form.get('number'), email: form.get('email') }).catch((err) => {
    console.error('[orders] lookup failed', err);
    return null;
  });
  if (!found) return { notFound: true };
  (await cookies()).set(ORDER_COOKIES.lookup.name, signOrderCookie('lookup', found.id), orderCookieOptions('lookup'));
  redirect('/order/lookup');
}
