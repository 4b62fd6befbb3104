import 'server-only';
import type { PrivateSettings } from '@/domain/settings/settings-forms';
import type { OnlineGateway } from '@/domain/settings/settings-problems';
import type { Order } from '@/server/db/schema';

export type GatewayMode = 'sandbox' | 'live';

/** What a payment's start hands its gateway: the order and its own total (never an amount from the browser). */
export interface StartInput {
  order: Order;
  /** the total in the currency's minor units (cents) and as a decimal string */
  minor: number;
  decimal: string;
  /** until when the order's stock is held for this payment */
  expiresAt: Date;
  /** the shop's public origin: return pages and notification addresses are built on it */
  origin: string;
  paymentId: string;
  /** earlier attempts to pay this order with this gateway */
  attempts: number;
  itemCount: number;
  shopName: string;
}

/** The gateway's session: its reference, the hosted page the customer is sent to, what else to keep on the payment row. */
export interface StartedSession {
  reference: string;
  redirectUrl: string;
  extra?: Record<string, unknown>;
  /** the gateway keeps the session payable until then (the stock is held as long) */
  payableUntil?: Date;
}

/** A refund asked of the gateway: the transaction, the amount (decimal string) and a key that makes a retry the same refund. */
export interface RefundInput {
  transactionId: string;
  amount: string;
  currency: string;
  key: string;
}

/**
 * One online payment gateway (docs/payments.md, "Adding a gateway"): its credentials, the hosted pages the browser is
 * sent to, how a payment starts and how it is refunded. Each lives in a folder of its own under src/server/payments
 * (with its API client and the routes' confirmation: a webhook, a return page, an IPN) and is listed once in
 * gateways.ts, from which the checkout's options, the credentials, refunds and the CSP's check derive.
 */
export interface PaymentGateway<C, K extends OnlineGateway = OnlineGateway> {
  id: K;
  /** the hosted payment pages' origins: the CSP's form-action must allow them (src/lib/security/csp-policy.mjs) */
  hosts: readonly string[];
  /** credentials saved in the dashboard win over the environment's; null while any of them is missing */
  config(saved: PrivateSettings): C | null;
  start(config: C, input: StartInput): Promise<StartedSession>;
  /** refunds at the gateway; answers the gateway's id of the refund */
  refund(config: C, input: RefundInput): Promise<string>;
}

/** The order's confirmation page, told how the gateway's page ended (`return`, `cancelled`). */
export const confirmationUrl = (origin: string, payment: string) => `${origin}/order/confirmation?payment=${payment}`;

/** A gateway's credentials: those saved in the dashboard when every one of them is, else the environment's. */
export function savedOrEnvironment<T extends Record<string, string | undefined>>(saved: T, environment: T): T {
  return Object.values(saved).every(Boolean) ? saved : environment;
}
