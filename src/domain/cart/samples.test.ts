import { describe, expect, it } from 'vitest';
import { checkoutItemsSchema } from '@/domain/orders/checkout-schema';
import { cartQuantity, cartReducer, INITIAL_CART, resumeCart, sameLine, type CartItem, type CartState } from './cart';
import { deliveryCost, MAX_SAMPLES, offersSamples, sampleCount, sampleRefusal, samplesOnly } from './samples';

const P = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sample = (id: string, over: Partial<CartItem> = {}): CartItem => ({
  _id: id,
  uid: `${id}:sample`,
  qty: 1,
  price: 0,
  sample: true,
  ...over,
});
const boxes = (id: string, qty = 3): CartItem => ({ _id: id, uid: id, qty, price: 49.99, stock: 10 });
const add = (s: CartState, item: CartItem) => cartReducer(s, { type: 'add', item });

describe('free samples: who offers them', () => {
  it('floor products with the switch on; never accessories, never with the switch off', () => {
    expect(offersSamples({ samples: true, categorySlug: 'laminate' })).toBe(true);
    expect(offersSamples({ samples: true, categorySlug: 'vinyl-plank' })).toBe(true);
    expect(offersSamples({ samples: true, categorySlug: 'engineered-wood' })).toBe(true);
    expect(offersSamples({ samples: true, categorySlug: 'tiles' })).toBe(true);
    expect(offersSamples({ samples: true, categorySlug: 'accessories' })).toBe(false);
    expect(offersSamples({ samples: false, categorySlug: 'laminate' })).toBe(false);
  });
});

describe('free samples in the cart', () => {
  it('a sample is its own line beside boxes of the same product: price 0, one unit, no stock limit', () => {
    let s = add(INITIAL_CART, boxes('p1'));
    s = add(s, sample('p1', { price: 49.99, qty: 4, stock: 0 }));
    expect(s.items).toHaveLength(2);
    expect(s.items[1]).toMatchObject({ sample: true, qty: 1, price: 0 });
    expect(s.items[1].stock).toBeUndefined();
    expect(sameLine(s.items[0], s.items[1])).toBe(false);
    expect(cartQuantity(s)).toBe(4);
  });

  it('one sample per product or variant: asking again changes nothing', () => {
    const s = add(INITIAL_CART, sample('p1', { variantId: 'v1', color: { name: 'Oak' } }));
    expect(add(s, sample('p1', { variantId: 'v1', color: { name: 'Oak' } }))).toBe(s);
    expect(add(s, sample('p1', { variantId: 'v2', color: { name: 'Ash' }, uid: 'other' })).items).toHaveLength(2);
  });

  it(`at most ${MAX_SAMPLES} sample lines: the sixth is refused, boxes still go in`, () => {
    let s = INITIAL_CART;
    for (let i = 1; i <= MAX_SAMPLES; i++) s = add(s, sample(`p${i}`));
    expect(sampleCount(s.items)).toBe(MAX_SAMPLES);
    expect(add(s, sample('p6'))).toBe(s);
    expect(add(s, boxes('p6')).items).toHaveLength(MAX_SAMPLES + 1);
  });

  it('a sample stays one unit: increment, set quantity and a stored cart cannot raise it', () => {
    const s = add(INITIAL_CART, sample('p1'));
    const uid = s.items[0].uid;
    expect(cartReducer(s, { type: 'increment', uid }).items[0].qty).toBe(1);
    expect(cartReducer(s, { type: 'setQty', uid, qty: 9 }).items[0].qty).toBe(1);
    expect(cartReducer(s, { type: 'decrement', uid }).items).toHaveLength(0);
    expect(resumeCart({ items: [sample('p1', { qty: 7 })] }, []).items[0].qty).toBe(1);
  });

  it('sampleRefusal says why the product page cannot add one', () => {
    const lines = [1, 2, 3, 4].map((n) => ({ productId: `p${n}`, sample: true }));
    expect(sampleRefusal(lines, { productId: 'p5' })).toBeNull();
    expect(sampleRefusal(lines, { productId: 'p1' })).toBe('already');
    expect(sampleRefusal([...lines, { productId: 'p5', sample: true }], { productId: 'p6' })).toBe('full');
    // boxes of a product are no sample of it
    expect(sampleRefusal([{ productId: 'p9' }], { productId: 'p9' })).toBeNull();
  });
});

describe('free samples: pricing', () => {
  it('an order of samples alone pays the sample delivery fee; with boxes the delivery option', () => {
    expect(samplesOnly([{ sample: true }, { sample: true }])).toBe(true);
    expect(samplesOnly([{ sample: true }, {}])).toBe(false);
    expect(samplesOnly([])).toBe(false);
    expect(deliveryCost([{ sample: true }], 49, 0)).toBe(0);
    expect(deliveryCost([{ sample: true }], 49, 499)).toBe(4.99);
    expect(deliveryCost([{ sample: true }, {}], 49, 499)).toBe(49);
    expect(deliveryCost([{}], 49, 499)).toBe(49);
  });

  it('the checkout refuses a sixth sample line in words, and a sample of more than one unit', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ productId: P(n), qty: 1, sample: true }));
    expect(checkoutItemsSchema.safeParse(five).success).toBe(true);
    // the same sample twice is one sample
    expect(checkoutItemsSchema.safeParse([...five, five[0]]).success).toBe(true);
    const six = checkoutItemsSchema.safeParse([...five, { productId: P(6), qty: 1, sample: true }]);
    expect(six.success).toBe(false);
    expect(six.error?.issues[0].message).toBe('tooManySamples');
    // boxes do not count
    expect(checkoutItemsSchema.safeParse([...five, { productId: P(6), qty: 3 }]).success).toBe(true);
    const two = checkoutItemsSchema.safeParse([{ productId: P(1), qty: 2, sample: true }]);
    expect(two.error?.issues[0].message).toBe('invalidQuantity');
  });
});
