import 'server-only';
import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  averageCents,
  daySeries,
  LOST_ORDER_STATUSES,
  OVERVIEW_PERIODS,
  percentChange,
  periodRange,
  type OverviewPeriod,
} from '@/domain/dashboard/overview';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { paidCentsBetween } from '@/server/payments/order-payment-status';
import { getSettings } from '@/server/settings/get-settings';
import { shopDate } from '@/server/db/shop-day';
import { SHOP_ZONE } from '@/lib/shop-zone';
import { lowStockItems, type LowStockItem } from '@/server/stock/low-stock';
import { queryOrders, type OrderRowDto } from './orders';

/** orders that did not bring money in */
const LOST = LOST_ORDER_STATUSES;

export interface Figure {
  value: number;
  previous: number;
  change: number | null;
}

export interface OverviewDto {
  periods: {
    days: OverviewPeriod;
    revenueCents: Figure;
    /** what the period's orders have been paid, less refunds: online and recorded by hand (docs/requirements.md, "Balance due") */
    paidCents: Figure;
    orders: Figure;
    averageCents: Figure;
    newCustomers: Figure;
  }[];
  sales: { day: string; revenueCents: number; orders: number }[];
  recentOrders: OrderRowDto[];
  topProducts: { productId: string | null; name: string; quantity: number; revenueCents: number }[];
  /** the lowest ten items at or below their threshold, and how many there are in all */
  lowStock: LowStockItem[];
  lowStockTotal: number;
}

function utcOffsetMinutes(now: Date): number {
  const local = new Date(now.toLocaleString('en-US', { timeZone: SHOP_ZONE }));
  const utc = new Date(now.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((local.getTime() - utc.getTime()) / 60_000);
}

async function sums(db: DbOrTx, from: Date, to: Date) {
  const [o] = await db
    .select({ cents: sql<string>`coalesce(round(sum(${t.orders.total}) * 100), 0)::bigint::text`, n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(and(gte(t.orders.createdAt, from), lt(t.orders.createdAt, to), notInArray(t.orders.status, [...LOST])));
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.users)
    .where(and(eq(t.users.role, 'customer'), gte(t.users.createdAt, from), lt(t.users.createdAt, to)));
  const paid = await paidCentsBetween(db, from, to);
  return { cents: Number(o.cents), paid, orders: Number(o.n), customers: Number(c.n) };
}

const figure = (value: number, previous: number): Figure => ({ value, previous, change: percentChange(value, previous) });

export async function loadOverview(db: DbOrTx, now = new Date()): Promise<OverviewDto> {
  const offset = utcOffsetMinutes(now);
  const periods = [];
  for (const days of OVERVIEW_PERIODS) {
    const r = periodRange(days, now, offset);
    const [cur, prev] = [await sums(db, r.start, r.end), await sums(db, r.previousStart, r.start)];
    periods.push({
      days,
      revenueCents: figure(cur.cents, prev.cents),
      paidCents: figure(cur.paid, prev.paid),
      orders: figure(cur.orders, prev.orders),
      averageCents: figure(averageCents(cur.cents, cur.orders), averageCents(prev.cents, prev.orders)),
      newCustomers: figure(cur.customers, prev.customers),
    });
  }

  const month = periodRange(30, now, offset);
  const day = sql<string>`to_char(${shopDate(t.orders.createdAt)}, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day, cents: sql<string>`round(sum(${t.orders.total}) * 100)::bigint::text`, n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(and(gte(t.orders.createdAt, month.start), notInArray(t.orders.status, [...LOST])))
    .groupBy(day);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const localDay = (d: Date) => new Date(d.getTime() + offset * 60_000).toISOString().slice(0, 10);
  const sales = daySeries(localDay(month.start), localDay(now)).map((d) => ({
    day: d,
    revenueCents: Number(byDay.get(d)?.cents ?? 0),
    orders: Number(byDay.get(d)?.n ?? 0),
  }));

  const recentOrders = (await queryOrders(db, orderListQuerySchema.parse({ pageSize: 10 }))).rows.slice(0, 8);

  const top = await db
    .select({
      productId: t.orderItems.productId,
      name: sql<string>`min(${t.orderItems.name})`,
      quantity: sql<number>`sum(${t.orderItems.quantity})::int`,
      cents: sql<string>`round(sum(${t.orderItems.lineTotal}) * 100)::bigint::text`,
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(and(gte(t.orders.createdAt, month.start), notInArray(t.orders.status, [...LOST])))
    .groupBy(t.orderItems.productId)
    .orderBy(desc(sql`sum(${t.orderItems.quantity})`))
    .limit(5);

  const settings = await getSettings(db);
  const low = await lowStockItems(db, settings.stock.lowStockThreshold, 10);

  return {
    periods,
    sales,
    recentOrders,
    topProducts: top.map((p) => ({ productId: p.productId, name: p.name, quantity: Number(p.quantity), revenueCents: Number(p.cents) })),
    lowStock: low.items,
    lowStockTotal: low.total,
  };
}

export const getOverview = defineAction('dashboard.overview', z.object({}), { area: 'dashboard', action: 'view' }, async (_i, { tx }) =>
  loadOverview(tx),
);

export const overviewActions = { getOverview };
