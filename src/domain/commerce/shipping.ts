import { z } from 'zod';
import { translationStatuses, type ContentTranslations } from '@/domain/content/translations';
import { translationsSchema } from '@/domain/content/translations-schema';
import { feeRuleSchema } from '@/domain/orders/delivery-fee';
import { DELIVERY_KINDS } from './delivery-kinds';

/** The delivery options' form schema, shared by the browser form and the server action (message keys as coupons.ts). */

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
