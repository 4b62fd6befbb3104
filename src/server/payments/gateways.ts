import 'server-only';
import type { OnlineGateway } from '@/domain/settings/settings-problems';
import type { PaymentGateway, RefundInput, StartedSession, StartInput } from './gateway';
import { paypalGateway } from './paypal/gateway';
import { sslCommerzGateway } from './sslcommerz/gateway';
import { stripeGateway } from './stripe/gateway';

/** Every online gateway, once (docs/payments.md, "Adding a gateway"): a new one is a folder and a line here. */
export const PAYMENT_GATEWAYS = {
  stripe: stripeGateway,
  paypal: paypalGateway,
  sslcommerz: sslCommerzGateway,
} as const satisfies { [K in OnlineGateway]: { id: K } };

type ConfigOf<G> = G extends PaymentGateway<infer C, OnlineGateway> ? C : never;

/** Server-only credentials of each gateway, or null when it is not configured. Never send this to the browser. */
export type GatewayConfig = { [K in OnlineGateway]: ConfigOf<(typeof PAYMENT_GATEWAYS)[K]> | null };

/** A configured gateway's start and refund with its credentials; null when it is not configured. */
export function configuredGateway(
  method: OnlineGateway,
  config: GatewayConfig,
): { start(input: StartInput): Promise<StartedSession>; refund(input: RefundInput): Promise<string> } | null {
  // one gateway and its own credentials (the map's types pair them; TypeScript cannot follow the pairing through `method`)
  const gateway = PAYMENT_GATEWAYS[method] as PaymentGateway<unknown>;
  const credentials = config[method];
  if (!credentials) return null;
  return { start: (input) => gateway.start(credentials, input), refund: (input) => gateway.refund(credentials, input) };
}
