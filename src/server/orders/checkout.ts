import 'server-only';
import type { CheckoutRequest } from '@/domain/orders/checkout-schema';
import type { Locale } from '@/i18n/locales';
import { ActionError } from '@/server/action';
import { startOnlinePayment } from '@/server/payments/start-payment';
import { placeOrder, type Buyer } from './place-order';
import type { OrderRefusalCode, PlacedOrder, PlaceOrderResult } from './order-result';
import { sendOrderConfirmation } from './send-order-confirmation';

/** An online order answers the gateway's hosted page to go to (null: the payment could not be started). */
export interface CheckoutResult {
  order: PlacedOrder;
  redirectUrl?: string | null;
}

const STATUS: Partial<Record<OrderRefusalCode, 400 | 403 | 429>> = {
  invalid: 400,
  loginRequired: 403,
  sessionExpired: 403,
  tooManyOrders: 429,
  tooManySampleOrders: 429,
};

/** A refusal of placeOrder as the ActionError the checkout form translates (`checkout.errors.<code>`). */
function refusal(result: Extract<PlaceOrderResult, { ok: false }>): ActionError {
  const params: Record<string, string | number> = { products: result.products?.join(', ') ?? '' };
  if (result.couponReason) params.couponReason = result.couponReason;
  if (result.couponMinimum !== undefined) params.couponMinimum = String(result.couponMinimum);
  if (result.couponMissing !== undefined) params.couponMissing = String(result.couponMissing);
  if (result.wait) Object.assign(params, result.wait);
  if (result.maximum !== undefined) params.maximum = result.maximum;
  if (result.order !== undefined) params.order = result.order;
  const status = STATUS[result.code] ?? 409;
  return new ActionError(status, result.code, params, result.fields);
}

/**
 * Places the order, then (after the commit, whatever happens next) mails the confirmation and, for an online
 * payment, starts the gateway's session. A mail failure is logged inside and never undoes the order.
 */
export async function checkout(input: CheckoutRequest, buyer: Buyer, opts: { locale: Locale; origin: string }): Promise<CheckoutResult> {
  const result = await placeOrder(input, { ...buyer, locale: opts.locale });
  if (!result.ok) throw refusal(result);
  await sendOrderConfirmation(result.order, { locale: opts.locale, origin: opts.origin });
  if (result.order.paymentMethod === 'cod') return { order: result.order };
  // the amount is the order's own total, read again on the server; the browser only learns where to go
  const started = await startOnlinePayment(result.order.id, opts.origin).catch((err) => {
    console.error('[checkout] starting the payment failed', err);
    return { ok: false as const };
  });
  return { order: result.order, redirectUrl: started.ok ? started.redirectUrl : null };
}
