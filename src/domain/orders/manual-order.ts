import { z } from 'zod';
import { addressSchema, checkoutItemSchema, orderNoteSchema } from './checkout-schema';

/**
 * The first status entry of an order staff placed for a customer on the phone; the dashboard's timeline shows it as
 * "Created by <staff> (phone order)" in the reader's language.
 */
export const PHONE_ORDER_NOTE = 'phone-order';

/** Payment methods staff may record on a phone order: collected by hand, never through a gateway. */
export const MANUAL_PAYMENT_METHODS = ['cod'] as const;

/**
 * A phone order (docs/requirements.md, "Phone orders"): an existing customer or a name, e-mail and phone (the
 * customer record of that e-mail is found or made as for a guest checkout), the delivery address, product lines,
 * a delivery option and a hand-collected payment method. Priced by the server as the checkout is; messages are the
 * checkout's field keys.
 */
export const manualOrderSchema = z.object({
  customerId: z.uuid('invalid').optional(),
  /** name, phone, e-mail and the delivery address (billing and shipping alike) */
  address: addressSchema,
  items: z.array(checkoutItemSchema).min(1, 'emptyCart').max(100, 'tooManyItems'),
  shippingOptionId: z.string().uuid('chooseDelivery'),
  paymentMethod: z.enum(MANUAL_PAYMENT_METHODS, { message: 'choosePayment' }),
  couponCode: z.string().trim().max(40, 'tooLong').optional(),
  note: orderNoteSchema,
  /** e-mail the customer the order confirmation */
  sendConfirmation: z.boolean().default(false),
  /** random per form: a double submit makes one order */
  orderKey: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
