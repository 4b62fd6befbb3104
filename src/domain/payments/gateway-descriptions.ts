import type { PaymentMethod } from './methods';

/*
 * What the dashboard and the settings know of each online gateway, declared once (docs/payments.md, "Adding a
 * gateway"): its name, the credentials it needs (their form fields, checks, labels and the environment variables that
 * provide them instead) and the server-only settings it reads from the environment. The settings form, its schema,
 * the stored credentials, the save's refusals and the problems panel derive from it; the server half of a gateway
 * (start, confirm, refund, hosts) is src/server/payments/<gateway>/. Pure: the browser reads it too.
 */

export type OnlineGateway = Exclude<PaymentMethod, 'cod'>;
export type GatewayMode = 'sandbox' | 'live';

export interface CredentialField {
  /** the credential's name in the gateway's stored credentials */
  key: string;
  /** a sandbox/live choice, a text shown back to staff, or a write-only secret (empty keeps the stored one) */
  kind: 'mode' | 'text' | 'secret';
  /** its label: a key of the dashboard's `dashSettings.gateway` messages */
  label: string;
  /** the environment variable that provides it when the dashboard has none saved */
  env?: string;
  /** a value's shape (an empty value is always allowed) */
  pattern?: RegExp;
  placeholder?: string;
  /** switching the gateway on needs it, saved or from the environment */
  required?: boolean;
}

/** A setting only the server's environment holds (a webhook's secret), told as set or missing on the form. */
export interface EnvironmentNote {
  env: string;
  /** the gateway is not offered without it (the missing line is a warning) */
  required: boolean;
  /** keys of `dashSettings.gateway` */
  set: string;
  missing: string;
}

export interface GatewayDescription {
  id: OnlineGateway;
  /** its switch in the public settings (`paymentGateway`) and its credentials' key in the private ones */
  key: string;
  /** a brand: the same in every language */
  name: string;
  /** the form section's explanation (a key of `dashSettings.gateway`), with the address the gateway calls back */
  hint: string;
  callback?: string;
  fields: readonly CredentialField[];
  notes: readonly EnvironmentNote[];
}

/** Every online gateway's description, in the settings form's order. */
export const GATEWAY_DESCRIPTIONS = {
  paypal: {
    id: 'paypal',
    key: 'paypal',
    name: 'PayPal',
    hint: 'paypalHint',
    fields: [
      { key: 'mode', kind: 'mode', label: 'mode', env: 'PAYPAL_MODE' },
      { key: 'clientId', kind: 'text', label: 'clientId', env: 'PAYPAL_CLIENT_ID', required: true },
      { key: 'secret', kind: 'secret', label: 'secret', env: 'PAYPAL_CLIENT_SECRET', required: true },
    ],
    notes: [{ env: 'PAYPAL_WEBHOOK_ID', required: false, set: 'paypalWebhookSet', missing: 'paypalWebhookMissing' }],
  },
  stripe: {
    id: 'stripe',
    key: 'stripe',
    name: 'Stripe',
    hint: 'stripeHint',
    callback: '/api/payments/stripe/webhook',
    fields: [
      // optional: the hosted Checkout is created on the server with the secret key alone
      { key: 'publishableKey', kind: 'text', label: 'publishableKey', placeholder: 'pk_live_…', pattern: /^pk_(test|live)_[A-Za-z0-9]+$/ },
      // the key says the mode (sk_test_… is the sandbox)
      {
        key: 'secretKey',
        kind: 'secret',
        label: 'secretKey',
        env: 'STRIPE_SECRET_KEY',
        required: true,
        pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
      },
    ],
    notes: [{ env: 'STRIPE_WEBHOOK_SECRET', required: true, set: 'webhookSecretSet', missing: 'webhookSecretMissing' }],
  },
  sslcommerz: {
    id: 'sslcommerz',
    key: 'sslCommerz',
    name: 'SSLCommerz',
    hint: 'sslCommerzHint',
    callback: '/api/payments/sslcommerz/ipn',
    fields: [
      { key: 'mode', kind: 'mode', label: 'mode', env: 'SSLCOMMERZ_MODE' },
      { key: 'storeId', kind: 'text', label: 'storeId', env: 'SSLCOMMERZ_STORE_ID', required: true },
      { key: 'storePassword', kind: 'secret', label: 'storePassword', env: 'SSLCOMMERZ_STORE_PASSWORD', required: true },
    ],
    notes: [],
  },
} as const satisfies { [G in OnlineGateway]: GatewayDescription & { id: G } };

type Descriptions = typeof GATEWAY_DESCRIPTIONS;
type FieldOf<G extends OnlineGateway> = Descriptions[G]['fields'][number];
type ValueOf<F> = F extends { kind: 'mode' } ? GatewayMode : string;

/** A gateway's key in the settings (`sslCommerz` for the method `sslcommerz`). */
export type GatewayKey = Descriptions[OnlineGateway]['key'];

export const GATEWAYS: readonly Descriptions[OnlineGateway][] = Object.values(GATEWAY_DESCRIPTIONS);

/** Each gateway's stored credentials, by its key: `{ paypal: { mode, clientId, secret }, stripe: {…}, … }`. */
export type GatewayCredentials = {
  [G in OnlineGateway as Descriptions[G]['key']]: { [F in FieldOf<G> as F['key']]: ValueOf<F> };
};

/** A credential's field on the settings form: the gateway's key and the credential's (`paypalClientId`). */
export const credentialFormName = (gateway: GatewayDescription, field: CredentialField) =>
  `${gateway.key}${field.key[0].toUpperCase()}${field.key.slice(1)}`;

type FormFields<G extends OnlineGateway> = {
  [F in FieldOf<G> as `${Descriptions[G]['key']}${Capitalize<F['key']>}`]: ValueOf<F>;
};
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The gateway form's values: cash on delivery's switch, each gateway's switch and its credentials' fields. */
export type GatewayFormValues = { cod: boolean } & { [K in GatewayKey]: boolean } & Intersection<
    { [G in OnlineGateway]: FormFields<G> }[OnlineGateway]
  >;

type SecretFields<G extends OnlineGateway> = {
  [F in FieldOf<G> as F extends { kind: 'secret' } ? `${Descriptions[G]['key']}${Capitalize<F['key']>}` : never]: true;
};
/** The form's write-only fields (each gateway's secrets): the browser is told only whether one is stored. */
export type SecretFormName = keyof Intersection<{ [G in OnlineGateway]: SecretFields<G> }[OnlineGateway]>;

/** A gateway's credentials with nothing saved yet (sandbox, empty texts). */
export function emptyCredentials(): GatewayCredentials {
  return Object.fromEntries(
    GATEWAYS.map((g) => [g.key, Object.fromEntries(g.fields.map((f) => [f.key, f.kind === 'mode' ? 'sandbox' : '']))]),
  ) as GatewayCredentials;
}
