import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { editedTotals, editRefusal, MAX_ORDER_LINES, stockDifferences, stockKey, type OrderEditLines } from '@/domain/orders/order-edit';
import { localNameOf, localVariantOf } from '@/domain/orders/local-name';
import { variantName } from '@/domain/orders/summary';
import type { OrderTotals } from '@/domain/orders/totals';
import { money } from '@/lib/money';
import { ActionError } from '@/server/action';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import { variantsWithTerms } from '@/server/orders/variant-terms';
import { quoteCart } from '@/server/orders/quote-cart';
import type { StockMove } from '@/server/orders/stock-moves';

/*
 * What an edit of an order's lines would make of it (docs/requirements.md, "Editing an order"), worked out without
 * writing: the order-edit actions (order-edit.ts) preview it and apply it.
 */

export const refuse = (code: string, params: Record<string, string | number> = {}) =>
  new ActionError(409, code, { messageKey: `dashOrders.edit.errors.${code}`, ...params });

/** A line of the order as it would be after the edit. */
interface PlannedLine {
  /** the existing line, or null for a new one */
  itemId: string | null;
  productId: string | null;
  variantId: string | null;
  name: string;
  /** a new line's name in the order's language (null: the English name) */
  localName?: string | null;
  slug: string;
  image: string | null;
  sku: string | null;
  colorName: string | null;
  attributeName: string | null;
  /** a new line's colour and attribute value in the order's language (null: the English ones) */
  localColorName?: string | null;
  localAttributeName?: string | null;
  unit: string;
  unitValue: string;
  unitPrice: string;
  qty: number;
  /** a free sample: one unit, no stock (docs/requirements.md, "Free samples") */
  sample?: boolean;
  /** an installation (docs/requirements.md, "Installation estimate"): a service, no stock */
  installation?: boolean;
}

interface Plan {
  order: t.Order;
  before: t.OrderItem[];
  lines: PlannedLine[];
  totals: OrderTotals;
  /** stock each variant or simple product gives (positive) or gets back (negative) */
  moves: (StockMove & { diff: number })[];
}

const labelOf = (l: { name: string; colorName: string | null; attributeName: string | null }) =>
  [l.name, variantName(l)].filter(Boolean).join(' · ');

