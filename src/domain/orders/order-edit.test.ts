import { describe, expect, it } from 'vitest';
import { editAddressSchema, editedTotals, editRefusal, MAX_ORDER_LINES, orderEditSchema, stockDifferences } from './order-edit';
import { orderTotals } from './totals';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const address = {
  fullName: 'Priya Sandhu',
  phone: '604-555-0123',
  email: 'priya@example.com',
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};

describe('which orders may be edited', () => {
  const cod = { paymentMethod: 'cod', paymentStatus: 'unpaid' } as const;
  it('pending, confirmed and processing cash orders not yet paid', () => {
    for (const status of ['pending', 'confirmed', 'processing'] as const) expect(editRefusal({ status, ...cod })).toBeNull();
  });
  it('not once shipped, delivered, cancelled or refunded', () => {
    for (const status of ['shipped', 'delivered', 'cancelled', 'refunded'] as const) expect(editRefusal({ status, ...cod })).toBe('status');
  });
  it('not a processing order part of which has shipped', () => {
    expect(editRefusal({ status: 'processing', ...cod, shippedAt: new Date() })).toBe('partShipped');
    expect(editRefusal({ status: 'processing', ...cod, shippedAt: null })).toBeNull();
  });
  it('not an online order, paid or not, nor a cash order with a payment recorded', () => {
    expect(editRefusal({ status: 'pending', paymentMethod: 'stripe', paymentStatus: 'unpaid' })).toBe('onlinePayment');
    expect(editRefusal({ status: 'confirmed', paymentMethod: 'paypal', paymentStatus: 'paid' })).toBe('onlinePayment');
    expect(editRefusal({ status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'paid' })).toBe('paid');
  });
});

describe('edit form', () => {
  const base = { id: uuid(1), version: '2026-11-26T10:00:00.000Z', items: [{ itemId: uuid(2), qty: 3 }], shipping: address };
  it('takes the kept lines, the added lines and the shared checkout address', () => {
    expect(orderEditSchema.safeParse(base)).toMatchObject({ success: true, data: { add: [] } });
    // the full address is checked once the order is known: a delivery needs it, a showroom pickup the contact only
    const badZip = { ...address, zipCode: 'V3T/2W1' };
    expect(editAddressSchema(false).safeParse(badZip).success).toBe(false);
    expect(editAddressSchema(false).safeParse({ ...address, house: '' }).success).toBe(false);
    expect(editAddressSchema(true).safeParse({ ...address, house: '', city: '', zipCode: '', country: '' }).success).toBe(true);
    expect(editAddressSchema(true).safeParse({ ...address, phone: '' }).success).toBe(false);
  });
  it('refuses quantities outside 1 to 10,000, a line twice, too many lines and a missing version', () => {
    for (const qty of [0, -1, 1.5, 10_001])
      expect(orderEditSchema.safeParse({ ...base, items: [{ itemId: uuid(2), qty }] }).success, String(qty)).toBe(false);
    expect(orderEditSchema.safeParse({ ...base, items: [base.items[0], base.items[0]] }).success).toBe(false);
    const many = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, n) => ({ productId: uuid(n + 10), qty: 1 }));
    expect(orderEditSchema.safeParse({ ...base, add: many }).success).toBe(false);
    expect(orderEditSchema.safeParse({ ...base, version: 'yesterday' }).success).toBe(false);
  });
});

describe('stock moves by the difference', () => {
  const p = uuid(100);
  const v = uuid(200);
  it('takes more for a raised quantity, gives back for a lowered or removed line, leaves unchanged lines alone', () => {
    expect(
      stockDifferences(
        [
          { productId: p, variantId: v, qty: 2 },
          { productId: uuid(101), qty: 5 },
          { productId: uuid(102), qty: 1 },
        ],
        [
          { productId: p, variantId: v, qty: 5 },
          { productId: uuid(101), qty: 1 },
          { productId: uuid(103), qty: 4 },
          { productId: uuid(102), qty: 1 },
        ],
      ),
    ).toEqual([
      { key: `p:${uuid(101)}`, diff: -4 },
      { key: `p:${uuid(103)}`, diff: 4 },
      { key: `v:${v}`, diff: 3 },
    ]);
  });
  it('ignores a line whose product no longer exists', () => {
    expect(stockDifferences([{ productId: null, qty: 2 }], [])).toEqual([]);
  });
});

describe('totals of an edited order', () => {
  it('are the checkout’s: the coupon percent kept, the copied delivery cost, the rates charged', () => {
    const lines = [
      { qty: 2, unitPrice: '49.99' },
      { qty: 1, unitPrice: '19.99' },
    ];
    const totals = editedTotals(lines, {
      couponPercent: 10,
      shippingCost: '49.00',
      taxLines: [
        { name: 'GST', rate: 5 },
        { name: 'PST', rate: 7 },
      ],
    });
    expect(totals).toEqual(
      orderTotals(
        [
          { qty: 2, price: 49.99 },
          { qty: 1, price: 19.99 },
        ],
        { kind: 'percent', value: 10, eligible: undefined },
        49,
        [
          { name: 'GST', rate: 5 },
          { name: 'PST', rate: 7 },
        ],
      ),
    );
    // 119.97 - 10 % = 107.973 -> 108.0; + 49 = 157.0; GST 7.85, PST 10.99
    expect(totals).toMatchObject({ subtotal: 119.97, afterDiscount: 108, total: 175.84 });
  });
  it('without a coupon or taxes', () => {
    expect(editedTotals([{ qty: 3, unitPrice: 10 }], { couponPercent: null, shippingCost: 0, taxLines: [] }).total).toBe(30);
  });
});
