import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { toDecimalString, toMinorUnits } from '@/domain/payments/amounts';
import { AWAITING_PAYMENT } from '@/domain/payments/status';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { getSettings } from '@/server/settings/get-settings';
import { getGatewayConfig, type GatewayConfig } from './gateway-config';
import { configuredGateway } from './gateways';

export type StartPaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; code: 'notFound' | 'notPayable' | 'gatewayUnavailable' | 'currencyUnsupported' | 'gatewayError' };

interface PaymentState {
  redirectUrl?: string;
  expiresAt?: string;
  error?: string;
}

/**
 * Sends the customer of an unpaid online order to the gateway's hosted page: writes a payment row, asks the
 * gateway for a session for the order's own total (never an amount from the browser) and answers its URL.
 * A repeated call while a session is still open answers the same URL. `origin` is the shop's public origin
 * (return pages and notification URLs are built on it).
 */
export async function startOnlinePayment(
  orderId: string,
  origin: string,
  db?: DbOrTx,
  config?: GatewayConfig,
): Promise<StartPaymentResult> {
  db ??= await getDb();
  config ??= await getGatewayConfig(db);
  const now = new Date();
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) return { ok: false, code: 'notFound' };
  const method = order.paymentMethod;
  if (
    method === 'cod' ||
    order.status !== 'pending' ||
    !AWAITING_PAYMENT.includes(order.paymentStatus) ||
    (order.reserveUntil && order.reserveUntil <= now)
  ) {
    return { ok: false, code: 'notPayable' };
  }
  const minor = toMinorUnits(order.total, order.currency);
  const decimal = toDecimalString(order.total, order.currency);
  if (minor === null || decimal === null || minor <= 0) return { ok: false, code: 'currencyUnsupported' };

  const [open] = await db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.orderId, order.id), eq(t.payments.method, method), eq(t.payments.status, 'pending')))
    .orderBy(desc(t.payments.createdAt))
    .limit(1);
  const state = (open?.raw ?? {}) as PaymentState;
  if (open?.reference && state.redirectUrl && state.expiresAt && new Date(state.expiresAt) > now)
    return { ok: true, redirectUrl: state.redirectUrl };

  const settings = await getSettings(db);
  const expiresAt = order.reserveUntil ?? new Date(now.getTime() + 30 * 60_000);
  const [[{ n: attempts }], [{ n: itemCount }]] = await Promise.all([
    db
      .select({ n: count() })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, order.id), eq(t.payments.method, method))),
    db
      .select({ n: sql<number>`coalesce(sum(${t.orderItems.quantity}), 0)::int` })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, order.id)),
  ]);
  const [payment] = await db
    .insert(t.payments)
    .values({ orderId: order.id, method, status: 'pending', amount: order.total, currency: order.currency })
    .returning({ id: t.payments.id });

  let reference: string;
  let redirectUrl: string;
  let payableUntil: Date | undefined;
  const extra: Record<string, unknown> = {};
  try {
    const gateway = configuredGateway(method, config);
    const started = await gateway?.start({
      order,
      minor,
      decimal,
      expiresAt,
      origin,
      paymentId: payment.id,
      attempts: Number(attempts),
      itemCount: Number(itemCount),
      shopName: settings.name,
    });
    if (!started) {
      await db
        .update(t.payments)
        .set({ status: 'failed', raw: { error: 'gatewayUnavailable' } })
        .where(eq(t.payments.id, payment.id));
      return { ok: false, code: 'gatewayUnavailable' };
    }
    ({ reference, redirectUrl, payableUntil } = started);
    Object.assign(extra, started.extra);
  } catch (err) {
    console.error(`[payments] starting a ${method} payment for ${order.number} failed`, err);
    await db
      .update(t.payments)
      .set({ status: 'failed', raw: { error: err instanceof Error ? err.message : 'error' } })
      .where(eq(t.payments.id, payment.id));
    return { ok: false, code: 'gatewayError' };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(t.payments)
      .set({ reference, raw: { redirectUrl, expiresAt: (payableUntil ?? expiresAt).toISOString(), ...extra }, updatedAt: new Date() })
      .where(eq(t.payments.id, payment.id));
    await tx
      .update(t.orders)
      .set({
        paymentStatus: 'pending',
        // Stripe sessions stay payable at least 30 minutes: the stock is held as long as the session can be paid
        ...(payableUntil && order.reserveUntil && payableUntil > order.reserveUntil ? { reserveUntil: payableUntil } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(t.orders.id, order.id), eq(t.orders.status, 'pending'), eq(t.orders.paymentStatus, order.paymentStatus)));
  });
  return { ok: true, redirectUrl };
}