/** Reads the order (locked for a write) and works out the edited lines, totals and stock moves; writes nothing. */
export async function planEdit(tx: Tx, input: OrderEditLines, lock: boolean): Promise<Plan> {
  const query = tx.select().from(t.orders).where(eq(t.orders.id, input.id));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new ActionError(404, 'notFound');
  // optimistic check: the order staff loaded must still be the order as it is
  if (order.updatedAt.toISOString() !== input.version) throw refuse('staleOrder');
  const refusal = editRefusal(order);
  if (refusal)
    throw new ActionError(409, 'editNotAllowed', { messageKey: `dashOrders.edit.errors.editNotAllowed.${refusal}`, reason: refusal });

  const before = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.name));
  const byId = new Map(before.map((i) => [i.id, i]));
  const kept: PlannedLine[] = input.items.map(({ itemId, qty }) => {
    const item = byId.get(itemId);
    if (!item) throw new ActionError(400, 'invalid', undefined, { items: 'invalid' });
    // a line whose product was deleted since keeps its quantity (there is no stock left to move) or goes
    if (!item.productId && qty !== item.quantity) throw refuse('productGone', { product: item.name });
    // a free sample is one unit (docs/requirements.md, "Free samples")
    if (item.sample && qty !== 1) throw new ActionError(400, 'invalid', undefined, { items: 'invalid' });
    // an existing line keeps the price the customer was given
    return { ...item, itemId, qty };
  });

  // new lines: merged per product/variant, each priced today by the checkout's quote (never by the browser)
  const wanted = new Map<string, { productId: string; variantId?: string; qty: number }>();
  for (const a of input.add) {
    const key = stockKey(a)!;
    wanted.set(key, { ...a, qty: (wanted.get(key)?.qty ?? 0) + a.qty });
  }
  // a product already on the order gets its quantity changed instead (it keeps its price)
  const add = [...wanted.entries()];
  for (const [key] of add) {
    const same = kept.find((k) => !k.sample && !k.installation && stockKey(k) === key);
    if (same) throw refuse('alreadyOnOrder', { product: labelOf(same) });
  }
  if (kept.length + add.length === 0) throw refuse('emptyOrder');
  if (kept.length + add.length > MAX_ORDER_LINES) throw refuse('tooManyLines', { max: MAX_ORDER_LINES });

  const added: PlannedLine[] = [];
  if (add.length) {
    const quote = await quoteCart({ items: add.map(([, a]) => a) }, {}, tx);
    if (!quote) throw new ActionError(400, 'invalid', undefined, { add: 'invalid' });
    const unknown = quote.lines.filter((l) => !l.name);
    if (unknown.length) throw refuse('productUnavailable');
    const productIds = [...new Set(add.map(([, a]) => a.productId))];
    const variantIds = add.flatMap(([, a]) => (a.variantId ? [a.variantId] : []));
    const [products, variants] = await Promise.all([
      tx
        .select({ id: t.products.id, sku: t.products.sku, unitValue: t.products.unitValue, translations: t.products.translations })
        .from(t.products)
        .where(inArray(t.products.id, productIds)),
      variantsWithTerms(tx, variantIds),
    ]);
    for (const q of quote.lines) {
      const p = products.find((x) => x.id === q.productId)!;
      const v = q.variantId ? variants.find((x) => x.v.id === q.variantId) : undefined;
      added.push({
        itemId: null,
        productId: q.productId,
        variantId: q.variantId ?? null,
        name: q.name,
        localName: localNameOf(q.name, p.translations, order.locale),
        slug: q.slug,
        image: q.image,
        sku: v?.v.sku ?? p.sku,
        colorName: q.colorName,
        attributeName: q.attributeName,
        // the variant in the order's language too, kept like the name
        ...(v ? localVariantOf(v, order.locale) : {}),
        unit: q.unit,
        unitValue: p.unitValue,
        unitPrice: money(q.unitPrice),
        qty: q.qty,
      });
    }
  }
  const lines = [...kept, ...added];

  const labels = new Map<string, { label: string; productId: string; productName: string }>();
  for (const l of [...before.map((b) => ({ ...b, qty: b.quantity })), ...lines]) {
    const key = stockKey(l);
    if (key && l.productId) labels.set(key, { label: labelOf(l), productId: l.productId, productName: l.name });
  }
  // samples and installations take no stock and give none back
  const moves = stockDifferences(
    before.filter((b) => !b.sample && !b.installation).map((b) => ({ productId: b.productId, variantId: b.variantId, qty: b.quantity })),
    lines.filter((l) => !l.sample && !l.installation),
  ).map(({ key, diff }) => {
    const l = labels.get(key)!;
    return {
      productId: l.productId,
      variantId: key.startsWith('v:') ? key.slice(2) : null,
      qty: Math.abs(diff),
      diff,
      label: l.label,
      productName: l.productName,
    };
  });
  // a coupon limited to categories covers the lines whose product is in them now
  const productIds = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const categories =
    order.couponScope?.categoryIds.length && productIds.length
      ? await tx.select({ id: t.products.id, categoryId: t.products.categoryId }).from(t.products).where(inArray(t.products.id, productIds))
      : [];
  const categoryOf = new Map(categories.map((c) => [c.id, c.categoryId]));
  const totals = editedTotals(
    lines.map((l) => ({ ...l, categoryId: l.productId ? (categoryOf.get(l.productId) ?? null) : null })),
    order,
  );
  return { order, before, lines, totals, moves };
}

/** The totals as the order stores them. */
export function storedTotals(totals: OrderTotals) {
  return {
    subtotal: money(totals.subtotal),
    discountTotal: money(totals.discount),
    shippingCost: money(totals.shipping),
    taxTotal: money(totals.taxTotal),
    taxLines: totals.taxes.map((x) => ({ name: x.name, rate: x.rate, amount: money(x.amount) })),
    total: money(totals.total),
  };
}

export const auditLines = (
  lines: { name: string; colorName: string | null; attributeName: string | null; sku: string | null; unitPrice: string; qty: number }[],
) =>
  lines.map((l) => ({
    name: labelOf(l),
    sku: l.sku,
    unitPrice: l.unitPrice,
    quantity: l.qty,
    lineTotal: money(Number(l.unitPrice) * l.qty),
  }));
