import { describe, expect, it } from 'vitest';
import { manualOrderSchema } from './manual-order';

const valid = {
  address: {
    fullName: 'Harjit Gill',
    phone: '604 555 0199',
    email: 'harjit@example.com',
    house: '88 Fraser Hwy',
    city: 'Surrey',
    state: 'BC',
    zipCode: 'V3S 1A1',
    country: 'CA',
  },
  items: [{ productId: '0a4b8d7e-8a44-4f7d-9a59-3f2d64a1c001', qty: 2 }],
  shippingOptionId: '0a4b8d7e-8a44-4f7d-9a59-3f2d64a1c002',
  paymentMethod: 'cod',
  orderKey: 'k'.repeat(20),
};

describe('manualOrderSchema', () => {
  it('accepts a phone order and sends no e-mail unless asked', () => {
    const parsed = manualOrderSchema.parse(valid);
    expect(parsed.sendConfirmation).toBe(false);
  });

  it('refuses no lines, an online gateway and a bad address with the checkout field keys', () => {
    const res = manualOrderSchema.safeParse({
      ...valid,
      items: [],
      paymentMethod: 'stripe',
      address: { ...valid.address, phone: 'call me', zipCode: '!!' },
    });
    expect(res.success).toBe(false);
    const issues = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      items: 'emptyCart',
      paymentMethod: 'choosePayment',
      'address.phone': 'invalidPhone',
      'address.zipCode': 'invalidZip',
    });
  });
});
