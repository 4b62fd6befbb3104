import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import type { TestDatabase } from './database';

type Db = TestDatabase['handle']['db'];

/** A guest checkout of these lines to one address, cash on delivery, with a fresh checkout key. */
export function checkoutOf(address: Record<string, string>, shippingOptionId: string) {
  return (items: unknown[], over: Record<string, unknown> = {}) => ({
    items,
    billing: address,
    shipping: address,
    shippingOptionId,
    paymentMethod: 'cod',
    checkoutKey: randomUUID().replace(/-/g, ''),
    ...over,
  });
}

/** Sets one top-level part of the settings document, as a staff save would. */
export const setSettingsPart = (db: Db, part: string, value: unknown) =>
  db.execute(sql`update settings set data = jsonb_set(data, ${`{${part}}`}::text[], ${JSON.stringify(value)}::jsonb) where id = 1`);

/** A simple product's stock. */
export const stockOf = async (db: Db, id: string) =>
  (await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, id)))[0].q;

/** How many orders there are. */
export const orderCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(t.orders))[0].n;
