'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { redirect } from 'next/navigation';
import { redirect as redirectInLanguage } from '@/i18n/navigation';
import { getLocale } from 'next-intl/server';
import { firstLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import { checkoutRequestSchema } from '@/domain/orders/checkout-schema';
import type { ActionResult } from '@/lib/action-result';
import { checkout, type CheckoutResult } from '@/server/orders/checkout';
import { findGuestOrder, findOrderById } from '@/server/orders/find-order';
import { quoteCart, type CartQuote } from '@/server/orders/quote-cart';
import { currentBuyer } from '@/server/orders/current-buyer';
import { definePublicAction } from '@/server/public-action';
import { startOnlinePayment } from '@/server/payments/start-payment';
import { orderLookupSchema } from '@/domain/orders/order-lookup';
import { ActionError } from '@/server/action';
import { limits } from '@/server/security/limiter';
import { ORDER_COOKIES, orderCookieOptions, readOrderCookie, signOrderCookie } from '@/server/orders/order-cookies';

export async function quoteCartAction(input: unknown): Promise<CartQuote | null> {
  try {
    // the signed-in account's uses of a coupon count; a guest's e-mail is checked when the order is placed
    return await quoteCart(input, { userId: (await currentBuyer()).userId });
  } catch (err) {
    console.error('[checkout] quote failed', err);
    return null;
  }
}

/** The checkout form: places the order; a new order's number is remembered (signed) for the confirmation page. */
export async function placeOrderAction(input: unknown): Promise<ActionResult<CheckoutResult>> {
  return placeOrder(input);
}

const placeOrder = definePublicAction('checkout.placeOrder', checkoutRequestSchema, async (input) => {
  const result = await checkout(input, await currentBuyer(), { locale: await visitorLocale(), origin: siteOrigin() });
  // signed: the confirmation page opens this order without asking for the e-mail, and no other
  (await cookies()).set(ORDER_COOKIES.lastOrder.name, signOrderCookie('lastOrder', result.order.id), orderCookieOptions('lastOrder'));
  return result;
});

/**
 * "Pay now" on the confirmation page: a new hosted session for the order named by the confirmation cookie, through
 * the storefront's write contract (throttled per address: each start calls the gateway). A refusal or a failed start
 * comes back to the confirmation page with the payment error.
 */
export async function payOrderAction(): Promise<void> {
  const result = await payOrder({});
  // success and the missing order left by redirect; what is left is a refusal (the throttle) or a failed start
  if (!result.ok || !result.data) redirectInLanguage({ href: '/order/confirmation?payment=error', locale: await visitorLocale() });
}

const payOrder = definePublicAction(
  'checkout.payOrder',
  z.object({}),
  async () => {
    const id = readOrderCookie('lastOrder', (await cookies()).get(ORDER_COOKIES.lastOrder.name)?.value);
    const order = id ? await findOrderById(id) : null;
    if (!order) return redirectInLanguage({ href: '/order/lookup', locale: await visitorLocale() });
    const started = await startOnlinePayment(order.id, siteOrigin()).catch((err) => {
      console.error('[checkout] starting the payment failed', err);
      return { ok: false as const };
    });
    if (started.ok) redirect(started.redirectUrl);
    return false;
  },
  { throttles: async (_input, ctx) => [[limits.paymentStart, await ctx.clientAddress()]] },
);

/** The language of the page the action was sent from (its pages stay in that language). */
async function visitorLocale() {
  const locale = await getLocale().catch(() => 'en');
  return firstLocale(locale);
}

/**
 * A guest's order look-up: 404 `notFound` unless number and e-mail match one order, 429 with `minutes` when this
 * address's look-ups are used up; a match is remembered (signed cookie) and the page opens it.
 */
export async function lookupOrderAction(input: unknown): Promise<ActionResult<null>> {
  return lookupOrder(input);
}

const lookupOrder = definePublicAction(
  'checkout.lookupOrder',
  orderLookupSchema,
  async (input) => {
    const found = await findGuestOrder(input);
    if (!found) throw new ActionError(404, 'notFound');
    (await cookies()).set(ORDER_COOKIES.lookup.name, signOrderCookie('lookup', found.id), orderCookieOptions('lookup'));
    return redirectInLanguage({ href: '/order/lookup', locale: await visitorLocale() });
  },
  { throttles: async (_input, ctx) => [[limits.orderLookup, await ctx.clientAddress()]] },
);
