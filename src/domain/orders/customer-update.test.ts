import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notifyCustomerField, statusMailsCustomer } from './customer-update';
import { ORDER_STATUSES } from './status';

describe('telling the customer of a change', () => {
  it('mails for a cancellation and a delivery, not for the steps in between or a refund status (its refund mails)', () => {
    expect(ORDER_STATUSES.filter(statusMailsCustomer)).toEqual(['delivered', 'cancelled']);
  });

  it('is ticked unless staff untick it, and takes nothing but a boolean', () => {
    const schema = z.object({ notify: notifyCustomerField });
    expect(schema.parse({})).toEqual({ notify: true });
    expect(schema.parse({ notify: false })).toEqual({ notify: false });
    expect(schema.safeParse({ notify: 'no' }).success).toBe(false);
  });
});
