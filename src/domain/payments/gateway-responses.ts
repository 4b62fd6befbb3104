import { z } from 'zod';
import { fromMinorUnits } from './amounts';

/**
 * What a gateway's answer means for an order, read from the documented response shapes. Every reader
 * takes the raw JSON (unknown) and returns one of these; anything unexpected reads as `failed`.
 */
/**
 * `reference` is what we stored when the payment started (Stripe session id, PayPal order id, SSLCommerz
 * tran_id); `orderRef` is the order the gateway says it belongs to (our order id, or number for SSLCommerz);
 * `transactionId` is what a refund needs (payment intent, capture id, bank_tran_id).
 */
export type GatewayOutcome =
  | { kind: 'paid'; orderRef: string; reference: string; transactionId: string | null; amount: string; currency: string; riskNote?: string }
  | { kind: 'pending'; orderRef: string; reference: string; transactionId: string | null }
  | { kind: 'failed'; orderRef?: string; reference?: string; reason: string };

const uuid = z.uuid();

/** Stripe Checkout Session (checkout.session.completed / async_payment_succeeded / expired). */
const stripeSession = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  status: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
});

export function readStripeSession(raw: unknown): GatewayOutcome {
  const p = stripeSession.safeParse(raw);
  if (!p.success) return { kind: 'failed', reason: 'unreadable' };
  const s = p.data;
  const orderRef = s.client_reference_id ?? s.metadata?.orderId;
  if (!orderRef || !uuid.safeParse(orderRef).success) return { kind: 'failed', reference: s.id, reason: 'noOrder' };
  if (s.status === 'expired') return { kind: 'failed', orderRef, reference: s.id, reason: 'expired' };
  const transactionId = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
  if (s.payment_status !== 'paid' || s.amount_total == null || !s.currency)
    return { kind: 'pending', orderRef, reference: s.id, transactionId };
  return {
    kind: 'paid',
    orderRef,
    reference: s.id,
    transactionId,
    amount: fromMinorUnits(s.amount_total, s.currency),
    currency: s.currency.toUpperCase(),
  };
}

/** PayPal Orders v2: POST /v2/checkout/orders/{id}/capture (also GET /v2/checkout/orders/{id}). */
const paypalOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        payments: z
          .object({
            captures: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  custom_id: z.string().optional(),
                  amount: z.object({ currency_code: z.string(), value: z.string() }),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1),
});

export function readPaypalCapture(raw: unknown): GatewayOutcome {
  const p = paypalOrder.safeParse(raw);
  if (!p.success) return { kind: 'failed', reason: 'unreadable' };
  const unit = p.data.purchase_units[0];
  const capture = unit.payments?.captures?.[0];
  const orderRef = capture?.custom_id ?? unit.custom_id ?? unit.reference_id;
  const reference = p.data.id;
  if (!orderRef || !uuid.safeParse(orderRef).success) return { kind: 'failed', reference, reason: 'noOrder' };
  if (!capture) return { kind: 'failed', orderRef, reference, reason: p.data.status.toLowerCase() };
  if (capture.status === 'PENDING') return { kind: 'pending', orderRef, reference, transactionId: capture.id };
  if (p.data.status !== 'COMPLETED' || capture.status !== 'COMPLETED')
    return { kind: 'failed', orderRef, reference, reason: capture.status.toLowerCase() };
  return {
    kind: 'paid',
    orderRef,
    reference,
    transactionId: capture.id,
    amount: capture.amount.value,
    currency: capture.amount.currency_code.toUpperCase(),
  };
}

/**
 * The event id a PayPal capture is recorded under, the same on the return page and in webhooks: the capture id
 * once it is completed, the capture id with its state while it is pending (so its completion still counts), the
 * PayPal order id with the reason when it failed.
 */
export function paypalEventId(outcome: GatewayOutcome, fallback: string): string {
  if (outcome.kind === 'paid') return outcome.transactionId ?? fallback;
  if (outcome.kind === 'pending') return `${outcome.transactionId ?? fallback}:pending`;
  return `${outcome.reference ?? fallback}:${outcome.reason}`;
}

/** PayPal webhook envelope (developer.paypal.com/api/rest/webhooks/event-names/). */
export const paypalWebhookEvent = z.object({ id: z.string().min(1).max(100), event_type: z.string().max(100), resource: z.unknown() });

