import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { z } from 'zod';
import { availableQuantity } from '@/domain/catalogue/stock';
import { MAX_SAMPLES } from '@/domain/cart/samples';
import { installationUnitPrice, tieInstallations } from '@/domain/cart/installation';
import { productServices } from '@/domain/cart/services';
import { deliveryFee, feeOptionOf, type FeeLine, type FeeRule } from '@/domain/orders/delivery-fee';
import { discountFor, type AppliedCoupon, type CouponRefusal } from '@/domain/orders/coupon';
import { orderTotals, type OrderTotals } from '@/domain/orders/totals';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { variantsWithTerms } from './variant-terms';
import { readStockPlaces } from '@/server/stock/stock-places';
import { getSettings } from '@/server/settings/get-settings';
import { shopTaxAddress, taxRatesForAddress } from '@/server/settings/tax-rates';
import { cleanInput } from '@/lib/clean-input';
import { localize, pickText, type FallbackLang } from '@/domain/content/translations';
import { SHIPPING_TEXT_FIELDS, type ShippingText } from '@/domain/commerce/shipping';
import { resolveCoupon, type CouponBuyer } from './coupons';
import { LOCALE_IDS } from '@/i18n/locales';

const quoteSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().uuid(),
        variantId: z.string().uuid().optional(),
        qty: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        sample: z.boolean().optional(),
        installation: z.boolean().optional(),
      }),
    )
    .max(100),
  couponCode: z.string().trim().max(40).optional(),
  shippingOptionId: z.string().uuid().optional(),
  /** the shipping address's country and province: its taxes; without one, the shop's province (an estimate) */
  address: z.object({ country: z.string().trim().max(2), state: z.string().trim().max(100) }).optional(),
  /** the page's language: the lines' product, colour and attribute names in it (absent: English) */
  locale: z.enum(LOCALE_IDS).optional(),
});

export interface QuoteLine {
  productId: string;
  variantId?: string;
  name: string;
  slug: string;
  image: string | null;
  unit: string;
  unitValue: number;
  /** what one unit of the line is (box, piece, roll...) */
  sellUnit: string;
  colorName: string | null;
  attributeName: string | null;
  /** with the quote's `locale`: the names shown in English for want of a translation (docs/requirements.md, "Content in four languages") */
  lang?: { name?: 'en'; colorName?: 'en'; attributeName?: 'en' };
  /** the price charged now (database), and the regular price */
  unitPrice: number;
  regularPrice: number;
  qty: number;
  /** units that can be bought (unlimited = 100000; docs/requirements.md, "Stock rule") */
  stock: number;
  /**
   * a lot-tracked product's largest lot (docs/requirements.md, "Largest matching lot"): the cart says when the line asks
   * for more; null: not lot-tracked, or unlimited stock
   */
  largestLot: number | null;
  /** its boxes at the pickup points (docs/requirements.md, "Pickup and the showroom"); null: none, or unlimited stock */
  atPickup: number | null;
  available: boolean;
  lineTotal: number;
  /** a free sample (docs/requirements.md, "Free samples"): price 0, one unit, no stock taken */
  sample: boolean;
  /**
   * the installation of the boxes line of the same product and variant (docs/requirements.md, "Installation
   * estimate"): its quantity is the boxes', its unit price the installation of one box, no stock taken
   */
  installation: boolean;
  /** a boxes line of a product that offers installation: the installation price of one box; otherwise null */
  installPrice: number | null;
}

export interface CartQuote {
  lines: QuoteLine[];
  /** the coupon the order gets: the typed code, or an automatic discount (docs/requirements.md, "Automatic discounts") */
  coupon: AppliedCoupon | null;
  /** why the typed code does not apply */
  couponError: CouponRefusal | null;
  couponMinimum?: number;
  /** below the minimum: what the cart still needs */
  couponMissing?: number;
  delivery: { id: string; type: string; area: string; cost: number; pickup: boolean } | null;
  /** every active option's fee for this cart (docs/requirements.md, "Delivery fees"), by option id */
  deliveryFees: Record<string, number>;
  totals: OrderTotals;
  /** where the taxes were taken from: the address given, or the shop's province when there was none (`estimate`) */
  taxRegion: { country: string; state: string; estimate: boolean };
  currency: { name: string; symbol: string };
  /** more sample lines than an order may have (MAX_SAMPLES): the checkout refuses it */
  tooManySamples: boolean;
  /** the delivery of an order of samples alone (settings `samples.deliveryFeeCents`), in currency units */
  sampleDelivery: number;
  /** the installation rate per sq ft (settings `installation.ratePerSqFtCents`), in currency units; 0: not offered */
  installationRate: number;
  /** the usual days from the warehouse to a pickup point (settings `stock.pickupTransferDays`) */
  pickupTransferDays: number;
}

