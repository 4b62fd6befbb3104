import { z } from 'zod';
import type { OrderStatus } from './status';

/*
 * The customer is told when staff change their order (docs/requirements.md, "The customer is told"): an edit of its
 * lines, a refund, a cancellation and a delivery each send one mail in the order's language, unless the staff member
 * unticks "E-mail the customer" for that change.
 */

/** What changed, as the mail tells it. */
export type OrderUpdate =
  { kind: 'edited' } | { kind: 'refunded'; amount: string; online: boolean } | { kind: 'cancelled' } | { kind: 'delivered' };

/** The field of every write that may mail the customer: ticked unless staff untick it. */
export const notifyCustomerField = z.boolean().optional().default(true);

/** The statuses whose change the customer is told of. */
export function statusMailsCustomer(status: OrderStatus): status is 'cancelled' | 'delivered' {
  return status === 'cancelled' || status === 'delivered';
}
