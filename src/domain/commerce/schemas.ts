import { z } from 'zod';
import { translationStatuses, type ContentTranslations } from '@/domain/content/translations';
import { translationsSchema } from '@/domain/content/translations-schema';
import { feeRuleSchema } from '@/domain/orders/delivery-fee';
import { DISCOUNT_KINDS } from '@/domain/orders/discount-kinds';
import { DELIVERY_KINDS } from './delivery-kinds';

/**
 * Schemas of the coupon, shipping and newsletter forms, shared by the browser form (react-hook-form) and
 * the server actions. Messages are keys: plain ones are `dashboard.validation.*`, `dashCommerce.validation.*`
 * ones are this area's own.
 */

/** A coupon code as stored and matched: upper-case letters, digits and hyphens (the cart upper-cases what it is given). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;

/** '' or null → null; a Date stays; a string is parsed (the browser sends ISO strings, a form field 'YYYY-MM-DDTHH:mm'). */
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? new Date(v) : v),
  z.date({ error: 'invalid' }).nullable(),
);

/** '' or null → null (unlimited), else a whole number ≥ 0. */
const optionalLimit = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'notNegative').max(10_000_000, 'tooLong').nullable(),
);

/** '' or null → null; else a number (the form sends strings). */
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'invalid' }).nullable(),
);

/** The coupon kinds (docs/requirements.md, "Coupons"): percent off, a fixed amount off the goods, free delivery. */

/** Most categories and products one coupon may be limited to. */
export const MAX_COUPON_SCOPE = 100;

export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(40, 'tooLong')
      .transform((s) => s.toUpperCase())
      .refine((s) => COUPON_CODE_PATTERN.test(s), 'dashCommerce.validation.couponCode'),
    kind: z.enum(DISCOUNT_KINDS, { error: 'invalid' }).default('percent'),
    /** 1–100 for a percent coupon; ignored (stored as null) for the other kinds */
    discountPercent: optionalNumber,
    /** more than 0 for a fixed-amount coupon; ignored (stored as null) for the other kinds */
    discountAmount: optionalNumber,
    minimumSpend: z.coerce.number({ error: 'invalid' }).min(0, 'notNegative').max(100_000_000, 'tooLong'),
    usageLimit: optionalLimit,
    /** orders one customer may place with it; empty = no limit */
    perCustomerLimit: optionalLimit.refine((v) => v === null || v >= 1, 'mustBePositive'),
    startsAt: optionalDate,
    expiresAt: optionalDate,
    active: z.boolean().default(true),
    automatic: z.boolean().default(false),
    categoryIds: z.array(z.uuid('invalid')).max(MAX_COUPON_SCOPE, 'tooLong').default([]),
    productIds: z.array(z.uuid('invalid')).max(MAX_COUPON_SCOPE, 'tooLong').default([]),
  })
  .superRefine((c, ctx) => {
    if (c.startsAt && c.expiresAt && c.expiresAt <= c.startsAt)
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'endBeforeStart' });
    if (c.kind === 'percent') {
      const p = c.discountPercent;
      if (p === null) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'percentRange' });
      else if (!Number.isInteger(p)) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'wholeNumber' });
      else if (p < 1 || p > 100) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'percentRange' });
    }
    if (c.kind === 'fixed') {
      const a = c.discountAmount;
      if (a === null || !Number.isFinite(a) || a <= 0)
        ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'mustBePositive' });
      else if (a > 1_000_000) ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'tooLong' });
      else if (Math.abs(Math.round(a * 100) - a * 100) > 1e-6)
        ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'invalid' });
    }
  })
  .transform((c) => ({
    ...c,
    discountPercent: c.kind === 'percent' ? c.discountPercent : null,
    discountAmount: c.kind === 'fixed' ? c.discountAmount : null,
    categoryIds: [...new Set(c.categoryIds)],
    productIds: [...new Set(c.productIds)],
  }));
