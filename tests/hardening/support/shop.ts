/**
 * What the failure tests need of the shop from outside: calling the checkout's server action over HTTP as the
 * browser does, and reading the database directly (PostgreSQL through pg, the embedded database through PGlite)
 * to check that every order is whole and the stock adds up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { editedTotals } from '@/domain/orders/order-edit';
import { ROOT } from './app';

/** The id Next.js gave a server action in the current build (.next/server/server-reference-manifest.json). */
export function serverActionId(exportedName: string, filename: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string; filename: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName && v.filename === filename);
  if (!found) throw new Error(`server action ${exportedName} of ${filename} not in the build`);
  return found[0];
}

export const placeOrderActionId = () => serverActionId('placeOrderAction', 'src/features/checkout/actions.ts');

/** The value a server action returned, from its RSC answer (`0:{...}\n1:{"ok":true,...}`). */
export function actionResult(body: string): Record<string, unknown> | null {
  for (const line of body.split('\n')) {
    const m = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!m) continue;
    try {
      const v = JSON.parse(m[1]) as Record<string, unknown>;
      if ('ok' in v) return v;
    } catch {
      /* another row */
    }
  }
  return null;
}

export const ADDRESS = {
  fullName: 'Harjit Gill',
  phone: '604-555-0199',
  email: 'crash-test@example.com',
  house: '7 Fraser Hwy',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3S 1A1',
  country: 'CA',
};

export interface CheckoutLine {
  productId: string;
  variantId?: string;
  qty: number;
}

export function checkoutInput(items: CheckoutLine[], shippingOptionId: string) {
  return {
    items,
    billing: ADDRESS,
    shipping: ADDRESS,
    shippingOptionId,
    paymentMethod: 'cod',
    checkoutKey: randomUUID().replace(/-/g, ''),
  };
}

export interface ActionAnswer {
  status: number;
  contentType: string;
  body: string;
  result: Record<string, unknown> | null;
}

/** A client address of its own for each buyer (198.18.0.0/15, set aside for tests). */
export function randomClientAddress(): string {
  const b = randomBytes(3);
  return `198.${18 + (b[0] % 2)}.${b[1]}.${1 + (b[2] % 254)}`;
}

/**
 * POSTs the checkout's placeOrderAction as the browser does (a guest, cash on delivery), with `headers` on top. Throws
 * when the connection fails. Unless `headers` name one, X-Forwarded-For is a new address per call: an app started
 * with TRUSTED_PROXIES=1 then counts each call as its own visitor, so the order limits per address
 * (docs/requirements.md, "Order limits") hold back no test that means many buyers.
 */
export async function callPlaceOrder(
  baseUrl: string,
  actionId: string,
  input: unknown,
  cookie = '',
  headers: Record<string, string> = {},
): Promise<ActionAnswer> {
  const res = await fetch(`${baseUrl}/checkout`, {
    method: 'POST',
    headers: {
      'Next-Action': actionId,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: baseUrl,
      'x-forwarded-for': randomClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: JSON.stringify([input]),
    signal: AbortSignal.timeout(60_000),
  });
  const body = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body, result: actionResult(body) };
}

/** A database the test reads directly: PostgreSQL (pg) or the embedded one (PGlite, only while no app has it open). */
export interface Reader {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openReader(target: { url: string } | { dataDir: string }): Promise<Reader> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'), { extensions: { pg_trgm } });
  return { query: async (sql, params) => (await db.query(sql, params)).rows as never[], close: () => db.close() };
}

export interface StockSnapshot {
  products: Map<string, { quantity: number; sold: number }>;
  variants: Map<string, { quantity: number }>;
}

