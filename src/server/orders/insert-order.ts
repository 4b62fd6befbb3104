import 'server-only';
import { isLocale } from '@/i18n/locales';
import { localDeliveryOf, localNameOf, localVariantOf } from '@/domain/orders/local-name';
import { and, eq, inArray } from 'drizzle-orm';
import { discountFor } from '@/domain/orders/coupon';
import { type CheckoutInput } from '@/domain/orders/checkout-schema';
import { makeOrderNumber } from '@/domain/orders/order-number';
import { orderTotals } from '@/domain/orders/totals';
import { reserveUntil } from '@/domain/payments/reservation';
import { env } from '@/lib/env';
import { money } from '@/lib/money';
import { type Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import { variantsWithTerms } from './variant-terms';
import { lotsOfEarlierOrder, pickupLocations, raiseLowStock, takeStock } from './stock-moves';
import { customerRecordFor } from '@/server/customers/customer-record';
import { resolveCoupon, takeCouponUse } from './coupons';
import { MAX_SAMPLES, sampleCount } from '@/domain/cart/samples';
import { installationUnitPrice, tieInstallations } from '@/domain/cart/installation';
import { productServices } from '@/domain/cart/services';
import { deliveryFee, feeOptionOf } from '@/domain/orders/delivery-fee';
import { weightOf } from './quote-cart';
import type { OrderLimitRefusal } from './order-limits';
import { Refused, type PlacedOrder } from './order-result';

/**
 * Whose order it is: a signed-in customer's (`userId`; `linkedByEmail` when staff chose the record), or the customer
 * record of the billing e-mail (`byEmail`, found or made by customerRecordFor), and who wrote its first status entry
 * (with an optional note).
 */
export type OrderOwner = ({ userId: string | null; byEmail?: false; linkedByEmail?: boolean } | { byEmail: true }) & {
  actorId: string | null;
  historyNote?: string | null;
};

/**
 * The order itself, inside the caller's transaction: lines re-priced from the database, stock taken, coupon used,
 * totals by orderTotals(), rows written. Throws Refused (the caller's transaction rolls back). The checkout and
 * the dashboard's phone order both place orders through this one function.
 */
export async function insertOrder(
  tx: Tx,
  input: CheckoutInput,
  owner: OrderOwner,
  taxRates: { name: string; rate: number }[],
  currency: string,
  lowStockDefault: number,
  opts: {
    /** the methods the checkout may take (absent: any, as for a phone order); an order with nothing to pay needs none */
    paymentMethods?: readonly PlacedOrder['paymentMethod'][];
    /** the delivery of an order of samples alone, in cents (settings `samples.deliveryFeeCents`) */
    sampleFeeCents?: number;
    /** the installation rate per sq ft in cents (settings `installation.ratePerSqFtCents`); absent or 0: not offered */
    installationRateCents?: number;
    /** the language the order is placed in (its e-mails are written in it); absent: the shop's */
    locale?: string | null;
    /** the storefront's order limits (src/server/orders/order-limits.ts), asked once the order is priced */
    admit?: (order: {
      paymentMethod: PlacedOrder['paymentMethod'];
      subtotal: number;
      samples: boolean;
      email: string;
    }) => Promise<OrderLimitRefusal | null>;
  } = {},
): Promise<PlacedOrder> {
  const [delivery] = await tx
    .select()
    .from(t.shippingOptions)
    .where(and(eq(t.shippingOptions.id, input.shippingOptionId), eq(t.shippingOptions.active, true)));
  if (!delivery) throw new Refused({ ok: false, code: 'deliveryUnavailable' });

  // merge repeated lines of the same product/variant; a sample stays apart from boxes of it, and is one unit; an
  // installation line gets its boxes' quantity (docs/requirements.md, "Installation estimate")
  const wanted = new Map<string, { productId: string; variantId?: string; qty: number; sample: boolean; installation: boolean }>();
  for (const i of input.items) {
    const sample = !!i.sample;
    const installation = !sample && !!i.installation;
    const k = `${i.productId}/${i.variantId ?? ''}/${sample ? 'sample' : installation ? 'installation' : ''}`;
    const prev = wanted.get(k);
    wanted.set(k, { ...i, sample, installation, qty: sample ? 1 : (prev?.qty ?? 0) + i.qty });
  }
  const lines = tieInstallations([...wanted.values()]);
  if (sampleCount(lines) > MAX_SAMPLES) throw new Refused({ ok: false, code: 'tooManySamples' });
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const productRows = await tx
    .select({ p: t.products, categorySlug: t.categories.slug })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(and(inArray(t.products.id, productIds), eq(t.products.published, true)));
  const byId = new Map(productRows.map((r) => [r.p.id, r.p]));
  const rate = opts.installationRateCents ?? 0;
  const { sampleable, installable } = productServices(productRows, rate);
  const variantIds = lines.map((l) => l.variantId).filter((v): v is string => !!v);
  const variantRows = await variantsWithTerms(tx, variantIds);
  const variantById = new Map(variantRows.map((r) => [r.v.id, r]));
  const images = await tx
    .select({ productId: t.productImages.productId, url: t.productImages.url })
    .from(t.productImages)
    .where(and(inArray(t.productImages.productId, productIds), eq(t.productImages.position, 0)));
  const imageOf = new Map(images.map((i) => [i.productId, i.url]));

  const unavailable: string[] = [];
  const priced = lines.map((l) => {
    const p = byId.get(l.productId);
    const v = l.variantId ? variantById.get(l.variantId) : undefined;
    const valid = p && (p.type === 'simple' ? !l.variantId : v && v.v.productId === p.id);
    if (!valid) unavailable.push(p?.name ?? l.productId);
    // a sample is free, whatever the price of a box; an installation is the settings rate over one box's coverage
    const unitPrice = l.sample
      ? '0.00'
      : l.installation
        ? money(installationUnitPrice(rate, Number(p?.unitValue ?? 0)))
        : v
          ? v.v.discount
          : (p?.discount ?? '0');
    return { line: l, product: p!, variant: v, unitPrice };
  });
  if (unavailable.length) throw new Refused({ ok: false, code: 'productUnavailable', products: unavailable });
  const noSamples = [...new Set(priced.filter((x) => x.line.sample && !sampleable.has(x.product.id)).map((x) => x.product.name))];
  if (noSamples.length) throw new Refused({ ok: false, code: 'samplesUnavailable', products: noSamples });
  // an installation of a product that offers none, or without its boxes in the order
  const noInstall = [
    ...new Set(priced.filter((x) => x.line.installation && (x.line.orphan || !installable.has(x.product.id))).map((x) => x.product.name)),
  ];
  if (noInstall.length) throw new Refused({ ok: false, code: 'installationUnavailable', products: noInstall });

  // more of the same as an earlier order: its dye lots first, while they last (docs/requirements.md, "Locations and lots")
  const sameLots = input.sameLotsAs
    ? await lotsOfEarlierOrder(tx, input.sameLotsAs, { userId: owner.byEmail ? null : owner.userId, email: input.billing.email })
    : undefined;
  if (sameLots === null) throw new Refused({ ok: false, code: 'sameLotsUnknown', order: input.sameLotsAs });
  const orderId = crypto.randomUUID();
  // stock: one conditional UPDATE per line; -1 stays unlimited (docs/requirements.md, "Taking stock")
  // samples take no stock from the boxes (docs/requirements.md, "Free samples")
  const { short, low } = await takeStock(
    tx,
    priced
      .filter(({ line }) => !line.sample && !line.installation)
      .map(({ line, product, variant }) => ({
        productId: product.id,
        variantId: variant?.v.id,
        qty: line.qty,
        label: variant ? [product.name, variant.color, variant.attribute].filter(Boolean).join(' / ') : product.name,
        productName: product.name,
      })),
    lowStockDefault,
    // the order's row is written below with this id; the ledger's reference to it is checked at commit
    { kind: 'sold', orderId, userId: owner.actorId ?? null },
    // a pickup's boxes come from the pickup points first (docs/requirements.md, "Locations and lots")
    { locations: delivery.kind === 'pickup' ? await pickupLocations(tx) : undefined, lots: sameLots },
  );
  if (short.length) throw new Refused({ ok: false, code: 'outOfStock', products: short.map((m) => m.productName) });

  const totalsLines = priced.map((p) => ({
    qty: p.line.qty,
    price: Number(p.unitPrice),
    productId: p.product.id,
    categoryId: p.product.categoryId,
  }));
  // the typed code or the best automatic discount, by the quote's own rule; then used under the coupon's row lock
  const buyer = { userId: owner.byEmail ? null : owner.userId, email: input.billing.email };
  // the option's fee for these lines (docs/requirements.md, "Delivery fees"); samples alone pay the sample fee
  const shippingCost = deliveryFee(
    feeOptionOf(delivery),
    priced.map((p) => ({
      qty: p.line.qty,
      sample: p.line.sample,
      service: p.line.installation,
      price: Number(p.unitPrice),
      weightKg: weightOf(p.product),
    })),
    opts.sampleFeeCents ?? 0,
  );
  const { coupon, refusal } = await resolveCoupon(tx, {
    code: input.couponCode,
    lines: totalsLines,
    shipping: shippingCost,
    buyer,
  });
  // a typed code that an automatic discount beats is no error: the order gets the better one, as the quote showed
  if (refusal && refusal.reason !== 'notBetter')
    throw new Refused({
      ok: false,
      code: 'coupon',
      couponReason: refusal.reason,
      couponMinimum: refusal.minimumSpend,
      couponMissing: refusal.missing,
    });
  if (coupon) {
    const refused = await takeCouponUse(tx, coupon, buyer);
    if (refused) throw new Refused({ ok: false, code: 'coupon', couponReason: refused });
  }

  const totals = orderTotals(totalsLines, discountFor(coupon, totalsLines), shippingCost, taxRates);
  // nothing to pay (free samples, free delivery): no payment is taken, whatever method was chosen
  const paymentMethod = totals.total === 0 ? 'cod' : input.paymentMethod;
  if (opts.paymentMethods && totals.total !== 0 && !opts.paymentMethods.includes(paymentMethod))
    throw new Refused({ ok: false, code: 'paymentUnavailable' });
  // what the order holds: its boxes at their prices (samples and installation take no stock)
  const goodsCents = priced
    .filter((p) => !p.line.sample && !p.line.installation)
    .reduce((sum, p) => sum + Math.round(Number(p.unitPrice) * 100) * p.line.qty, 0);
  const limited = await opts.admit?.({
    paymentMethod,
    subtotal: goodsCents / 100,
    samples: priced.some((p) => p.line.sample),
    email: input.billing.email,
  });
  if (limited) throw new Refused({ ok: false, ...limited });
  const userId = owner.byEmail
    ? await customerRecordFor(tx, { email: input.billing.email, name: input.billing.fullName, phone: input.billing.phone })
    : owner.userId;
  const placedAt = new Date();
  const number = makeOrderNumber(placedAt);
  const orderLocale = opts.locale && isLocale(opts.locale) ? opts.locale : null;
  const [order] = await tx
    .insert(t.orders)
    .values({
      id: orderId,
      number,
      userId,
      linkedByEmail: owner.byEmail ? !!userId : !!owner.linkedByEmail,
      email: input.billing.email.toLowerCase(),
      locale: orderLocale,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod,
      billing: input.billing,
      shipping: input.shipping,
      deliveryType: delivery.type,
      deliveryArea: delivery.area,
      ...localDeliveryOf(delivery, orderLocale),
      pickup: delivery.kind === 'pickup',
      subtotal: money(totals.subtotal),
      couponCode: coupon?.code ?? null,
      couponPercent: coupon?.kind === 'percent' ? coupon.value : null,
      couponKind: coupon?.kind ?? null,
      couponAmount: coupon?.kind === 'fixed' ? money(coupon.value) : null,
      couponScope: coupon?.scope ? { categoryIds: [...coupon.scope.categoryIds], productIds: [...coupon.scope.productIds] } : null,
      discountTotal: money(totals.discount),
      shippingCost: money(totals.shipping),
      taxTotal: money(totals.taxTotal),
      taxLines: totals.taxes.map((x) => ({ name: x.name, rate: x.rate, amount: money(x.amount) })),
      total: money(totals.total),
      currency,
      note: input.note || null,
      checkoutKey: input.checkoutKey,
      // an online order holds its stock only while the customer pays (released by releaseExpiredOnlineOrders)
      reserveUntil: reserveUntil(placedAt, paymentMethod, env.PAYMENT_RESERVE_MINUTES),
    })
    .returning({
      id: t.orders.id,
      number: t.orders.number,
      total: t.orders.total,
      status: t.orders.status,
      paymentMethod: t.orders.paymentMethod,
    });

  await tx.insert(t.orderItems).values(
    priced.map(({ line, product, variant, unitPrice }) => ({
      orderId: order.id,
      productId: product.id,
      variantId: variant?.v.id ?? null,
      name: product.name,
      // the name in the order's language, for the customer's mails and invoice (docs/requirements.md, "Content in four languages")
      localName: localNameOf(product.name, product.translations, orderLocale),
      slug: product.slug,
      // the chosen colour's own picture, as the product page and the cart showed it, else the product's first
      image: variant?.v.image ?? imageOf.get(product.id) ?? null,
      sku: variant?.v.sku ?? product.sku,
      colorName: variant?.color ?? null,
      attributeName: variant?.attribute ?? null,
      // the variant in the order's language too, kept like the name
      ...(variant ? localVariantOf(variant, orderLocale) : { localColorName: null, localAttributeName: null }),
      unit: product.unit,
      unitValue: product.unitValue,
      unitPrice,
      quantity: line.qty,
      lineTotal: money(Number(unitPrice) * line.qty),
      sample: line.sample,
      installation: line.installation,
    })),
  );
  await tx
    .insert(t.orderStatusHistory)
    .values({ orderId: order.id, status: 'pending', actorId: owner.actorId, note: owner.historyNote ?? null });
  await tx.insert(t.notifications).values({
    message: `New order <strong>${order.number}</strong>: ${money(totals.total)} ${currency}`,
    link: `/dashboard/orders/${order.id}`,
  });
  // low stock (at or below the product's threshold, never unlimited) after this order: one notification per line, same transaction
  await raiseLowStock(tx, low);
  return { ...order, replayed: false };
}
