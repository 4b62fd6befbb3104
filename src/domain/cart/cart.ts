import { MAX_SAMPLES, sampleCount } from './samples';

/**
 * The cart (docs/requirements.md, "Cart contents") as a pure reducer. The browser keeps it (encrypted) under the key CART;
 * the server never trusts its prices: it recomputes every order from the database.
 */

export interface CartItem {
  /** product id */
  _id: string;
  /** this line's own id */
  uid: string;
  qty: number;
  /** unit price shown when added (display only) */
  price: number;
  /** variable products */
  variantId?: string;
  color?: { name: string };
  attribute?: { name: string };
  /** display fields */
  name?: string;
  slug?: string;
  image?: string;
  unit?: string;
  unitValue?: number;
  /** most units that may be bought (docs/requirements.md, "Stock rule"); absent: no limit known */
  stock?: number;
  /** a lot-tracked product's largest lot when added (docs/requirements.md, "Largest matching lot"); the cart's quote has the current one */
  largestLot?: number;
  /** a free sample of the product or variant (docs/requirements.md, "Free samples"): price 0, one unit, no stock */
  sample?: boolean;
  /**
   * the installation estimate is added to this boxes line (docs/requirements.md, "Installation estimate"): the server
   * is sent an installation line after it, with its quantity
   */
  install?: boolean;
}

/** A product or variant as a page offers it to the cart: a line without its id and quantity. */
export type CartProduct = Omit<CartItem, 'uid' | 'qty'>;

/** One cart line per product, variant, colour and attribute; a sample of it is a line of its own. */
export function cartLineUid(p: CartProduct): string {
  return [p._id, p.variantId ?? '', p.color?.name ?? '', p.attribute?.name ?? '', ...(p.sample ? ['sample'] : [])].join(':');
}

export interface AddressInfo {
  fullName: string;
  phone: string;
  email: string;
  house: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface DeliveryInfo {
  type: string;
  area: string;
  cost: number;
}

export interface CartState {
  loaded: boolean;
  coupon: { code: string; discount: number } | null;
  items: CartItem[];
  billingInfo: AddressInfo;
  shippingInfo: AddressInfo;
  deliveryInfo: DeliveryInfo;
  /** wishlist count */
  wishlist: number;
  /** product ids to compare */
  compare: string[];
  /**
   * more of the same as this earlier order (its number): the boxes come from its dye lots while they last
   * (docs/requirements.md, "Locations and lots"); null: none
   */
  sameLotsAs: string | null;
}

export const MAX_COMPARE = 4;

export const EMPTY_ADDRESS: AddressInfo = { fullName: '', phone: '', email: '', house: '', city: '', state: '', zipCode: '', country: '' };
export const EMPTY_DELIVERY: DeliveryInfo = { type: '', area: '', cost: 0 };

export const INITIAL_CART: CartState = {
  loaded: false,
  coupon: null,
  items: [],
  billingInfo: EMPTY_ADDRESS,
  shippingInfo: EMPTY_ADDRESS,
  deliveryInfo: EMPTY_DELIVERY,
  wishlist: 0,
  compare: [],
  sameLotsAs: null,
};

export type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'increment'; uid: string }
  | { type: 'decrement'; uid: string }
  | { type: 'setQty'; uid: string; qty: number }
  | { type: 'remove'; uid: string }
  | { type: 'setInstall'; uid: string; install: boolean }
  | { type: 'updateFromServer'; payload: Partial<CartState> }
  | { type: 'reset' }
  | { type: 'applyCoupon'; coupon: CartState['coupon'] }
  | { type: 'updateBilling'; info: AddressInfo }
  | { type: 'updateShipping'; info: AddressInfo }
  | { type: 'updateDelivery'; info: DeliveryInfo }
  | { type: 'updateWishlist'; count: number }
  | { type: 'updateCompare'; list: string[] }
  | { type: 'sameLotsAs'; order: string | null };

type LineKey = Pick<CartItem, '_id' | 'color' | 'attribute' | 'sample'>;

/** Variable products match on id, colour and attribute; simple ones on id. A sample never matches boxes of it. */
export function sameLine(a: LineKey, b: LineKey): boolean {
  return (
    a._id === b._id &&
    (a.color?.name ?? '') === (b.color?.name ?? '') &&
    (a.attribute?.name ?? '') === (b.attribute?.name ?? '') &&
    !!a.sample === !!b.sample
  );
}

/**
 * Most units of one line in one order (docs/requirements.md, "Cart contents"): the cart, the product page and
 * the server's checkout and quote schemas all take this one limit.
 */
export const MAX_LINE_QUANTITY = 10_000;

/** Most units of a line that may be bought: its stock (unlimited counts as 100000), never over MAX_LINE_QUANTITY. */
export function lineLimit(stock?: number): number {
  return stock === undefined ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(stock)));
}

