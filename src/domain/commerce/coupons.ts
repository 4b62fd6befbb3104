import { z } from 'zod';
import { DISCOUNT_KINDS } from '@/domain/orders/discount-kinds';

/**
 * The coupon form's schema, shared by the browser form (react-hook-form) and the server action, and the status the
 * coupon list shows. Messages are keys: plain ones are `dashboard.validation.*`, `dashCommerce.validation.*` ones are
 * this area's own.
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
