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
import {
  credentialFormName,
  GATEWAYS,
  type CredentialField,
  type GatewayFormValues,
  type OnlineGateway,
  type SecretFormName,
} from '@/domain/payments/gateway-descriptions';
import { settingsSchema, type Settings } from '@/domain/settings/settings';
import { TRANSLATION_LOCALES } from '@/domain/content/translations';
import { LAYOUT_TEXT_FIELDS, mergeSettingsTranslations, SEO_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { weekHoursSchema } from '@/domain/settings/opening-hours';
import { refusedSwitches, settingsProblems, type SettingsProblem } from '@/domain/settings/settings-problems';
import { env, type Env } from '@/lib/env';
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
export type GatewaySettingsView = Omit<GatewayFormValues, SecretFormName> & Record<SecretFormName, MaskedSecret>;

export interface LoginSettingsView {
  google: boolean;
  facebook: boolean;
  googleClientId: string;
  googleClientSecret: MaskedSecret;
  facebookAppId: string;
  facebookAppSecret: MaskedSecret;
}

/**
 * What the server's environment provides for each gateway (yes/no only: the values never leave the server): every
 * credential it needs (`credentials`), and each of its environment-only settings by variable name (`notes`).
 */
export type GatewayEnvironment = Record<OnlineGateway, { credentials: boolean; notes: Record<string, boolean> }>;

export interface SettingsView {
  /** the public settings document (what the storefront reads too) */
  settings: Settings;
  gateway: GatewaySettingsView;
  gatewayEnvironment: GatewayEnvironment;
  login: LoginSettingsView;
}

/** An environment variable a gateway description names (the type checker holds the names to the server's), or undefined. */
const fromEnvironment = (name: keyof Env | undefined) => (name ? env[name] : undefined);

function gatewayEnvironment(): GatewayEnvironment {
  return Object.fromEntries(
    GATEWAYS.map((g) => [
      g.id,
      {
        credentials: g.fields.every((f) => !('required' in f) || !!fromEnvironment(f.env)),
        notes: Object.fromEntries(g.notes.map((n) => [n.env, !!fromEnvironment(n.env)])),
      },
    ]),
  ) as GatewayEnvironment;
}

/** Switches, and each gateway's stored credentials under their form names (`paypalClientId`), secrets masked. */
function gatewayView(s: Settings, p: PrivateSettings): GatewaySettingsView {
  const credentials = GATEWAYS.flatMap((g) =>
    g.fields.map((f) => {
      const value = (p[g.key] as Record<string, string>)[f.key];
      return [credentialFormName(g, f), f.kind === 'secret' ? maskSecret(value) : value];
    }),
  );
  return { ...s.paymentGateway, ...Object.fromEntries(credentials) } as GatewaySettingsView;
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
  (stock, before) => ({ stock: { ...before.stock, ...stock } }),
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
    const values = input as unknown as Record<string, string | boolean>;
    const paymentGateway = {
      cod: input.cod,
      ...Object.fromEntries(GATEWAYS.map((g) => [g.key, input[g.key]])),
    } as Settings['paymentGateway'];
    const res = await updateSettingsDocument(tx, { paymentGateway }, (p) => ({
      ...p,
      ...Object.fromEntries(
        GATEWAYS.map((g) => {
          const stored = p[g.key] as Record<string, string>;
          const next = (f: CredentialField) => String(values[credentialFormName(g, f)]);
          return [
            g.key,
            Object.fromEntries(g.fields.map((f) => [f.key, f.kind === 'secret' ? keepOrReplace(stored[f.key], next(f)) : next(f)])),
          ];
        }),
      ),
    }));
    const p = res.privateAfter;
    // a gateway switched on needs each of its required credentials here or in the server's environment (the same
    // rule the checkout uses), and the checkout must keep one method to offer
    // (a gateway takes its credentials all saved or all from the environment: a saved half names what it lacks)
    const config = await getGatewayConfig(tx);
    const environment = gatewayEnvironment();
    await refuseBrokenSave(
      tx,
      ['cod', ...GATEWAYS.map((g) => g.key)],
      GATEWAYS.flatMap((g) =>
        g.fields
          .filter((f) => 'required' in f)
          .map((f): [boolean, string] => [
            input[g.key] && !config[g.id] && !environment[g.id].credentials && !(p[g.key] as Record<string, string>)[f.key],
            credentialFormName(g, f),
          ]),
      ),
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