/** The capture of a PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED / DECLINED webhook (Payments v2 capture object). */
const paypalCaptureResource = z.object({
  id: z.string(),
  status: z.string(),
  custom_id: z.string().optional(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});

export function readPaypalCaptureEvent(raw: unknown): GatewayOutcome {
  const p = paypalCaptureResource.safeParse(raw);
  if (!p.success) return { kind: 'failed', reason: 'unreadable' };
  const c = p.data;
  // `reference` is the PayPal order the shop created (stored on the payment); the capture names it here
  const reference = c.supplementary_data?.related_ids?.order_id;
  if (!reference) return { kind: 'failed', reason: 'noOrder' };
  const orderRef = c.custom_id;
  if (!orderRef || !uuid.safeParse(orderRef).success) return { kind: 'failed', reference, reason: 'noOrder' };
  if (c.status === 'PENDING') return { kind: 'pending', orderRef, reference, transactionId: c.id };
  if (c.status !== 'COMPLETED') return { kind: 'failed', orderRef, reference, reason: c.status.toLowerCase() };
  return { kind: 'paid', orderRef, reference, transactionId: c.id, amount: c.amount.value, currency: c.amount.currency_code.toUpperCase() };
}

/** The refund of a PAYMENT.CAPTURE.REFUNDED webhook (Payments v2 refund object; its `up` link is the capture). */
const paypalRefundResource = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});

export interface GatewayRefund {
  refundId: string;
  /** the captured payment it refunds (what the shop stored as the payment's transaction id) */
  transactionId: string;
  amount: string;
  currency: string;
}

export function readPaypalRefund(raw: unknown): GatewayRefund | null {
  const p = paypalRefundResource.safeParse(raw);
  if (!p.success || p.data.status !== 'COMPLETED') return null;
  const up = p.data.links.find((l) => l.rel === 'up' && /\/v2\/payments\/captures\/[^/]+$/.test(l.href));
  if (!up) return null;
  const transactionId = decodeURIComponent(up.href.split('/').at(-1)!);
  return { refundId: p.data.id, transactionId, amount: p.data.amount.value, currency: p.data.amount.currency_code.toUpperCase() };
}

/** SSLCommerz session initiation (POST /gwprocess/v4/api.php). */
const sslInit = z.object({
  status: z.string(),
  failedreason: z.string().optional(),
  sessionkey: z.string().optional(),
  GatewayPageURL: z.string().optional(),
});

export function readSslCommerzInit(raw: unknown): { ok: true; redirectUrl: string; sessionKey: string } | { ok: false; reason: string } {
  const p = sslInit.safeParse(raw);
  if (!p.success) return { ok: false, reason: 'unreadable' };
  const { status, GatewayPageURL, sessionkey, failedreason } = p.data;
  if (status !== 'SUCCESS' || !GatewayPageURL || !/^https?:\/\//.test(GatewayPageURL) || !sessionkey)
    return { ok: false, reason: failedreason || status };
  return { ok: true, redirectUrl: GatewayPageURL, sessionKey: sessionkey };
}

/** SSLCommerz order validation; tran_id is our order number (GET /validator/api/validationserverAPI.php?val_id=…&format=json). */
const sslValidation = z.object({
  status: z.string(),
  tran_id: z.string().optional(),
  val_id: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  currency_type: z.string().optional(),
  currency_amount: z.string().optional(),
  bank_tran_id: z.string().optional(),
  risk_level: z.string().optional(),
  risk_title: z.string().optional(),
});

export function readSslCommerzValidation(raw: unknown): GatewayOutcome {
  const p = sslValidation.safeParse(raw);
  if (!p.success) return { kind: 'failed', reason: 'unreadable' };
  const v = p.data;
  const orderRef = v.tran_id;
  if (!orderRef || !/^[A-Za-z0-9-]{1,30}$/.test(orderRef)) return { kind: 'failed', reason: 'noOrder' };
  if (v.status !== 'VALID' && v.status !== 'VALIDATED')
    return { kind: 'failed', orderRef, reference: orderRef, reason: v.status.toLowerCase() };
  // amount/currency are what was settled (BDT); currency_type/currency_amount are what the order asked for
  const amount = v.currency_amount ?? v.amount;
  const currency = v.currency_type ?? v.currency;
  if (!amount || !currency || !v.val_id) return { kind: 'failed', orderRef, reference: orderRef, reason: 'unreadable' };
  return {
    kind: 'paid',
    orderRef,
    reference: orderRef,
    transactionId: v.bank_tran_id ?? null,
    amount,
    currency: currency.toUpperCase(),
    ...(v.risk_level === '1' ? { riskNote: v.risk_title || 'risky' } : {}),
  };
}
