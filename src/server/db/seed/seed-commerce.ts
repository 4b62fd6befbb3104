import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { SEED_COUPONS, SEED_SHIPPING } from './data/commerce';

/** Shipping options (only into an empty table: staff may have removed some) and coupons. */
export async function seedCommerce(db: Database): Promise<void> {
  if ((await db.select({ n: sql<number>`count(*)::int` }).from(t.shippingOptions))[0].n === 0) {
    await db.insert(t.shippingOptions).values(SEED_SHIPPING);
  }
  await db.insert(t.coupons).values(SEED_COUPONS).onConflictDoNothing();
}
