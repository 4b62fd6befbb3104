import 'server-only';
import { z } from 'zod';
import {
  gatewaySettingsSchema,
  graphicsSettingsSchema,
  keepOrReplace,
  layoutSettingsSchema,
  loginSettingsSchema,
  maskSecret,
  scriptSettingsSchema,
  securitySettingsSchema,
  stockSettingsSchema,
  samplesSettingsSchema,
  installationSettingsSchema,
  seoSettingsSchema,
  type MaskedSecret,
  type PrivateSettings,
} from '@/domain/settings/settings-forms';
import { settingsSchema, type Settings } from '@/domain/settings/settings';
import { TRANSLATION_LOCALES } from '@/domain/content/translations';
import { LAYOUT_TEXT_FIELDS, mergeSettingsTranslations, SEO_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { weekHoursSchema } from '@/domain/settings/opening-hours';
import { refusedSwitches, settingsProblems, type SettingsProblem } from '@/domain/settings/settings-problems';
import { env } from '@/lib/env';
import { ActionError, defineAction, type ActionContext } from '@/server/action';
import { socialCredentials } from '@/server/auth/social-credentials';
import { getGatewayConfig } from '@/server/payments/gateway-config';
import { getSettings } from '@/server/settings/get-settings';
import { getPrivateSettings, updateSettingsDocument } from '@/server/settings/private-settings';
import { revalidateSettings } from '@/server/settings/revalidate-settings';
import { readSettingsFacts } from '@/server/settings/settings-problems';
import { forgetConfiguredTrackers } from '@/server/security/csp-trackers';

const VIEW = { area: 'settings', action: 'view' } as const;
const EDIT = { area: 'settings', action: 'edit' } as const;
const after = {
  after: () => {
    forgetConfiguredTrackers(); // the CSP's analytics hosts follow the script ids at once
    revalidateSettings();
  },
};

/** The gateway page's values as the browser may see them: switches, public ids, secrets masked. */
export interface GatewaySettingsView {
  cod: boolean;
  paypal: boolean;
  stripe: boolean;
  sslCommerz: boolean;
  paypalMode: 'sandbox' | 'live';
  paypalClientId: string;
  paypalSecret: MaskedSecret;
  stripePublishableKey: string;
  stripeSecretKey: MaskedSecret;
  sslCommerzMode: 'sandbox' | 'live';
  sslCommerzStoreId: string;
  sslCommerzStorePassword: MaskedSecret;
}

export interface LoginSettingsView {
  google: boolean;
  facebook: boolean;
  googleClientId: string;
  googleClientSecret: MaskedSecret;
  facebookAppId: string;
  facebookAppSecret: MaskedSecret;
}

/** Which gateway secrets the server's environment provides (yes/no only: the values never leave the server). */
export interface GatewayEnvironment {
  stripeSecretKey: boolean;
  stripeWebhookSecret: boolean;
  paypal: boolean;
  /** PAYPAL_WEBHOOK_ID: PayPal's webhooks are verified and processed (refunds made at PayPal are recorded) */
  paypalWebhookId: boolean;
  sslCommerz: boolean;
}

export interface SettingsView {
  /** the public settings document (what the storefront reads too) */
  settings: Settings;
  gateway: GatewaySettingsView;
  gatewayEnvironment: GatewayEnvironment;
  login: LoginSettingsView;
}

function gatewayEnvironment(): GatewayEnvironment {
  return {
    stripeSecretKey: !!env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: !!env.STRIPE_WEBHOOK_SECRET,
    paypal: !!(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
    paypalWebhookId: !!env.PAYPAL_WEBHOOK_ID,
    sslCommerz: !!(env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD),
  };
}

function gatewayView(s: Settings, p: PrivateSettings): GatewaySettingsView {
  return {
    ...s.paymentGateway,
    paypalMode: p.paypal.mode,
    paypalClientId: p.paypal.clientId,
    paypalSecret: maskSecret(p.paypal.secret),
    stripePublishableKey: p.stripe.publishableKey,
    stripeSecretKey: maskSecret(p.stripe.secretKey),
    sslCommerzMode: p.sslCommerz.mode,
    sslCommerzStoreId: p.sslCommerz.storeId,
    sslCommerzStorePassword: maskSecret(p.sslCommerz.storePassword),
  };
}

function loginView(s: Settings, p: PrivateSettings): LoginSettingsView {
  return {
    ...s.login,
    googleClientId: p.google.clientId,
    googleClientSecret: maskSecret(p.google.clientSecret),
    facebookAppId: p.facebook.appId,
    facebookAppSecret: maskSecret(p.facebook.appSecret),
  };
}

/**
 * 400 with the fields that a switched-on integration still needs, and the switches whose save would break the
 * checkout or the sign-in page (docs/requirements.md, "Settings that must hold"). Thrown inside the action's
 * transaction, so the refused save changes nothing.
 */
async function refuseBrokenSave(tx: ActionContext['tx'], switches: readonly string[], missing: [boolean, string][]) {
  const refused = refusedSwitches(settingsProblems(await readSettingsFacts(tx)));
  const fieldErrors: Record<string, string> = Object.fromEntries(missing.filter(([m]) => m).map(([, k]) => [k, 'required']));
  for (const key of switches) if (refused[key]) fieldErrors[key] = refused[key];
  if (Object.keys(fieldErrors).length) throw new ActionError(400, 'invalid', undefined, fieldErrors);
}

const getSettingsView = defineAction('settings.get', z.object({}), VIEW, async (_input, { tx }): Promise<SettingsView> => {
  const [publicSettings, privateSettings] = await Promise.all([getSettings(tx), getPrivateSettings(tx)]);
  const settings: Settings = settingsSchema.parse(publicSettings);
  return {
    settings,
    gateway: gatewayView(settings, privateSettings),
    gatewayEnvironment: gatewayEnvironment(),
    login: loginView(settings, privateSettings),
  };
});

/** Saves a part of the public settings document with an audit row of that part before and after. */
function publicUpdate<const N extends string, S extends z.ZodType>(
  name: N,
  schema: S,
  /** the part to write; `before` is the stored document (a page's translations are merged into the others') */
  toPatch: (input: z.output<S>, before: Settings) => Partial<Settings>,
  pick: (s: Settings) => unknown,
) {
  return defineAction(
    name,
    schema,
    EDIT,
    async (input, { tx, audit }: ActionContext) => {
      const { before, after: saved } = await updateSettingsDocument(tx, (before) => toPatch(input, before));
      await audit({ entity: 'settings', entityId: '1', before: pick(before), after: pick(saved) });
      return { saved: true as const };
    },
    after,
  );
}

const LAYOUT_KEYS = Object.keys(layoutSettingsSchema.shape) as (keyof typeof layoutSettingsSchema.shape)[];
const pickLayout = (s: Settings) => Object.fromEntries(LAYOUT_KEYS.map((k) => [k, s[k]]));

// each page replaces the translations of its own texts only; a save without translations keeps the stored ones
const updateLayout = publicUpdate(
  'settings.updateLayout',
  layoutSettingsSchema,
  ({ translations, ...input }, before) => ({
    ...input,
    translations: mergeSettingsTranslations(before.translations, translations, LAYOUT_TEXT_FIELDS),
  }),
  pickLayout,
);
const updateSeo = publicUpdate(
  'settings.updateSeo',
  seoSettingsSchema,
  ({ translations, ...seo }, before) => ({
    seo,
    translations: mergeSettingsTranslations(before.translations, translations, SEO_TEXT_FIELDS),
  }),
  (s) => ({ ...s.seo, translations: SEO_TEXT_FIELDS.map((f) => [f, TRANSLATION_LOCALES.map((l) => s.translations?.[l]?.[f] ?? '')]) }),
);
const updateScript = publicUpdate(
  'settings.updateScript',
  scriptSettingsSchema,
  (script) => ({ script }),
  (s) => s.script,
);
const updateSecurity = publicUpdate(
  'settings.updateSecurity',
  securitySettingsSchema,
  (security, before) => ({ security: { ...before.security, ...security } }),
  (s) => s.security,
);
const updateStock = publicUpdate(
  'settings.updateStock',
  stockSettingsSchema,
  (stock) => ({ stock }),
  (s) => s.stock,
);
const updateSamples = publicUpdate(
  'settings.updateSamples',
  samplesSettingsSchema,
  (samples) => ({ samples }),
  (s) => s.samples,
);
const updateInstallation = publicUpdate(
  'settings.updateInstallation',
  installationSettingsSchema,
  (installation) => ({ installation }),
  (s) => s.installation,
);
const updateHours = publicUpdate(
  'settings.updateHours',
  weekHoursSchema,
  (openingHours) => ({ openingHours }),
  (s) => s.openingHours,
);
const updateGraphics = publicUpdate(
  'settings.updateGraphics',
  graphicsSettingsSchema,
  (input) => input,
  (s) => ({ logo: s.logo, favicon: s.favicon, gatewayImage: s.gatewayImage }),
);

const updateGateway = defineAction(
  'settings.updateGateway',
  gatewaySettingsSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const paymentGateway = { cod: input.cod, paypal: input.paypal, stripe: input.stripe, sslCommerz: input.sslCommerz };
    const res = await updateSettingsDocument(tx, { paymentGateway }, (p) => ({
      ...p,
      paypal: { mode: input.paypalMode, clientId: input.paypalClientId, secret: keepOrReplace(p.paypal.secret, input.paypalSecret) },
      stripe: { publishableKey: input.stripePublishableKey, secretKey: keepOrReplace(p.stripe.secretKey, input.stripeSecretKey) },
      sslCommerz: {
        mode: input.sslCommerzMode,
        storeId: input.sslCommerzStoreId,
        storePassword: keepOrReplace(p.sslCommerz.storePassword, input.sslCommerzStorePassword),
      },
    }));
    const p = res.privateAfter;
    // a gateway switched on needs its keys here or in the server's environment (the same rule the checkout uses),
    // and the checkout must keep one method to offer; the publishable key is optional: the hosted Checkout is
    // created on the server with the secret key alone
    const config = await getGatewayConfig(tx);
    const stripeKey = p.stripe.secretKey || env.STRIPE_SECRET_KEY;
    await refuseBrokenSave(
      tx,
      ['cod', 'stripe', 'paypal', 'sslCommerz'],
      [
        [input.paypal && !config.paypal && !p.paypal.clientId, 'paypalClientId'],
        [input.paypal && !config.paypal && !p.paypal.secret, 'paypalSecret'],
        [input.stripe && !stripeKey, 'stripeSecretKey'],
        [input.sslCommerz && !config.sslcommerz && !p.sslCommerz.storeId, 'sslCommerzStoreId'],
        [input.sslCommerz && !config.sslcommerz && !p.sslCommerz.storePassword, 'sslCommerzStorePassword'],
      ],
    );
    // the audit row holds the masked view only: secrets never leave the settings row
    await audit({
      entity: 'settings',
      entityId: '1',
      before: gatewayView(res.before, res.privateBefore),
      after: gatewayView(res.after, p),
    });
    return { saved: true as const };
  },
  after,
);

const updateLogin = defineAction(
  'settings.updateLogin',
  loginSettingsSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const res = await updateSettingsDocument(tx, { login: { google: input.google, facebook: input.facebook } }, (p) => ({
      ...p,
      google: { clientId: input.googleClientId, clientSecret: keepOrReplace(p.google.clientSecret, input.googleClientSecret) },
      facebook: { appId: input.facebookAppId, appSecret: keepOrReplace(p.facebook.appSecret, input.facebookAppSecret) },
    }));
    // a provider switched on needs its client id and secret, here or in the server's environment
    const creds = socialCredentials(res.privateAfter);
    await refuseBrokenSave(
      tx,
      ['google', 'facebook'],
      [
        [input.google && !creds.google.id, 'googleClientId'],
        [input.google && !creds.google.secret, 'googleClientSecret'],
        [input.facebook && !creds.facebook.id, 'facebookAppId'],
        [input.facebook && !creds.facebook.secret, 'facebookAppSecret'],
      ],
    );
    await audit({
      entity: 'settings',
      entityId: '1',
      before: loginView(res.before, res.privateBefore),
      after: loginView(res.after, res.privateAfter),
    });
    return { saved: true as const };
  },
  after,
);

/** What is misconfigured now (the dashboard home's warning panel): staff who may view the settings. */
const getProblems = defineAction('settings.problems', z.object({}), VIEW, async (_input, { tx }): Promise<SettingsProblem[]> =>
  settingsProblems(await readSettingsFacts(tx)),
);

export const settingsActions = {
  getSettingsView,
  getProblems,
  updateLayout,
  updateSeo,
  updateScript,
  updateGateway,
  updateLogin,
  updateSecurity,
  updateStock,
  updateSamples,
  updateInstallation,
  updateHours,
  updateGraphics,
};
