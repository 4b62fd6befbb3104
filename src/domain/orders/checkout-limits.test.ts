import { describe, expect, it } from 'vitest';
import { guestOrderOverLimit, orderThrottles, type OrderFacts } from './checkout-limits';

const order = (o: Partial<OrderFacts> = {}): OrderFacts => ({ guest: true, paymentMethod: 'stripe', subtotal: 100, samples: false, ...o });

describe('orderThrottles', () => {
  it('counts every order per address, and one nobody pays at checkout against the tighter rule too', () => {
    expect(orderThrottles(order()).map((t) => t.rule)).toEqual(['orderAddress']);
    expect(orderThrottles(order({ paymentMethod: 'cod' })).map((t) => t.rule)).toEqual(['orderAddress', 'unpaidOrderAddress']);
  });

  it('counts an order with free samples per address and per e-mail, refused as sample orders', () => {
    expect(orderThrottles(order({ paymentMethod: 'cod', subtotal: 0, samples: true }))).toEqual([
      { rule: 'orderAddress', by: 'address', refusal: 'tooManyOrders' },
      { rule: 'unpaidOrderAddress', by: 'address', refusal: 'tooManyOrders' },
      { rule: 'sampleOrderAddress', by: 'address', refusal: 'tooManySampleOrders' },
      { rule: 'sampleOrderEmail', by: 'email', refusal: 'tooManySampleOrders' },
    ]);
  });
});

describe('guestOrderOverLimit', () => {
  it("limits the goods of a guest's order paid on delivery, to the cent", () => {
    expect(guestOrderOverLimit(order({ paymentMethod: 'cod', subtotal: 2500 }), 250_000)).toBe(false);
    expect(guestOrderOverLimit(order({ paymentMethod: 'cod', subtotal: 2500.01 }), 250_000)).toBe(true);
  });

  it('leaves orders paid online, orders from an account and a limit of 0 alone', () => {
    expect(guestOrderOverLimit(order({ paymentMethod: 'stripe', subtotal: 99_999 }), 250_000)).toBe(false);
    expect(guestOrderOverLimit(order({ guest: false, paymentMethod: 'cod', subtotal: 99_999 }), 250_000)).toBe(false);
    expect(guestOrderOverLimit(order({ paymentMethod: 'cod', subtotal: 99_999 }), 0)).toBe(false);
  });
});