/**
 * Prices a cart exactly as placing the order will: current database prices, stock, coupon,
 * delivery and taxes through the same orderTotals(). Unknown or unpublished lines come back
 * unavailable and are left out of the totals. The coupon's uses per customer are counted for `buyer` as the server
 * knows it (the account; staff's phone order: the e-mail staff typed), never for an e-mail the browser sends: the
 * quote would tell anyone whether an address has used a coupon (docs/requirements.md, "Coupons").
 */
export async function quoteCart(raw: unknown, buyer: CouponBuyer = {}, db?: DbOrTx): Promise<CartQuote | null> {
  const parsed = quoteSchema.safeParse(cleanInput(raw));
  if (!parsed.success) return null;
  db ??= await getDb();
  const { items, couponCode, shippingOptionId, address, locale = 'en' } = parsed.data;
  const settings = await getSettings(db);
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = items.map((i) => i.variantId).filter((v): v is string => !!v);
  const [products, variants, images, options, placesOf] = await Promise.all([
    productIds.length
      ? db
          .select({ p: t.products, categorySlug: t.categories.slug })
          .from(t.products)
          .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
          .where(and(inArray(t.products.id, productIds), eq(t.products.published, true)))
      : [],
    variantsWithTerms(db, variantIds),
    productIds.length
      ? db
          .select({ productId: t.productImages.productId, url: t.productImages.url })
          .from(t.productImages)
          .where(and(inArray(t.productImages.productId, productIds), eq(t.productImages.position, 0)))
      : [],
    db.select().from(t.shippingOptions).where(eq(t.shippingOptions.active, true)),
    readStockPlaces(db, productIds),
  ]);
  const productById = new Map(products.map((r) => [r.p.id, r.p]));
  const variantById = new Map(variants.map((v) => [v.v.id, v]));
  const imageOf = new Map(images.map((i) => [i.productId, i.url]));
  const rate = settings.installation.ratePerSqFtCents;
  const { sampleable, installable } = productServices(products, rate);

  const lines: QuoteLine[] = tieInstallations(items).map((i) => {
    const p = productById.get(i.productId);
    const v = i.variantId ? variantById.get(i.variantId) : undefined;
    const sample = !!i.sample;
    const installation = !!i.installation;
    const installPrice = p && installable.has(p.id) ? installationUnitPrice(rate, Number(p.unitValue)) : null;
    // a sample: only of a product that offers them, one unit, free, whatever the boxes' stock; an installation: only
    // of a product that offers it, with its boxes in the cart
    const valid =
      !!p &&
      (p.type === 'simple' ? !i.variantId : !!v && v.v.productId === p.id) &&
      (!sample || sampleable.has(p.id)) &&
      (!installation || (installPrice !== null && !i.orphan));
    const stock = !valid
      ? 0
      : v
        ? availableQuantity({ type: 'simple', quantity: v.v.quantity })
        : availableQuantity({ type: 'simple', quantity: p!.quantity });
    // where the boxes are: said to the customer, never a refusal (the lot and place are chosen when the order takes them)
    const places = valid && !sample && !installation ? placesOf(p!.id, v?.v.id, v ? v.v.quantity : p!.quantity) : null;
    const unitPrice = sample ? 0 : installation ? (installPrice ?? 0) : Number(v ? v.v.discount : (p?.discount ?? 0));
    // an installation takes no stock: it is there when its boxes are
    const available = valid && (sample ? i.qty === 1 : installation || stock >= i.qty);
    const name = pickText(p?.name ?? '', p?.translations, 'name', locale);
    const color = v?.color != null ? pickText(v.color, v.colorTranslations, 'name', locale) : null;
    const value = v?.attribute != null ? pickText(v.attribute, v.attributeTranslations, 'value', locale) : null;
    const lang = {
      ...(name.fallback ? { name: 'en' as const } : {}),
      ...(color?.fallback ? { colorName: 'en' as const } : {}),
      ...(value?.fallback ? { attributeName: 'en' as const } : {}),
    };
    return {
      productId: i.productId,
      variantId: i.variantId,
      name: name.text,
      slug: p?.slug ?? '',
      // the chosen colour's own picture, as the product page showed it, else the product's first
      image: v?.v.image ?? imageOf.get(i.productId) ?? null,
      unit: p?.unit ?? '',
      unitValue: Number(p?.unitValue ?? 0),
      sellUnit: p?.sellUnit ?? '',
      colorName: color?.text ?? null,
      attributeName: value?.text ?? null,
      ...(Object.keys(lang).length ? { lang } : {}),
      unitPrice,
      regularPrice: Number(v ? v.v.price : (p?.price ?? 0)),
      qty: i.qty,
      stock,
      largestLot: p?.lotTracked ? (places?.largestLot ?? null) : null,
      atPickup: places?.atPickup ?? null,
      available,
      lineTotal: Math.round(unitPrice * 100 * i.qty) / 100,
      sample,
      installation,
      installPrice: sample || installation ? null : installPrice,
    };
  });
  const priced = lines
    .filter((l) => l.available)
    .map((l) => ({ qty: l.qty, price: l.unitPrice, productId: l.productId, categoryId: productById.get(l.productId)?.categoryId ?? null }));
  const d = options.find((o) => o.id === shippingOptionId);
  // a showroom pickup is taxed as the showroom's sale (docs/requirements.md, "Showroom pickup")
  const given = d?.kind === 'pickup' ? undefined : address;
  const taxAddress = given ?? shopTaxAddress(settings);
  const taxRates = await taxRatesForAddress(taxAddress, db);
  const sampleFee = settings.samples.deliveryFeeCents;
  // each option's fee for the cart's real lines; an order of samples alone pays the sample delivery fee
  // (docs/requirements.md, "Delivery fees" and "Free samples")
  const feeLines: FeeLine[] = lines
    .filter((l) => l.available)
    .map((l) => ({
      qty: l.qty,
      sample: l.sample,
      service: l.installation,
      price: l.unitPrice,
      weightKg: weightOf(productById.get(l.productId)),
    }));
  const deliveryFees = Object.fromEntries(options.map((o) => [o.id, deliveryFee(feeOptionOf(o), feeLines, sampleFee)]));
  const shipping = d ? deliveryFees[d.id] : 0;
  const { coupon, refusal } = await resolveCoupon(db, {
    code: couponCode,
    lines: priced,
    shipping,
    buyer,
  });
  return {
    lines,
    coupon,
    couponError: refusal?.reason ?? null,
    couponMinimum: refusal?.minimumSpend,
    couponMissing: refusal?.missing,
    delivery: d ? { id: d.id, type: d.type, area: d.area, cost: shipping, pickup: d.kind === 'pickup' } : null,
    deliveryFees,
    totals: orderTotals(priced, discountFor(coupon, priced), shipping, taxRates),
    taxRegion: { ...taxAddress, estimate: !given && d?.kind !== 'pickup' },
    currency: { name: settings.currency.name, symbol: settings.currency.symbol },
    tooManySamples: new Set(items.filter((i) => i.sample).map((i) => `${i.productId}/${i.variantId ?? ''}`)).size > MAX_SAMPLES,
    sampleDelivery: sampleFee / 100,
    installationRate: rate / 100,
    pickupTransferDays: settings.stock.pickupTransferDays,
  };
}

