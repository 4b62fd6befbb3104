import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { readSslCommerzValidation } from '@/domain/payments/gateway-responses';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { getGatewayConfig, type GatewayConfig } from '../gateway-config';
import { settlePayment, type SettleResult } from '../settle-payment';
import { validateSslCommerzPayment } from './client';

/** What SSLCommerz posts to the IPN and to the success page (form fields); only val_id and tran_id are used. */
export const sslCommerzPostSchema = z.object({
  tran_id: z.string().regex(/^[A-Za-z0-9-]{1,30}$/),
  val_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  status: z.string().max(40).optional(),
});

export type SslConfirmResult = { orderId: string | null; result: SettleResult['result'] | 'invalid' | 'gatewayError' | 'notValidated' };

/**
 * IPN (POST /api/payments/sslcommerz/ipn) and the success return both land here. The posted fields are only
 * a hint: the order changes only after SSLCommerz's validation API confirms the val_id, for this tran_id,
 * amount and currency. Recorded by val_id, so the IPN and the return page settle the payment once.
 */
export async function confirmSslCommerzPayment(form: unknown, db?: DbOrTx, config?: GatewayConfig): Promise<SslConfirmResult> {
  db ??= await getDb();
  const parsed = sslCommerzPostSchema.safeParse(form);
  if (!parsed.success) return { orderId: null, result: 'invalid' };
  const { tran_id, val_id } = parsed.data;
  const [payment] = await db
    .select({ orderId: t.payments.orderId })
    .from(t.payments)
    .where(and(eq(t.payments.method, 'sslcommerz'), eq(t.payments.reference, tran_id)));
  if (!payment) return { orderId: null, result: 'unknownPayment' };
  // failed / cancelled / unattempted notifications carry no val_id: nothing to validate, the reservation runs out
  if (!val_id) return { orderId: payment.orderId, result: 'notValidated' };
  config ??= await getGatewayConfig(db);
  if (!config.sslcommerz) return { orderId: payment.orderId, result: 'gatewayError' };
  let body: unknown;
  try {
    body = await validateSslCommerzPayment(config.sslcommerz, val_id);
  } catch (err) {
    console.error(`[payments] SSLCommerz validation of ${val_id} failed`, err);
    return { orderId: payment.orderId, result: 'gatewayError' };
  }
  const outcome = readSslCommerzValidation(body);
  // the validated transaction must be the one this notification named
  if (outcome.orderRef !== tran_id) return { orderId: payment.orderId, result: 'notValidated' };
  const res = await settlePayment({ gateway: 'sslcommerz', eventId: val_id, type: 'validation', payload: body }, outcome, db);
  return { orderId: payment.orderId, result: res.result };
}
