import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { z } from 'zod';
import { countryCode, isCountryCode } from '@/domain/geo/countries';
import { hasTwoLetters, refineCanadianAddress, storedPostalCode } from '@/domain/geo/postal-code';
import { MAX_SAMPLES } from '@/domain/cart/samples';
import { stripBidiControls } from '@/lib/clean-input';
import { PAYMENT_METHODS } from '@/domain/payments/methods';

/**
 * Checkout input, shared by the checkout form and the server. Messages are translation keys
 * (namespace `checkout.errors`), so each field's error shows in the customer's language. Every text loses its bidi
 * controls before it is trimmed and checked (docs/requirements.md, "Input handling").
 */
const text = () => z.string({ message: 'required' }).overwrite(stripBidiControls).trim();
const required = (max: number) => text().min(1, 'required').max(max, 'tooLong');

/**
 * The fields of an address and their rules: the checkout's, the order editor's, a phone order's and the address
 * book's, so that every saved address can be used at checkout (docs/requirements.md, "Addresses and postal codes").
 */
export const addressFields = z.object({
  /** at least two letters: a full name, not an initial */
  fullName: required(120).refine(hasTwoLetters, 'nameTooShort'),
  phone: text()
    .min(1, 'required')
    .regex(/^\+?[\d\s().-]{7,20}$/, 'invalidPhone'),
  email: text().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
  house: required(200),
  city: required(100),
  state: required(100),
  /** a Canadian code is stored as "V3T 1V8" */
  zipCode: text()
    .min(1, 'required')
    .max(12, 'tooLong')
    .regex(/^[A-Za-z0-9 -]+$/, 'invalidZip')
    .transform(storedPostalCode),
  /** ISO 3166 two-letter code (legacy AN and CS included); a country's name in a shop language is taken as its code */
  country: z
    .string({ message: 'required' })
    .trim()
    .overwrite((v) => countryCode(v) || v)
    .regex(/^[A-Z]{2}$/, 'invalidCountry')
    .refine(isCountryCode, 'invalidCountry'),
});

/**
 * A delivery address; in Canada the province is one of the list and the postal code has the Canadian form and
 * belongs to that province (docs/requirements.md, "Addresses and postal codes").
 */
export const addressSchema = addressFields.superRefine(
  refineCanadianAddress({ province: 'invalidProvince', postalCodeFormat: 'invalidPostalCode', postalCodeProvince: 'postalCodeProvince' }),
);

const optional = (max: number) => text().max(max, 'tooLong').default('');
/** an order's note to the shop */
export const orderNoteSchema = text().max(1000, 'tooLong').optional();

/**
 * A showroom pickup's contact (docs/requirements.md, "Showroom pickup"): name, phone and e-mail; the address fields
 * may be left empty (they are checked for length only).
 */
export const contactSchema = addressFields.extend({
  house: optional(200),
  city: optional(100),
  state: optional(100),
  zipCode: optional(12),
  country: optional(2),
});

export const checkoutItemSchema = z
  .object({
    productId: z.string().uuid('invalidItem'),
    variantId: z.string().uuid('invalidItem').optional(),
    qty: z.number().int('invalidQuantity').min(1, 'invalidQuantity').max(MAX_LINE_QUANTITY, 'invalidQuantity'),
    /** a free sample of the product or variant: one unit (docs/requirements.md, "Free samples") */
    sample: z.boolean().optional(),
    /**
     * the installation of the boxes line of the same product and variant (docs/requirements.md, "Installation
     * estimate"): the server gives it the boxes' quantity
     */
    installation: z.boolean().optional(),
  })
  .refine((i) => !i.sample || i.qty === 1, { path: ['qty'], message: 'invalidQuantity' })
  .refine((i) => !(i.sample && i.installation), { path: ['installation'], message: 'invalidItem' });

/** The cart's lines: at most MAX_SAMPLES of them samples (`tooManySamples`, "You can order up to 5 samples."). */
export const checkoutItemsSchema = z
  .array(checkoutItemSchema)
  .min(1, 'emptyCart')
  .max(100, 'tooManyItems')
  .refine((items) => distinctSamples(items) <= MAX_SAMPLES, 'tooManySamples');

/** The number of different sample lines (the same product and variant twice is one sample). */
function distinctSamples(items: readonly { productId: string; variantId?: string; sample?: boolean }[]): number {
  return new Set(items.filter((i) => i.sample).map((i) => `${i.productId}/${i.variantId ?? ''}`)).size;
}

export const checkoutSchema = z.object({
  items: checkoutItemsSchema,
  couponCode: z.string().trim().max(40, 'tooLong').optional(),
  billing: addressSchema,
  shipping: addressSchema,
  shippingOptionId: z.string().uuid('chooseDelivery'),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'choosePayment' }),
  /** random per checkout page view: resubmitting the same form makes one order */
  checkoutKey: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  note: orderNoteSchema,
  /** the page was open for a signed-in customer: the order is theirs or none (a session that has ended is said) */
  asCustomer: z.boolean().optional(),
  /** more of the same as this earlier order of the buyer's (its number): its dye lots first (docs/requirements.md, "Locations and lots") */
  sameLotsAs: z.string().trim().toUpperCase().min(1).max(40).optional(),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * What the checkout action accepts before the delivery option is known: addresses as a pickup's contact (shipping
 * optional). placeOrder then reads the chosen option and parses with checkoutSchema unless it is a pickup: the
 * server decides from the option, never from the browser.
 */
export const checkoutRequestSchema = checkoutSchema.extend({ billing: contactSchema, shipping: contactSchema.optional() });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

// the form's addresses as typed; superRefine checks them as the chosen option needs
const looseAddress = z.object(
  Object.fromEntries(Object.keys(addressFields.shape).map((k) => [k, z.string()])),
) as unknown as typeof addressFields;

/** The checkout form as the customer fills it (the cart lines and the key are added on submit). */
export const checkoutFormSchema = z
  .object({
    billing: looseAddress,
    sameAsBilling: z.boolean(),
    shipping: looseAddress,
    shippingOptionId: z.string().uuid('chooseDelivery'),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: 'choosePayment' }),
    note: orderNoteSchema,
    /** the chosen option is a showroom pickup (the form's own flag for its fields; the server reads the option) */
    pickup: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const billing = (v.pickup ? contactSchema : addressSchema).safeParse(v.billing);
    if (!billing.success)
      for (const i of billing.error.issues) ctx.addIssue({ code: 'custom', path: ['billing', ...i.path], message: i.message });
    if (v.sameAsBilling || v.pickup) return;
    const parsed = addressSchema.safeParse(v.shipping);
    if (!parsed.success)
      for (const i of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['shipping', ...i.path], message: i.message });
  });

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
