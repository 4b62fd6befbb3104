import { describe, expect, it } from 'vitest';
import { checkoutItemSchema } from '@/domain/orders/checkout-schema';
import {
  cartQuantity,
  cartReducer,
  clampQty,
  INITIAL_CART,
  lineLimit,
  MAX_LINE_QUANTITY,
  resumeCart,
  shouldPersist,
  type CartItem,
  type CartState,
  unitsAdded,
} from './cart';

const simple = (over: Partial<CartItem> = {}): CartItem => ({ _id: 'p1', uid: 'u1', qty: 1, price: 40, ...over });
const variant = (color: string, attribute: string, uid: string, over: Partial<CartItem> = {}): CartItem => ({
  _id: 'p2',
  uid,
  qty: 1,
  price: 55,
  color: { name: color },
  attribute: { name: attribute },
  ...over,
});
const withItems = (...items: CartItem[]): CartState => ({ ...INITIAL_CART, items });

describe('cart reducer (add, merge, steps, server update, reset)', () => {
  it('keeps the earlier order whose dye lots to match until the order is placed, a server update included', () => {
    const asked = cartReducer(withItems(simple()), { type: 'sameLotsAs', order: 'FS-261130-ABCD' });
    expect(asked.sameLotsAs).toBe('FS-261130-ABCD');
    expect(cartReducer(asked, { type: 'updateFromServer', payload: { wishlist: 2 } }).sameLotsAs).toBe('FS-261130-ABCD');
    expect(cartReducer(asked, { type: 'sameLotsAs', order: null }).sameLotsAs).toBeNull();
    expect(cartReducer(asked, { type: 'reset' }).sameLotsAs).toBeNull();
  });

  it('add appends a new line', () => {
    const s = cartReducer(INITIAL_CART, { type: 'add', item: simple({ qty: 2 }) });
    expect(s.items).toEqual([simple({ qty: 2 })]);
  });
  it('add merges quantity into a matching simple line', () => {
    const s = cartReducer(withItems(simple({ qty: 2 })), { type: 'add', item: simple({ uid: 'other', qty: 3 }) });
    expect(s.items).toHaveLength(1);
    expect(s.items[0]).toMatchObject({ uid: 'u1', qty: 5 });
  });
  it('variants match on id, colour and attribute', () => {
    let s = withItems(variant('Oak', '12 mm', 'a'));
    s = cartReducer(s, { type: 'add', item: variant('Oak', '12 mm', 'b', { qty: 2 }) });
    s = cartReducer(s, { type: 'add', item: variant('Grey', '12 mm', 'c') });
    s = cartReducer(s, { type: 'add', item: variant('Oak', '14 mm', 'd') });
    expect(s.items.map((i) => [i.uid, i.qty])).toEqual([
      ['a', 3],
      ['c', 1],
      ['d', 1],
    ]);
  });
  it('add is limited by stock and ignores sold-out products', () => {
    let s = cartReducer(INITIAL_CART, { type: 'add', item: simple({ qty: 8, stock: 5 }) });
    expect(s.items[0].qty).toBe(5);
    s = cartReducer(s, { type: 'add', item: simple({ uid: 'x', qty: 1, stock: 5 }) });
    expect(s.items[0].qty).toBe(5);
    expect(cartReducer(INITIAL_CART, { type: 'add', item: simple({ stock: 0 }) }).items).toEqual([]);
  });
  it('increment adds one, up to stock', () => {
    const s = cartReducer(withItems(simple({ qty: 1, stock: 2 })), { type: 'increment', uid: 'u1' });
    expect(s.items[0].qty).toBe(2);
    expect(cartReducer(s, { type: 'increment', uid: 'u1' }).items[0].qty).toBe(2);
  });
  it('decrement takes one away and removes the line at quantity 1', () => {
    const s = cartReducer(withItems(simple({ qty: 2 })), { type: 'decrement', uid: 'u1' });
    expect(s.items[0].qty).toBe(1);
    expect(cartReducer(s, { type: 'decrement', uid: 'u1' }).items).toEqual([]);
  });
  it('setQty clamps to 1..stock', () => {
    const s = withItems(simple({ qty: 2, stock: 10 }));
    expect(cartReducer(s, { type: 'setQty', uid: 'u1', qty: 50 }).items[0].qty).toBe(10);
    expect(cartReducer(s, { type: 'setQty', uid: 'u1', qty: 0 }).items[0].qty).toBe(1);
  });
  it('remove drops the line', () => {
    const s = cartReducer(withItems(simple(), variant('Oak', '12 mm', 'v')), { type: 'remove', uid: 'u1' });
    expect(s.items.map((i) => i.uid)).toEqual(['v']);
  });
  it('setInstall marks a boxes line for installation and clears it; a sample is never installed', () => {
    const on = cartReducer(withItems(simple({ qty: 3 }), simple({ uid: 's', sample: true })), {
      type: 'setInstall',
      uid: 'u1',
      install: true,
    });
    expect(on.items[0]).toEqual(simple({ qty: 3, install: true }));
    // the installation follows the boxes: the line keeps its flag through quantity changes
    expect(cartReducer(on, { type: 'setQty', uid: 'u1', qty: 7 }).items[0]).toMatchObject({ qty: 7, install: true });
    expect(cartReducer(on, { type: 'setInstall', uid: 'u1', install: false }).items[0].install).toBeUndefined();
    expect(cartReducer(on, { type: 'setInstall', uid: 's', install: true }).items[1].install).toBeUndefined();
  });
  it('update from server appends items, resets missing parts and sets loaded', () => {
    const start: CartState = { ...withItems(simple()), wishlist: 3, coupon: { code: 'X', discount: 5 } };
    const s = cartReducer(start, { type: 'updateFromServer', payload: { items: [variant('Oak', '12 mm', 'v')], compare: ['p9'] } });
    expect(s.loaded).toBe(true);
    expect(s.items.map((i) => i.uid)).toEqual(['u1', 'v']);
    expect(s.compare).toEqual(['p9']);
    expect(s.wishlist).toBe(0);
    expect(s.coupon).toBeNull();
  });
  it('reset clears coupon, items, billing, shipping and delivery but keeps wishlist and compare', () => {
    const full: CartState = {
      ...withItems(simple()),
      coupon: { code: 'WELCOME10', discount: 10 },
      billingInfo: { ...INITIAL_CART.billingInfo, fullName: 'A' },
      shippingInfo: { ...INITIAL_CART.shippingInfo, city: 'Surrey' },
      deliveryInfo: { type: 'Standard', area: 'Surrey', cost: 49 },
      wishlist: 2,
      compare: ['p1'],
    };
    const s = cartReducer(full, { type: 'reset' });
    expect(s).toEqual({ ...INITIAL_CART, wishlist: 2, compare: ['p1'] });
  });
  it('applies a coupon', () => {
    expect(cartReducer(INITIAL_CART, { type: 'applyCoupon', coupon: { code: 'FLOOR15', discount: 15 } }).coupon).toEqual({
      code: 'FLOOR15',
      discount: 15,
    });
  });
  it('updates billing, shipping and delivery', () => {
    const info = {
      fullName: 'Pat',
      phone: '604-555-0100',
      email: 'p@example.com',
      house: '1 Main',
      city: 'Surrey',
      state: 'BC',
      zipCode: 'V3W 1A1',
      country: 'CA',
    };
    expect(cartReducer(INITIAL_CART, { type: 'updateBilling', info }).billingInfo).toEqual(info);
    expect(cartReducer(INITIAL_CART, { type: 'updateShipping', info }).shippingInfo).toEqual(info);
    expect(cartReducer(INITIAL_CART, { type: 'updateDelivery', info: { type: 'Pickup', area: 'Store', cost: 0 } }).deliveryInfo).toEqual({
      type: 'Pickup',
      area: 'Store',
      cost: 0,
    });
  });
  it('updates the wishlist count and the compare list (unique, at most 4)', () => {
    expect(cartReducer(INITIAL_CART, { type: 'updateWishlist', count: 4 }).wishlist).toBe(4);
    expect(cartReducer(INITIAL_CART, { type: 'updateCompare', list: ['a', 'b', 'a', 'c', 'd', 'e'] }).compare).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
  it('persists every change except the server update', () => {
    expect(shouldPersist({ type: 'reset' })).toBe(true);
    expect(shouldPersist({ type: 'updateFromServer', payload: {} })).toBe(false);
  });
  it('counts the total quantity for the badges', () => {
    expect(cartQuantity(withItems(simple({ qty: 2 }), variant('Oak', '12 mm', 'v', { qty: 3 })))).toBe(5);
  });
});

describe('resumeCart (the stored cart meets changes made before it was read)', () => {
  it('keeps the stored lines and adds what was clicked while the page was starting', () => {
    const stored = { ...withItems(simple({ uid: 'u1', qty: 2 })), coupon: null };
    const early = [{ type: 'add' as const, item: variant('Grey', '12 mm', 'u2') }];
    const s = resumeCart(stored, early);
    expect(s.loaded).toBe(true);
    expect(s.items.map((i) => [i.uid, i.qty])).toEqual([
      ['u1', 2],
      ['u2', 1],
    ]);
  });

  it('merges an early add of a stored line into it, and starts empty without a stored cart', () => {
    expect(resumeCart(withItems(simple({ qty: 2 })), [{ type: 'add', item: simple({ qty: 1 }) }]).items).toEqual([simple({ qty: 3 })]);
    expect(resumeCart(null, [])).toEqual({ ...INITIAL_CART, loaded: true });
  });
});

describe('the line limit (one limit for the cart, the product page and the server)', () => {
  const item = simple({ stock: 100_000 });

  it('caps a line at MAX_LINE_QUANTITY even when stock is unlimited, and at the stock below it', () => {
    expect(lineLimit(100_000)).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(undefined)).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(25)).toBe(25);
    expect(clampQty(100_000, 100_000)).toBe(MAX_LINE_QUANTITY);
    expect(clampQty(0, 5)).toBe(1);
  });

  it('never lets the cart hold more than the server accepts: typed, stepped or added', () => {
    let s = cartReducer(INITIAL_CART, { type: 'add', item: { ...item, qty: 9_999 } });
    s = cartReducer(s, { type: 'setQty', uid: s.items[0].uid, qty: 100_000 });
    expect(s.items[0].qty).toBe(MAX_LINE_QUANTITY);
    s = cartReducer(s, { type: 'increment', uid: s.items[0].uid });
    expect(s.items[0].qty).toBe(MAX_LINE_QUANTITY);
    s = cartReducer(s, { type: 'add', item: { ...item, qty: 5 } });
    expect(s.items[0].qty).toBe(MAX_LINE_QUANTITY);
    expect(checkoutItemSchema.safeParse({ productId: '00000000-0000-4000-8000-000000000001', qty: s.items[0].qty }).success).toBe(true);
    expect(checkoutItemSchema.safeParse({ productId: '00000000-0000-4000-8000-000000000001', qty: MAX_LINE_QUANTITY + 1 }).success).toBe(
      false,
    );
  });

  it('says how many units an add puts in: all, those up to the limit, or none when the line is full or sold out', () => {
    expect(unitsAdded(INITIAL_CART, { ...item, qty: 4 })).toBe(4);
    const nearlyFull = withItems({ ...item, qty: 9_998 });
    expect(unitsAdded(nearlyFull, { ...item, qty: 5 })).toBe(2);
    const full = withItems({ ...item, qty: MAX_LINE_QUANTITY });
    expect(unitsAdded(full, { ...item, qty: 5 })).toBe(0);
    expect(unitsAdded(withItems(simple({ stock: 3, qty: 3 })), simple({ stock: 3, qty: 1 }))).toBe(0);
    expect(unitsAdded(INITIAL_CART, simple({ stock: 0, qty: 1 }))).toBe(0);
  });

  it('brings a stored cart with an oversized line back within the limit', () => {
    const resumed = resumeCart({ items: [{ ...item, qty: 100_000 }] }, []);
    expect(resumed.items[0].qty).toBe(MAX_LINE_QUANTITY);
  });
});
