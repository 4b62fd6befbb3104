import 'server-only';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { manualOrderSchema, PHONE_ORDER_NOTE } from '@/domain/orders/manual-order';
import { firstLocale, type Locale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { boundCheckoutKey, findByKey, isPickupOption } from '@/server/orders/place-order';
import { insertOrder, type OrderOwner } from '@/server/orders/insert-order';
import { Refused, type PlacedOrder } from '@/server/orders/order-result';
import { quoteCart, type CartQuote } from '@/server/orders/quote-cart';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { orderStockTouched, revalidateStock, type StockTouched } from '@/server/orders/stock-change';
import { getSettings } from '@/server/settings/get-settings';
import { shopTaxAddress, taxRatesForAddress } from '@/server/settings/tax-rates';

/** A customer the phone-order form can pick, with what fills its address fields. */
export interface OrderCustomerOptionDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** the default shipping address (else any saved address, else the latest order's shipping address), to fill the form */
  address: { house: string; city: string; state: string; zipCode: string; country: string; phone: string } | null;
}

const searchSchema = z.object({ q: z.string().trim().max(100, 'tooLong').default('') });

/** Customers by name, e-mail or phone for the phone-order form (the order area's right, not the customers area's). */
export const findOrderCustomers = defineAction(
  'order.findCustomers',
  searchSchema,
  { area: 'order', action: 'edit' },
  async ({ q }, { tx }): Promise<OrderCustomerOptionDto[]> => {
    if (q.length < 2) return [];
    const like = containsPattern(q);
    const rows = await tx
      .select({ id: t.users.id, name: t.users.name, email: t.users.email, phone: t.users.phone })
      .from(t.users)
      .where(and(eq(t.users.role, 'customer'), or(ilike(t.users.name, like), ilike(t.users.email, like), ilike(t.users.phone, like))))
      .orderBy(asc(t.users.name), asc(t.users.id))
      .limit(10);
    if (!rows.length) return [];
    const addresses = await tx
      .select()
      .from(t.addresses)
      .where(
        inArray(
          t.addresses.userId,
          rows.map((r) => r.id),
        ),
      );
    // without a saved address (a guest customer), the shipping address of their latest order
    const lastShipping = await tx
      .selectDistinctOn([t.orders.userId], { userId: t.orders.userId, shipping: t.orders.shipping })
      .from(t.orders)
      .where(
        inArray(
          t.orders.userId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(t.orders.userId, desc(t.orders.createdAt));
    const rank = (a: (typeof addresses)[number]) => (a.kind === 'shipping' ? 0 : 2) + (a.isDefault ? 0 : 1);
    return rows.map((r) => {
      const a =
        addresses.filter((x) => x.userId === r.id).sort((x, y) => rank(x) - rank(y))[0] ??
        lastShipping.find((o) => o.userId === r.id)?.shipping;
      return {
        ...r,
        address: a ? { house: a.house, city: a.city, state: a.state, zipCode: a.zipCode, country: a.country, phone: a.phone } : null,
      };
    });
  },
  { audit: false },
);

/** The phone order's price as the checkout's quote computes it (lines, coupon, delivery, taxes), before placing it. */
export const quoteManualOrder = defineAction(
  'order.quote',
  z.object({
    items: manualOrderSchema.shape.items.unwrap().array().max(100),
    shippingOptionId: z.uuid().optional(),
    couponCode: z.string().trim().max(40).optional(),
    /** the customer's e-mail and record: their uses of a coupon count (docs/requirements.md, "Coupons") */
    email: z.string().trim().max(254).optional(),
    customerId: z.uuid().optional(),
    /** the delivery address's country and province, once entered: its taxes (else the shop province's estimate) */
    address: z.object({ country: z.string().trim().max(2), state: z.string().trim().max(100) }).optional(),
  }),
  { area: 'order', action: 'edit' },
  async (input, { tx }): Promise<CartQuote> => {
    const quote = await quoteCart(input, { userId: input.customerId, email: input.email }, tx);
    if (!quote) throw new ActionError(400, 'invalid');
    return quote;
  },
  { audit: false },
);

/** The refusals of the order's rules, as the form's messages (`dashOrders.newOrder.refused.<code>`). */
function refusal(err: Refused): ActionError {
  const r = err.result;
  const params: Record<string, string> = { messageKey: `dashOrders.newOrder.refused.${r.code}`, products: r.products?.join(', ') ?? '' };
  if (r.couponReason) params.couponReason = r.couponReason;
  return new ActionError(r.code === 'invalid' ? 400 : 409, r.code, params, r.fields);
}

/**
 * A phone order (docs/requirements.md, "Phone orders"): placed through the checkout's own insertOrder (same pricing,
 * stock, coupon and order number), owned by the chosen customer or by the customer record of the e-mail, with a first
 * status entry by the staff member marked as a phone order. Everything happens in the action's one transaction.
 */
export const createManualOrder = defineAction(
  'order.create',
  manualOrderSchema.extend({ locale: z.string().optional() }),
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<PlacedOrder & { touched: StockTouched[] }> => {
    const key = boundCheckoutKey(input.orderKey, { clientId: `staff-${actor.id}` });
    const earlier = await findByKey(tx, key);
    if (earlier) return { ...earlier, touched: [] };

    let owner: OrderOwner = { byEmail: true, actorId: actor.id, historyNote: PHONE_ORDER_NOTE };
    if (input.customerId) {
      const [customer] = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(eq(t.users.id, input.customerId), eq(t.users.role, 'customer')));
      if (!customer) throw new ActionError(404, 'notFound', { messageKey: 'dashOrders.newOrder.refused.customerNotFound' });
      owner = { userId: customer.id, linkedByEmail: true, actorId: actor.id, historyNote: PHONE_ORDER_NOTE };
    }
    const settings = await getSettings(tx);
    let order: PlacedOrder;
    try {
      order = await insertOrder(
        tx,
        {
          items: input.items,
          billing: input.address,
          shipping: input.address,
          shippingOptionId: input.shippingOptionId,
          paymentMethod: input.paymentMethod,
          couponCode: input.couponCode || undefined,
          note: input.note || undefined,
          checkoutKey: key,
        },
        owner,
        // a showroom pickup is taxed as the showroom's sale, as at checkout and in the form's quote
        await taxRatesForAddress((await isPickupOption(tx, input.shippingOptionId)) ? shopTaxAddress(settings) : input.address, tx),
        settings.currency.name,
        settings.stock.lowStockThreshold,
        // the language staff chose for the customer's e-mails
        { locale: input.locale },
      );
    } catch (err) {
      throw err instanceof Refused ? refusal(err) : err;
    }
    await audit({
      entity: 'order',
      entityId: order.id,
      after: {
        number: order.number,
        total: order.total,
        customerId: input.customerId ?? null,
        email: input.address.email,
        source: 'phone',
      },
    });
    return { ...order, touched: await orderStockTouched(tx, order.id) };
  },
  {
    after: async (order, input) => {
      await revalidateStock(order.touched, 'taken');
      if (input.sendConfirmation && !order.replayed) {
        const locale: Locale = firstLocale(input.locale);
        await sendOrderConfirmation(order, { locale, origin: siteOrigin() });
      }
    },
  },
);

export const manualOrderActions = { findOrderCustomers, quoteManualOrder, createManualOrder };