/** A product's box weight as the fee rule takes it (docs/requirements.md, "Delivery fees"). */
export function weightOf(p: { weightKg: string | null } | undefined): number | null {
  return p?.weightKg ? Number(p.weightKg) : null;
}

export interface DeliveryOptionDto {
  id: string;
  /** the type and area in the page's language; `lang` names those shown in English instead */
  type: string;
  area: string;
  lang?: FallbackLang<ShippingText>;
  /** the flat fee or the base of the rule; the cart's own fee comes with the quote (`deliveryFees`) */
  cost: number;
  /** picked up at the showroom (docs/requirements.md, "Showroom pickup") */
  pickup: boolean;
  feeRule: FeeRule;
}

/** The active options in order, their names in `locale` (English where not translated; docs/requirements.md, "Content in four languages"). */
export async function listDeliveryOptions(db?: DbOrTx, locale = 'en'): Promise<DeliveryOptionDto[]> {
  db ??= await getDb();
  const rows = await db.select().from(t.shippingOptions).where(eq(t.shippingOptions.active, true)).orderBy(t.shippingOptions.position);
  return rows.map((r) => {
    const { type, area, lang } = localize(r, SHIPPING_TEXT_FIELDS, locale);
    return { id: r.id, type, area, ...(lang ? { lang } : {}), cost: Number(r.cost), pickup: r.kind === 'pickup', feeRule: r.feeRule };
  });
}
