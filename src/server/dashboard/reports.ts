import 'server-only';
import { and, desc, eq, gte, lt, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { averageCents, LOST_ORDER_STATUSES, percentChange } from '@/domain/dashboard/overview';
import {
  addDays,
  bucketSeries,
  daysBetween,
  reportQuerySchema,
  reportRange,
  type DayRange,
  type ReportComparison,
  type ReportGranularity,
  type ReportPreset,
  type ReportQuery,
} from '@/domain/dashboard/reports';
import { SHOP_ZONE, shopDay, shopDayStart } from '@/lib/shop-zone';
import { defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { paidCentsBetween } from '@/server/payments/order-payment-status';

/**
 * Reports (docs/requirements.md, "Reports"; screen in docs/dashboard-commerce.md): every figure is one SQL
 * aggregate over the orders of a range of shop days, never orders loaded into code. A sale is an order not
 * cancelled or refunded, counted on the day it was placed (as on the dashboard home); amounts are in cents.
 */

export interface ReportTotals {
  salesCents: number;
  orders: number;
  averageCents: number;
  /** what the range's orders have been paid, less refunds (docs/requirements.md, "Balance due") */
  receivedCents: number;
}

export interface ReportPoint {
  /** first day of the bucket (the range's first day for a bucket cut by it) */
  bucket: string;
  salesCents: number;
  orders: number;
  /** the comparison period's figures for the days at the same place in it */
  compareSalesCents: number;
  compareOrders: number;
}

export interface ReportShare {
  key: string;
  salesCents: number;
  orders: number;
}

/**
 * Sales of a stock location (docs/requirements.md, "Reports"): the boxes the range's sales sent out from it (net of
 * what went back), their orders, and their lines' totals split by the boxes each location gave; `locationId` null is
 * the lines that took no stock (unlimited stock, samples, installations), without boxes.
 */
export interface ReportLocation {
  locationId: string | null;
  name: string | null;
  boxes: number | null;
  orders: number;
  salesCents: number;
}

export interface ReportDto {
  preset: ReportPreset;
  compare: ReportComparison;
  granularity: ReportGranularity;
  range: DayRange;
  comparison: DayRange;
  current: ReportTotals;
  previous: ReportTotals;
  /** percent change of each figure against the comparison period, null when that was zero */
  change: Record<keyof ReportTotals, number | null>;
  series: ReportPoint[];
  /** the ten best-selling products by sales (their lines' totals), with units and orders */
  topProducts: { productId: string | null; name: string; quantity: number; orders: number; salesCents: number }[];
  /** categories by sales of their products' lines; lines of deleted products have no category (key null) */
  topCategories: { categoryId: string | null; name: string | null; quantity: number; orders: number; salesCents: number }[];
  paymentMethods: ReportShare[];
  deliveryOptions: ReportShare[];
  /**
   * free samples to orders (docs/requirements.md, "Free samples"): the customers (by e-mail) with an order of samples
   * in the range, and how many of them ordered boxes afterwards (any time after their first such order)
   */
  samples: { customers: number; converted: number };
  /** sales by stock location, best first */
  byLocation: ReportLocation[];
  /** how many stock locations the shop has (the page leaves the locations out of a shop with one and nothing else) */
  stockLocations: number;
}

const cents = (column: SQL | AnyColumn) => sql<string>`coalesce(round(sum(${column}) * 100), 0)::bigint::text`;

/** The orders of a range that count as sales: placed from the first day's midnight to the day after the last, in the shop's zone. */
function sales(range: DayRange): SQL {
  return and(
    gte(t.orders.createdAt, shopDayStart(range.from)),
    lt(t.orders.createdAt, shopDayStart(addDays(range.to, 1))),
    notInArray(t.orders.status, [...LOST_ORDER_STATUSES]),
  )!;
}

async function totals(db: DbOrTx, range: DayRange): Promise<ReportTotals> {
  const [row] = await db
    .select({ cents: cents(t.orders.total), n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(sales(range));
  const salesCents = Number(row.cents);
  const orders = Number(row.n);
  const receivedCents = await paidCentsBetween(db, shopDayStart(range.from), shopDayStart(addDays(range.to, 1)));
  return { salesCents, orders, averageCents: averageCents(salesCents, orders), receivedCents };
}

/**
 * Sales and orders per bucket (day, ISO week from Monday, month) of the shop's calendar, across DST changes. A
 * comparison period is moved forward by `shiftDays` first, so each of its days lands on the day at the same place
 * in the report's range and its buckets line up with the report's (their sum is the comparison period's total).
 */
async function perBucket(db: DbOrTx, range: DayRange, granularity: ReportGranularity, shiftDays = 0, lastDay = range.to) {
  // the unit and the shift are a literal and an integer, written into the SQL so SELECT and GROUP BY read the same expression
  // (a comparison a day longer, over a leap day, puts its last day on the range's last)
  const local = sql`least((${t.orders.createdAt} at time zone ${sql.raw(`'${SHOP_ZONE}'`)}) + interval ${sql.raw(
    `'${Math.trunc(shiftDays)} days'`,
  )}, ${sql.raw(`'${shiftDays ? lastDay : '9999-12-31'} 23:59:59'`)}::timestamp)`;
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${granularity}'`)}, ${local}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ bucket, cents: cents(t.orders.total), n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(sales(range))
    .groupBy(bucket);
  return new Map(rows.map((r) => [r.bucket, { salesCents: Number(r.cents), orders: Number(r.n) }]));
}

async function shares(db: DbOrTx, range: DayRange, column: typeof t.orders.paymentMethod | typeof t.orders.deliveryType) {
  const rows = await db
    .select({ key: sql<string>`${column}::text`, cents: cents(t.orders.total), n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(sales(range))
    .groupBy(column)
    .orderBy(desc(sql`sum(${t.orders.total})`), sql`${column}::text`);
  return rows.map((r) => ({ key: r.key, salesCents: Number(r.cents), orders: Number(r.n) }));
}

async function samplesToOrders(db: DbOrTx, range: DayRange): Promise<ReportDto['samples']> {
  const lost = sql.join(
    LOST_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const res = (await db.execute(sql`
    with sampled as (
      select ${t.orders.email} as email, min(${t.orders.createdAt}) as first_at
      from ${t.orders}
      where ${sales(range)}
        and exists (select 1 from ${t.orderItems} where ${t.orderItems.orderId} = ${t.orders.id} and ${t.orderItems.sample})
      group by ${t.orders.email}
    )
    select count(*)::int as customers,
      count(*) filter (where exists (
        select 1 from ${t.orders} later join ${t.orderItems} box on box.order_id = later.id
        where later.email = sampled.email and later.created_at > sampled.first_at
          and later.status::text not in (${lost}) and not box.sample
      ))::int as converted
    from sampled`)) as unknown as { rows: { customers: number; converted: number }[] };
  const row = res.rows[0];
  return { customers: Number(row?.customers ?? 0), converted: Number(row?.converted ?? 0) };
}

/**
 * Sales by stock location (docs/requirements.md, "Reports"), one aggregate over the stock movements of the range's
 * sales: a location's boxes are the negative of its movements for those orders (a lowered line gives boxes back), and
 * each line's total is split over the locations in proportion to the boxes of its product or variant taken from each.
 * Lines that took no boxes from any location (unlimited stock, samples, installations) make one row without a location.
 */
async function salesByLocation(db: DbOrTx, range: DayRange): Promise<ReportLocation[]> {
  const res = (await db.execute(sql`
    with sold as (
      select ${t.orders.id} as id from ${t.orders} where ${sales(range)}
    ),
    taken as (
      select m.order_id, m.product_id, m.variant_id, m.location_id, -sum(m.quantity) as boxes,
        sum(-sum(m.quantity)) over (partition by m.order_id, m.product_id, m.variant_id) as line_boxes
      from ${t.stockMovements} m join sold on sold.id = m.order_id
      where m.location_id is not null
      group by m.order_id, m.product_id, m.variant_id, m.location_id
      having sum(m.quantity) < 0
    ),
    stock_lines as (
      select i.order_id, i.product_id, i.variant_id, sum(i.line_total) as total
      from ${t.orderItems} i join sold on sold.id = i.order_id
      where not i.sample and not i.installation
      group by i.order_id, i.product_id, i.variant_id
    )
    select location_id, name, boxes, orders, sales::text as cents from (
      select loc.id as location_id, loc.name, sum(k.boxes)::int as boxes, count(distinct k.order_id)::int as orders,
        coalesce(round(sum(l.total * k.boxes / k.line_boxes) * 100), 0)::bigint as sales
      from taken k join ${t.stockLocations} loc on loc.id = k.location_id
        left join stock_lines l
          on l.order_id = k.order_id and l.product_id = k.product_id and l.variant_id is not distinct from k.variant_id
      group by loc.id, loc.name
      union all
      select null, null, null, count(distinct i.order_id)::int, round(sum(i.line_total) * 100)::bigint
      from ${t.orderItems} i join sold on sold.id = i.order_id
      where i.sample or i.installation or not exists (
        select 1 from taken k
        where k.order_id = i.order_id and k.product_id = i.product_id and k.variant_id is not distinct from i.variant_id
      )
      having count(*) > 0
    ) by_location
    order by sales desc, name`)) as unknown as {
    rows: { location_id: string | null; name: string | null; boxes: number | null; orders: number; cents: string }[];
  };
  return res.rows.map((r) => ({
    locationId: r.location_id,
    name: r.name,
    boxes: r.boxes === null ? null : Number(r.boxes),
    orders: Number(r.orders),
    salesCents: Number(r.cents),
  }));
}

export async function loadReport(db: DbOrTx, query: ReportQuery, now = new Date()): Promise<ReportDto> {
  const { comparison, ...range } = reportRange(query, shopDay(now));
  const [current, previous] = [await totals(db, range), await totals(db, comparison)];

  const shift = daysBetween(comparison.from, range.from) - 1;
  const [cur, prev] = [await perBucket(db, range, query.granularity), await perBucket(db, comparison, query.granularity, shift, range.to)];
  const series = bucketSeries(range, query.granularity).map((b) => ({
    bucket: b < range.from ? range.from : b,
    salesCents: cur.get(b)?.salesCents ?? 0,
    orders: cur.get(b)?.orders ?? 0,
    compareSalesCents: prev.get(b)?.salesCents ?? 0,
    compareOrders: prev.get(b)?.orders ?? 0,
  }));

  const lineSales = sql`sum(${t.orderItems.lineTotal})`;
  const products = await db
    .select({
      productId: t.orderItems.productId,
      name: sql<string>`min(${t.orderItems.name})`,
      quantity: sql<number>`sum(${t.orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${t.orderItems.orderId})::int`,
      cents: cents(t.orderItems.lineTotal),
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(sales(range))
    .groupBy(t.orderItems.productId)
    .orderBy(desc(lineSales), desc(sql`sum(${t.orderItems.quantity})`), sql`min(${t.orderItems.name})`)
    .limit(10);

  const categories = await db
    .select({
      categoryId: t.categories.id,
      name: sql<string | null>`min(${t.categories.name})`,
      quantity: sql<number>`sum(${t.orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${t.orderItems.orderId})::int`,
      cents: cents(t.orderItems.lineTotal),
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .leftJoin(t.products, eq(t.products.id, t.orderItems.productId))
    .leftJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(sales(range))
    .groupBy(t.categories.id)
    .orderBy(desc(lineSales), sql`min(${t.categories.name})`);

  const change = Object.fromEntries(
    (['salesCents', 'orders', 'averageCents', 'receivedCents'] as const).map((k) => [k, percentChange(current[k], previous[k])]),
  ) as ReportDto['change'];

  return {
    preset: query.preset,
    compare: query.compare,
    granularity: query.granularity,
    range,
    comparison,
    current,
    previous,
    change,
    series,
    topProducts: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      quantity: Number(p.quantity),
      orders: Number(p.orders),
      salesCents: Number(p.cents),
    })),
    topCategories: categories.map((c) => ({
      categoryId: c.categoryId,
      name: c.name,
      quantity: Number(c.quantity),
      orders: Number(c.orders),
      salesCents: Number(c.cents),
    })),
    paymentMethods: await shares(db, range, t.orders.paymentMethod),
    deliveryOptions: await shares(db, range, t.orders.deliveryType),
    samples: await samplesToOrders(db, range),
    byLocation: await salesByLocation(db, range),
    stockLocations: Number((await db.select({ n: sql<number>`count(*)::int` }).from(t.stockLocations))[0].n),
  };
}

/** The report for a range (docs/requirements.md, "Reports"): sales figures are the dashboard area's, read with view. */
export const getReport = defineAction('reports.get', reportQuerySchema, { area: 'dashboard', action: 'view' }, async (input, { tx }) =>
  loadReport(tx, input),
);

export const reportActions = { getReport };