export async function stockSnapshot(db: Reader): Promise<StockSnapshot> {
  const products = await db.query<{ id: string; quantity: number; sold: number }>('select id, quantity, sold from products');
  const variants = await db.query<{ id: string; quantity: number }>('select id, quantity from variants');
  return {
    products: new Map(products.map((p) => [p.id, { quantity: Number(p.quantity), sold: Number(p.sold) }])),
    variants: new Map(variants.map((v) => [v.id, { quantity: Number(v.quantity) }])),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/**
 * Everything wrong with the orders and stock compared with the stock before the test (an empty list: consistent):
 * an order without items, totals that are not its items' under its own coupon, delivery and tax lines, a missing
 * status history row or dashboard notification, an item without an order, stock or "sold" not equal to the seeded
 * figure minus/plus what the existing orders took.
 */
export async function consistencyProblems(db: Reader, before: StockSnapshot): Promise<{ problems: string[]; orders: number }> {
  const problems: string[] = [];
  const orders = await db.query<{
    id: string;
    number: string;
    subtotal: string;
    discount_total: string;
    shipping_cost: string;
    tax_total: string;
    tax_lines: { name: string; rate: number; amount: string }[];
    total: string;
    coupon_percent: number | null;
    coupon_kind: 'percent' | 'fixed' | 'free_delivery' | null;
    coupon_amount: string | null;
    coupon_scope: { categoryIds: string[]; productIds: string[] } | null;
  }>(
    'select id, number, subtotal, discount_total, shipping_cost, tax_total, tax_lines, total, coupon_percent, coupon_kind, coupon_amount, coupon_scope from orders',
  );
  const items = await db.query<{
    order_id: string;
    product_id: string | null;
    variant_id: string | null;
    unit_price: string;
    quantity: number;
    line_total: string;
  }>('select order_id, product_id, variant_id, unit_price, quantity, line_total from order_items');
  const history = await db.query<{ order_id: string; status: string }>('select order_id, status from order_status_history');
  const notifications = await db.query<{ message: string }>(`select message from notifications where message like 'New order %'`);
  const orphans = await db.query<{ n: string }>(
    'select count(*)::text as n from order_items i left join orders o on o.id = i.order_id where o.id is null',
  );
  if (Number(orphans[0].n) !== 0) problems.push(`${orphans[0].n} order items without an order`);

  const itemsOf = groupBy(items, (i) => i.order_id);
  const historyOf = groupBy(history, (h) => h.order_id);
  const noticeCount = new Map<string, number>();
  for (const n of notifications) {
    const number = /<strong>([^<]+)<\/strong>/.exec(n.message)?.[1];
    if (number) noticeCount.set(number, (noticeCount.get(number) ?? 0) + 1);
  }
  const money = (n: number) => n.toFixed(2);
  for (const o of orders) {
    const lines = itemsOf.get(o.id) ?? [];
    if (!lines.length) {
      problems.push(`order ${o.number} has no items`);
      continue;
    }
    for (const l of lines) {
      if (money(Number(l.unit_price) * Number(l.quantity)) !== money(Number(l.line_total)))
        problems.push(`order ${o.number}: line total ${l.line_total} ≠ ${l.quantity} × ${l.unit_price}`);
    }
    // the order's own discount (kind, value; a scope by product, as the hardening shop's coupons are whole-cart)
    const totals = editedTotals(
      lines.map((l) => ({ qty: Number(l.quantity), unitPrice: l.unit_price, productId: l.product_id })),
      {
        couponPercent: o.coupon_percent,
        couponKind: o.coupon_kind,
        couponAmount: o.coupon_amount,
        couponScope: o.coupon_scope,
        shippingCost: o.shipping_cost,
        taxLines: o.tax_lines,
      },
    );
    const expected = {
      subtotal: money(totals.subtotal),
      discount: money(totals.discount),
      tax: money(totals.taxTotal),
      total: money(totals.total),
    };
    const stored = {
      subtotal: money(Number(o.subtotal)),
      discount: money(Number(o.discount_total)),
      tax: money(Number(o.tax_total)),
      total: money(Number(o.total)),
    };
    if (JSON.stringify(expected) !== JSON.stringify(stored))
      problems.push(`order ${o.number}: totals ${JSON.stringify(stored)}, its items give ${JSON.stringify(expected)}`);
    const statuses = (historyOf.get(o.id) ?? []).map((h) => h.status);
    if (!statuses.includes('pending')) problems.push(`order ${o.number} has no 'pending' status history row (${statuses.join(',')})`);
    if (noticeCount.get(o.number) !== 1) problems.push(`order ${o.number} has ${noticeCount.get(o.number) ?? 0} "new order" notifications`);
  }

  const now = await stockSnapshot(db);
  const takenFromProduct = new Map<string, number>();
  const takenFromVariant = new Map<string, number>();
  const soldOf = new Map<string, number>();
  for (const i of items) {
    const qty = Number(i.quantity);
    if (i.variant_id) takenFromVariant.set(i.variant_id, (takenFromVariant.get(i.variant_id) ?? 0) + qty);
    else if (i.product_id) takenFromProduct.set(i.product_id, (takenFromProduct.get(i.product_id) ?? 0) + qty);
    if (i.product_id) soldOf.set(i.product_id, (soldOf.get(i.product_id) ?? 0) + qty);
  }
  for (const [id, was] of before.products) {
    const cur = now.products.get(id);
    if (!cur) continue;
    const taken = takenFromProduct.get(id) ?? 0;
    const expected = was.quantity === -1 ? -1 : was.quantity - taken;
    if (cur.quantity !== expected)
      problems.push(`product ${id}: stock ${cur.quantity}, seeded ${was.quantity} − ordered ${taken} = ${expected}`);
    if (cur.sold !== was.sold + (soldOf.get(id) ?? 0))
      problems.push(`product ${id}: sold ${cur.sold}, expected ${was.sold} + ${soldOf.get(id) ?? 0}`);
  }
  for (const [id, was] of before.variants) {
    const cur = now.variants.get(id);
    if (!cur) continue;
    const taken = takenFromVariant.get(id) ?? 0;
    const expected = was.quantity === -1 ? -1 : was.quantity - taken;
    if (cur.quantity !== expected)
      problems.push(`variant ${id}: stock ${cur.quantity}, seeded ${was.quantity} − ordered ${taken} = ${expected}`);
  }
  return { problems, orders: orders.length };
}

/** Lines a buyer can order: published products with limited stock (simple ones, or a variant of a variable one). */
export async function orderableLines(db: Reader, count: number): Promise<{ productId: string; variantId?: string; stock: number }[]> {
  const simple = await db.query<{ id: string; quantity: number }>(
    `select id, quantity from products where published and type = 'simple' and quantity > 0 order by quantity desc, id limit $1`,
    [count],
  );
  const variants = await db.query<{ id: string; product_id: string; quantity: number }>(
    `select v.id, v.product_id, v.quantity from variants v join products p on p.id = v.product_id
     where p.published and p.type <> 'simple' and v.quantity > 0 order by v.quantity desc, v.id limit $1`,
    [count],
  );
  return [
    ...simple.map((p) => ({ productId: p.id, stock: Number(p.quantity) })),
    ...variants.map((v) => ({ productId: v.product_id, variantId: v.id, stock: Number(v.quantity) })),
  ];
}
