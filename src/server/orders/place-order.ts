import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkoutRequestSchema, checkoutSchema, type CheckoutInput } from '@/domain/orders/checkout-schema';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { availablePaymentMethods, getGatewayConfig } from '@/server/payments/gateway-config';
import { getSettings } from '@/server/settings/get-settings';
import { shopTaxAddress, taxRatesForAddress } from '@/server/settings/tax-rates';
import { cleanInput } from '@/lib/clean-input';
import { orderStockTouched, revalidateStock } from './stock-change';
import { orderAdmission } from './order-limits';
import { insertOrder, type OrderOwner } from './insert-order';
import { Refused, type PlaceOrderResult, type PlacedOrder } from './order-result';

export interface Buyer {
  userId?: string | null;
  /** the language of the checkout page: the order's e-mails are written in it */
  locale?: string | null;
  /** the browser's checkout cookie (ORDER_COOKIES.checkoutClient): a checkout key counts only for its own browser */
  clientId?: string | null;
  /**
   * the client's address (src/server/security/client-address.ts): given by the storefront's checkout, whose orders the
   * limits of docs/requirements.md, "Order limits" apply to; absent for staff's phone orders and tools
   */
  clientAddress?: string | null;
}

/**
 * The checkout key as stored: bound to the browser (else the account) that sent it, so a key replayed by another
 * client finds nothing and cannot reveal the order it named (docs/architecture.md, "Cart, checkout and orders").
 */
export function boundCheckoutKey(key: string, buyer: Buyer): string {
  const owner = buyer.clientId ? `c:${buyer.clientId}` : buyer.userId ? `u:${buyer.userId}` : 'anonymous';
  return createHash('sha256').update(`${owner}|${key}`).digest('base64url');
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}

/** Is this active option a showroom pickup? */
export async function isPickupOption(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: t.shippingOptions.kind })
    .from(t.shippingOptions)
    .where(and(eq(t.shippingOptions.id, id), eq(t.shippingOptions.active, true)));
  return row?.kind === 'pickup';
}

/** The order an earlier submission with this (bound) checkout key made, if any. */
export async function findByKey(db: DbOrTx, key: string): Promise<PlacedOrder | null> {
  const [o] = await db
    .select({
      id: t.orders.id,
      number: t.orders.number,
      total: t.orders.total,
      status: t.orders.status,
      paymentMethod: t.orders.paymentMethod,
    })
    .from(t.orders)
    .where(eq(t.orders.checkoutKey, key));
  return o ? { ...o, replayed: true } : null;
}

/**
 * Places an order. Every price, discount, delivery cost and tax comes from the database, never
 * from the browser. Stock decrement, coupon use and the order rows commit in one transaction;
 * a conditional UPDATE per line makes two buyers of the last box unable to both succeed.
 */
export async function placeOrder(raw: unknown, buyer: Buyer = {}, db?: DbOrTx): Promise<PlaceOrderResult> {
  db ??= await getDb();
  const cleaned = cleanInput(raw);
  const request = checkoutRequestSchema.safeParse(cleaned);
  // a showroom pickup needs the contact only; any other option the full addresses (docs/requirements.md,
  // "Showroom pickup"): decided by the chosen option as stored, never by the browser
  const pickup = request.success && (await isPickupOption(db, request.data.shippingOptionId));
  const parsed = pickup ? request : checkoutSchema.safeParse(cleaned);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    // more samples than an order may have: said in words ("You can order up to 5 samples.")
    if (fields.items === 'tooManySamples') return { ok: false, code: 'tooManySamples', fields };
    return { ok: false, code: 'invalid', fields };
  }
  // a pickup's "shipping" is its contact (the goods are collected at the showroom)
  const input: CheckoutInput = pickup ? { ...parsed.data, shipping: parsed.data.billing } : (parsed.data as CheckoutInput);

  const key = boundCheckoutKey(input.checkoutKey, buyer);
  const earlier = await findByKey(db, key);
  if (earlier) return { ok: true, order: earlier };

  // the form was filled in for a signed-in customer whose session has ended since: never placed as a guest's order
  // behind their back (docs/requirements.md, "Checkout form")
  if (input.asCustomer && !buyer.userId) return { ok: false, code: 'sessionExpired' };
  const settings = await getSettings(db);
  if (settings.security.loginForPurchase && !buyer.userId) return { ok: false, code: 'loginRequired' };
  // switched on in settings and, for online gateways, configured on the server
  // (an order with nothing to pay needs none: insertOrder decides once the total is known)
  const methods = availablePaymentMethods(settings, await getGatewayConfig(db));

  // the taxes of the shipping address in force today, for a pickup the showroom's (docs/requirements.md,
  // "Taxes (GST and PST)")
  const taxRates = await taxRatesForAddress(pickup ? shopTaxAddress(settings) : input.shipping, db);
  const admission = buyer.clientAddress
    ? orderAdmission({ clientAddress: buyer.clientAddress, guest: !buyer.userId }, settings.security.guestCodLimitCents)
    : null;
  try {
    // a guest's order joins (or makes) the customer record of its e-mail (docs/requirements.md, "Guest customers")
    const owner: OrderOwner = buyer.userId ? { userId: buyer.userId, actorId: buyer.userId } : { byEmail: true, actorId: null };
    const order = await db.transaction((tx) =>
      insertOrder(tx, { ...input, checkoutKey: key }, owner, taxRates, settings.currency.name, settings.stock.lowStockThreshold, {
        paymentMethods: methods,
        sampleFeeCents: settings.samples.deliveryFeeCents,
        installationRateCents: settings.installation.ratePerSqFtCents,
        locale: buyer.locale,
        admit: admission?.admit,
      }),
    );
    await revalidateStock(await orderStockTouched(db, order.id), 'taken', db);
    return { ok: true, order };
  } catch (err) {
    if (err instanceof Refused) return err.result;
    await admission?.giveBack();
    // a concurrent submission of the same checkout won the unique key: answer with its order
    const again = await findByKey(db, key);
    if (again) return { ok: true, order: again };
    throw err;
  }
}