export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponFormValues = z.input<typeof couponInputSchema>;

/** Whether a usage limit may be set on a coupon that was already used `usedCount` times. */
export const limitCoversUses = (usageLimit: number | null, usedCount: number) => usageLimit === null || usageLimit >= usedCount;

export type CouponStatus = 'inactive' | 'scheduled' | 'active' | 'expired' | 'usedUp';

/**
 * What the coupon list shows (docs/dashboard-commerce.md): switched off, scheduled (starts later), expired (at or
 * after the end), used up (total uses reached), else active.
 */
export function couponStatus(
  c: { active: boolean; startsAt: Date | string | null; expiresAt: Date | string | null; usageLimit: number | null; usedCount: number },
  now: Date,
): CouponStatus {
  if (!c.active) return 'inactive';
  if (c.expiresAt && now >= new Date(c.expiresAt)) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'usedUp';
  if (c.startsAt && now < new Date(c.startsAt)) return 'scheduled';
  return 'active';
}

const amount = z.coerce.number({ error: 'invalid' }).min(0, 'notNegative').max(1_000_000, 'tooLong');

/**
 * A delivery option: a delivery or a showroom pickup, and its fee rule (docs/requirements.md, "Delivery fees"): `cost`
 * is the flat fee or the base, `feeRate` the amount per box or per kg (0 for flat), `freeOver` the goods subtotal
 * from which it is free (empty: never).
 */
const shippingType = z.string({ error: 'required' }).trim().max(80, 'tooLong');
const shippingArea = z.string({ error: 'required' }).trim().max(120, 'tooLong');
/** A delivery option's translatable texts (docs/requirements.md, "Content in four languages"), with the English limits. */
export const SHIPPING_TEXT_FIELDS = ['type', 'area'] as const;
export type ShippingText = (typeof SHIPPING_TEXT_FIELDS)[number];
export const shippingTranslationsSchema = translationsSchema({ type: shippingType, area: shippingArea });

/** How far a delivery option's type and area are translated, per language: its form's tabs and the options list show it. */
export const shippingTextStatuses = (english: Record<ShippingText, string>, translations: ContentTranslations | null | undefined) =>
  translationStatuses(english, translations);

export const shippingInputSchema = z.object({
  type: shippingType.min(1, 'required'),
  area: shippingArea.min(1, 'required'),
  /** Bengali, Arabic and French type and area; absent: the stored ones stay */
  translations: shippingTranslationsSchema.optional(),
  kind: z.enum(DELIVERY_KINDS, { error: 'invalid' }).default('delivery'),
  feeRule: feeRuleSchema.default('flat'),
  cost: amount,
  feeRate: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : v), amount),
  freeOver: z.preprocess((v) => (v === '' || v === undefined ? null : v), amount.nullable()),
  position: z.coerce.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'notNegative').max(10_000, 'tooLong'),
  active: z.boolean().default(true),
});
export type ShippingInput = z.output<typeof shippingInputSchema>;
export type ShippingFormValues = z.input<typeof shippingInputSchema>;

export const subscribeSchema = z.object({
  email: z
    .string({ error: 'invalidEmail' })
    .trim()
    .max(200, 'invalidEmail')
    .pipe(z.email('invalidEmail'))
    .transform((s) => s.toLowerCase()),
});

/** The shop's default low-stock threshold until the owner sets another in settings (docs/requirements.md, "Low stock"). */
export const LOW_STOCK_THRESHOLD = 5;

/** The threshold of one product: its own when set, else the shop's default from settings. */
export const lowStockLimit = (own: number | null | undefined, shopDefault: number) => own ?? shopDefault;

/** Whether stock left is low: at or below the limit, and -1 (unlimited) never is (docs/requirements.md, "Low stock"). */
export const isLowStock = (left: number, limit: number = LOW_STOCK_THRESHOLD) => left !== -1 && left <= limit;