/** Clamp a quantity to 1..lineLimit(stock) (whole units). */
export function clampQty(qty: number, stock?: number): number {
  const whole = Number.isFinite(qty) ? Math.floor(qty) : 1;
  return Math.min(Math.max(1, whole), lineLimit(stock));
}

/** A line's quantity within its limits: a sample is always one unit. */
function lineQty(i: CartItem, qty: number): number {
  return i.sample ? 1 : clampQty(qty, i.stock);
}

function mapLine(state: CartState, uid: string, f: (i: CartItem) => CartItem | null): CartState {
  const items = state.items.flatMap((i) => {
    if (i.uid !== uid) return [i];
    const next = f(i);
    return next ? [next] : [];
  });
  return { ...state, items };
}

/**
 * How many of `item.qty` units an add puts in the cart: fewer when the line would pass its limit (the stock, at most
 * MAX_LINE_QUANTITY), 0 when it is full or sold out, so the page says what happened (docs/requirements.md, "Cart
 * contents").
 */
export function unitsAdded(state: CartState, item: CartItem): number {
  const held = (s: CartState) => s.items.find((i) => sameLine(i, item))?.qty ?? 0;
  return held(cartReducer(state, { type: 'add', item })) - held(state);
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { item } = action;
      if (item.sample) {
        // one unit, price 0, no stock; at most MAX_SAMPLES sample lines, one per product or variant
        if (state.items.some((i) => sameLine(i, item)) || sampleCount(state.items) >= MAX_SAMPLES) return state;
        return { ...state, items: [...state.items, { ...item, qty: 1, price: 0, stock: undefined }] };
      }
      if (item.stock !== undefined && item.stock < 1) return state; // sold out: nothing to add
      const existing = state.items.find((i) => sameLine(i, item));
      if (existing) {
        const stock = item.stock ?? existing.stock;
        const largestLot = item.largestLot ?? existing.largestLot;
        return mapLine(state, existing.uid, (i) => ({
          ...i,
          stock,
          largestLot,
          price: item.price,
          qty: clampQty(i.qty + item.qty, stock),
        }));
      }
      return { ...state, items: [...state.items, { ...item, qty: clampQty(item.qty, item.stock) }] };
    }
    case 'increment':
      return mapLine(state, action.uid, (i) => ({ ...i, qty: lineQty(i, i.qty + 1) }));
    case 'decrement':
      return mapLine(state, action.uid, (i) => (i.qty <= 1 ? null : { ...i, qty: i.qty - 1 }));
    case 'setQty':
      return mapLine(state, action.uid, (i) => ({ ...i, qty: lineQty(i, action.qty) }));
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.uid !== action.uid) };
    case 'setInstall':
      // a sample is never installed
      return mapLine(state, action.uid, (i) => (i.sample ? i : { ...i, install: action.install || undefined }));
    case 'updateFromServer':
      // items are appended; every part the server did not send goes back to its default
      return {
        ...INITIAL_CART,
        ...action.payload,
        items: [...state.items, ...(action.payload.items ?? [])],
        sameLotsAs: action.payload.sameLotsAs ?? state.sameLotsAs,
        loaded: true,
      };
    case 'reset':
      return {
        ...state,
        coupon: null,
        items: [],
        billingInfo: EMPTY_ADDRESS,
        shippingInfo: EMPTY_ADDRESS,
        deliveryInfo: EMPTY_DELIVERY,
        sameLotsAs: null,
      };
    case 'applyCoupon':
      return { ...state, coupon: action.coupon };
    case 'updateBilling':
      return { ...state, billingInfo: action.info };
    case 'updateShipping':
      return { ...state, shippingInfo: action.info };
    case 'updateDelivery':
      return { ...state, deliveryInfo: action.info };
    case 'updateWishlist':
      return { ...state, wishlist: Math.max(0, Math.floor(action.count)) };
    case 'updateCompare':
      return { ...state, compare: [...new Set(action.list)].slice(0, MAX_COMPARE) };
    case 'sameLotsAs':
      return { ...state, sameLotsAs: action.order };
  }
}

/**
 * The cart once browser storage has been read: the stored cart, with the changes made before it was read (an
 * add-to-cart clicked while the page was still starting) applied on top, so that neither side is lost.
 */
export function resumeCart(stored: Partial<CartState> | null, early: CartAction[]): CartState {
  const base: CartState = { ...INITIAL_CART, ...(stored ?? {}), loaded: true };
  // a cart stored before the line limit (or edited by hand) comes back within it
  const items = Array.isArray(base.items) ? base.items.map((i) => ({ ...i, qty: lineQty(i, i.qty) })) : [];
  return early.reduce(cartReducer, { ...base, items });
}

/** (docs/requirements.md, "Cart storage"): every change except the server update is saved to browser storage. */
export function shouldPersist(action: CartAction): boolean {
  return action.type !== 'updateFromServer';
}

/** Total number of units, for the header and bottom tab bar badges. */
export function cartQuantity(state: Pick<CartState, 'items'>): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}
