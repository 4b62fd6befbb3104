import { z } from 'zod';

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

export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(40, 'tooLong')
      .transform((s) => s.toUpperCase())
      .refine((s) => COUPON_CODE_PATTERN.test(s), 'dashCommerce.validation.couponCode'),
    discountPercent: z.coerce.number({ error: 'percentRange' }).int('wholeNumber').min(1, 'percentRange').max(100, 'percentRange'),
    minimumSpend: z.coerce.number({ error: 'invalid' }).min(0, 'notNegative').max(100_000_000, 'tooLong'),
    usageLimit: optionalLimit,
    startsAt: optionalDate,
    expiresAt: optionalDate,
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.startsAt && c.expiresAt && c.expiresAt <= c.startsAt)
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'endBeforeStart' });
  });
export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponFormValues = z.input<typeof couponInputSchema>;

/** Whether a usage limit may be set on a coupon that was already used `usedCount` times. */
export const limitCoversUses = (usageLimit: number | null, usedCount: number) => usageLimit === null || usageLimit >= usedCount;

export const shippingInputSchema = z.object({
  type: z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'tooLong'),
  area: z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'tooLong'),
  cost: z.coerce.number({ error: 'invalid' }).min(0, 'notNegative').max(1_000_000, 'tooLong'),
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
