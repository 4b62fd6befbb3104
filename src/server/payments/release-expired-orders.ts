import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '@/domain/payments/status';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { returnOrderStock } from '@/server/orders/return-order-stock';
import { orderStockTouched, revalidateStock } from '@/server/orders/stock-change';

const awaiting = [...AWAITING_PAYMENT] as ('unpaid' | 'pending' | 'failed')[];

/**
 * Cancels online orders still unpaid when their reservation (orders.reserve_until) has run out and puts their
 * stock back, one transaction per order. The cancelling UPDATE repeats every condition, so a webhook that
 * marks the order paid at the same moment, or another instance running this too, makes it skip the order
 * instead of cancelling a paid order or returning stock twice. Answers the numbers of the released orders.
 */
export async function releaseExpiredOnlineOrders(now: Date, db?: DbOrTx, limit = 200): Promise<string[]> {
  db ??= await getDb();
  const due = and(
    eq(t.orders.status, 'pending'),
    ne(t.orders.paymentMethod, 'cod'),
    inArray(t.orders.paymentStatus, awaiting),
    isNotNull(t.orders.reserveUntil),
    lte(t.orders.reserveUntil, now),
  );
  const candidates = await db.select({ id: t.orders.id }).from(t.orders).where(due).orderBy(asc(t.orders.reserveUntil)).limit(limit);
  const released: string[] = [];
  for (const { id } of candidates) {
    const number = await db.transaction(async (tx) => {
      const [o] = await tx
        .update(t.orders)
        .set({ status: 'cancelled', paymentStatus: 'unpaid', reserveUntil: null, updatedAt: now })
        .where(and(eq(t.orders.id, id), due))
        .returning({ number: t.orders.number });
      if (!o) return null;
      await returnOrderStock(tx, id, { kind: 'released' });
      await tx
        .insert(t.orderStatusHistory)
        .values({ orderId: id, status: 'cancelled', note: 'Payment not received in time; stock released' });
      await tx
        .update(t.payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(t.payments.orderId, id), eq(t.payments.status, 'pending')));
      return o.number;
    });
    if (number) {
      released.push(number);
      await revalidateStock(await orderStockTouched(db, id), 'returned', db);
    }
  }
  return released;
}

const g = globalThis as typeof globalThis & { __floorshopReleaseTimer?: ReturnType<typeof setInterval> };

/** Runs the release every minute in this server process (started once from startServer). */
export function scheduleOrderRelease(everyMs = 60_000): void {
  if (g.__floorshopReleaseTimer) return;
  const run = () =>
    releaseExpiredOnlineOrders(new Date())
      .then((n) => n.length && console.log(`[payments] released the stock of ${n.length} unpaid online order(s): ${n.join(', ')}`))
      .catch((err) => console.error('[payments] releasing unpaid online orders failed', err));
  g.__floorshopReleaseTimer = setInterval(run, everyMs);
  g.__floorshopReleaseTimer.unref?.();
}
