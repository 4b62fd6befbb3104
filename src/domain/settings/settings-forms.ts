import { z } from 'zod';
import { accessoryIdsSchema } from '@/domain/catalogue/accessories';
import { PICKUP_TRANSFER_DAYS } from '@/domain/catalogue/stock-places';
import { limitMessage } from '@/lib/limit-message';
import { translationsSchema } from '@/domain/content/translations-schema';
import { FOOTER_BLOCK_LIMITS, LAYOUT_TEXT_FIELDS, SEO_TEXT_FIELDS, SETTINGS_TEXT_LIMITS, type SettingsTextField } from './settings-texts';
import { LOCALE_IDS } from '@/i18n/locales';
import {
  credentialFormName,
  emptyCredentials,
  GATEWAYS,
  type CredentialField,
  type GatewayCredentials,
  type GatewayFormValues,
} from '@/domain/payments/gateway-descriptions';

/*
 * One zod schema per dashboard settings page (docs/requirements.md, "Dashboard forms"), each validating only its part of the settings
 * document (settingsSchema) and the server-only credentials kept beside it. Messages are keys of
 * `dashboard.validation`, so the form shows a translated field message.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');
const color = z.string().trim().regex(HEX, 'invalidColor');
const flag = z.boolean();

/** An absolute http(s) address with a host, or nothing. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !/\s/.test(value);
  } catch {
    return false;
  }
}
const optionalUrl = text(500).refine((v) => v === '' || isHttpUrl(v), 'invalidUrl');
/** a site path (`/images/x.webp`) or an http(s) address, or nothing */
const optionalImage = text(2000).refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || isHttpUrl(v), 'invalidUrl');
/** an id of a given shape, or nothing (the integration is off) */
const optionalId = (pattern: RegExp) => text(200).refine((v) => v === '' || pattern.test(v), 'invalid');

export const SETTINGS_ID_PATTERNS = {
  /** the `content` of Google's `google-site-verification` meta tag */
  googleSiteVerificationId: /^[A-Za-z0-9_-]{20,100}$/,
  /** Facebook app ids, pixel ids and page ids are numbers */
  facebookAppId: /^\d{5,20}$/,
  /** GA4 measurement id (G-XXXXXXX) or a Universal Analytics property (UA-123456-1) */
  googleAnalyticsId: /^(G-[A-Z0-9]{4,20}|UA-\d{4,10}-\d{1,4})$/,
  facebookPixelId: /^\d{5,20}$/,
  messengerPageId: /^\d{5,20}$/,
} as const;

const footerBlock = z.object({ title: text(FOOTER_BLOCK_LIMITS.title), description: text(FOOTER_BLOCK_LIMITS.description) });

export const paletteSchema = z.object({
  primary: color,
  primary_contrast: color,
  primary_hover: color,
  primary_hover_contrast: color,
  secondary: color,
  secondary_contrast: color,
  body_gray: color,
  body_gray_contrast: color,
});
export const PALETTE_KEYS = Object.keys(paletteSchema.shape) as (keyof z.infer<typeof paletteSchema>)[];

/** A settings page's translated texts with the English limits; absent: the stored translations stay. */
const textTranslations = <F extends SettingsTextField>(fields: readonly F[]) =>
  translationsSchema(Object.fromEntries(fields.map((f) => [f, text(SETTINGS_TEXT_LIMITS[f])])) as Record<F, ReturnType<typeof text>>);

/** /dashboard/settings/layout */
export const layoutSettingsSchema = z.object({
  name: required(120),
  title: text(SETTINGS_TEXT_LIMITS.title),
  description: text(SETTINGS_TEXT_LIMITS.description),
  address: text(300),
  shortAddress: text(120),
  address2: text(300),
  shortAddress2: text(120),
  email: z.string().trim().max(200, 'tooLong').email('invalidEmail'),
  phoneHeader: text(40),
  phoneFooter: text(40),
  copyright: text(SETTINGS_TEXT_LIMITS.copyright),
  color: paletteSchema,
  footerBanner: z.object({ security: footerBlock, support: footerBlock, delivery: footerBlock }),
  social: z.object({ facebook: optionalUrl, instagram: optionalUrl, twitter: optionalUrl, youtube: optionalUrl, pinterest: optionalUrl }),
  currency: z.object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'invalid')
      .transform((v) => v.toUpperCase()),
    symbol: required(5),
    exchangeRate: z.number({ error: 'invalid' }).positive('mustBePositive').max(1_000_000, 'invalid'),
  }),
  language: z.enum(LOCALE_IDS, { error: 'invalid' }),
  /** title, description, copyright and the footer banner in Bengali, Arabic and French */
  translations: textTranslations(LAYOUT_TEXT_FIELDS).optional(),
});

/** /dashboard/settings/seo */
export const seoSettingsSchema = z.object({
  title: text(SETTINGS_TEXT_LIMITS.seoTitle),
  description: text(SETTINGS_TEXT_LIMITS.seoDescription),
  keyword: text(1000),
  image: optionalImage,
  /** the SEO title and description in Bengali, Arabic and French (`seoTitle`, `seoDescription`) */
  translations: textTranslations(SEO_TEXT_FIELDS).optional(),
});

/** /dashboard/settings/script: each id validated by its format; empty switches the integration off */
export const scriptSettingsSchema = z.object({
  googleSiteVerificationId: optionalId(SETTINGS_ID_PATTERNS.googleSiteVerificationId),
  facebookAppId: optionalId(SETTINGS_ID_PATTERNS.facebookAppId),
  googleAnalyticsId: optionalId(SETTINGS_ID_PATTERNS.googleAnalyticsId),
  facebookPixelId: optionalId(SETTINGS_ID_PATTERNS.facebookPixelId),
  messengerPageId: optionalId(SETTINGS_ID_PATTERNS.messengerPageId),
});

/**
 * /dashboard/settings/security: sign-in to buy, and the most a guest's order paid on delivery may hold, in cents (0 = no
 * limit); a save without the limit keeps the stored one
 */
export const securitySettingsSchema = z.object({
  loginForPurchase: flag,
  guestCodLimitCents: z.number({ error: 'invalid' }).int('wholeNumber').min(0, 'notNegative').max(100_000_000, 'invalid').optional(),
});

/** /dashboard/settings/stock: the default low-stock threshold (0 alerts only when sold out) and the daily summary e-mail */
export const stockSettingsSchema = z.object({
  lowStockThreshold: z.number({ error: 'invalid' }).int('wholeNumber').min(0, 'notNegative').max(100_000, 'invalid'),
  dailySummary: flag,
  /** the usual days from the warehouse to a pickup point (docs/requirements.md, "Pickup and the showroom"); absent: kept */
  pickupTransferDays: z
    .number({ error: 'invalid' })
    .int('wholeNumber')
    .min(PICKUP_TRANSFER_DAYS.min, 'notNegative')
    .max(PICKUP_TRANSFER_DAYS.max, limitMessage('maxNumber', PICKUP_TRANSFER_DAYS.max))
    .optional(),
});

/** /dashboard/settings/samples: the delivery of an order of free samples alone, in cents (0 = free; docs/requirements.md, "Free samples") */
export const samplesSettingsSchema = z.object({
  deliveryFeeCents: z.number({ error: 'invalid' }).int('wholeNumber').min(0, 'notNegative').max(100_000, 'invalid'),
});

/**
 * /dashboard/settings/installation: the installation rate per square foot in cents (0 = installation not offered;
 * docs/requirements.md, "Installation estimate")
 */
export const installationSettingsSchema = z.object({
  ratePerSqFtCents: z.number({ error: 'invalid' }).int('wholeNumber').min(0, 'notNegative').max(100_000, 'invalid'),
});

/**
 * /dashboard/settings/accessories: each floor category's default accessories, in order (docs/requirements.md,
 * "Matching accessories"); a category named twice is refused, a category without any is left out
 */
export const accessoriesSettingsSchema = z.object({
  byCategory: z
    .array(z.object({ categoryId: z.uuid('invalid'), productIds: accessoryIdsSchema }))
    .max(100, 'tooLong')
    .refine((rows) => new Set(rows.map((r) => r.categoryId)).size === rows.length, 'invalid')
    .transform((rows) => rows.filter((r) => r.productIds.length > 0)),
});

const mode = z.enum(['sandbox', 'live'], { error: 'invalid' });
/** a write-only secret: empty keeps the stored value */
const secret = text(500);

/** A credential's form field: a mode, a text or a write-only secret, in the shape its gateway describes. */
function credentialSchema(field: CredentialField) {
  if (field.kind === 'mode') return mode;
  const { pattern } = field;
  const value = field.kind === 'secret' ? secret : text(200);
  return pattern ? value.refine((v) => v === '' || pattern.test(v), 'invalid') : value;
}

/**
 * /dashboard/settings/gateway: cash on delivery's and each gateway's switch (public) and each gateway's credentials
 * (server-only; secrets write-only), named `<gateway><Credential>` (domain/payments/gateway-descriptions.ts)
 */
export const gatewaySettingsSchema = z.object({
  cod: flag,
  ...Object.fromEntries(GATEWAYS.map((g) => [g.key, flag])),
  ...Object.fromEntries(GATEWAYS.flatMap((g) => g.fields.map((f) => [credentialFormName(g, f), credentialSchema(f)]))),
}) as unknown as z.ZodObject<{ [K in keyof GatewayFormValues]: z.ZodType<GatewayFormValues[K]> }>;

/** /dashboard/settings/login: social sign-in switches and the apps' credentials (secrets write-only) */
export const loginSettingsSchema = z.object({
  google: flag,
  facebook: flag,
  googleClientId: text(300).refine((v) => v === '' || /^[\w.-]+\.apps\.googleusercontent\.com$/.test(v), 'invalid'),
  googleClientSecret: secret,
  facebookAppId: optionalId(SETTINGS_ID_PATTERNS.facebookAppId),
  facebookAppSecret: secret.refine((v) => v === '' || /^[a-f0-9]{32}$/i.test(v), 'invalid'),
});

/**
 * A picture of the shop served by this site: an upload (`/uploads/settings/x.webp`), a brand file
 * (`/brand/logo.svg`) or a generated picture (`/images/...`); no other host, no `..`, no query.
 */
export const SITE_IMAGE_PATH = /^\/(uploads|brand|images)\/[A-Za-z0-9][A-Za-z0-9._\/-]*$/;
const siteImage = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((v) => SITE_IMAGE_PATH.test(v) && !v.includes('..') && !v.includes('//'), 'invalidUrl');

/** /dashboard/settings/graphics: logo, favicon and the payment-methods picture of the footer (each optional, one at most) */
export const graphicsSettingsSchema = z.object({
  logo: z.array(z.object({ url: siteImage })).max(1, 'invalid'),
  favicon: z.array(z.object({ url: siteImage })).max(1, 'invalid'),
  gatewayImage: z.array(z.object({ url: siteImage, name: required(200) })).max(1, 'invalid'),
});

export type LayoutSettingsInput = z.infer<typeof layoutSettingsSchema>;
export type SeoSettingsInput = z.infer<typeof seoSettingsSchema>;
export type ScriptSettingsInput = z.infer<typeof scriptSettingsSchema>;
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
export type StockSettingsInput = z.infer<typeof stockSettingsSchema>;
export type SamplesSettingsInput = z.infer<typeof samplesSettingsSchema>;
export type InstallationSettingsInput = z.infer<typeof installationSettingsSchema>;
export type GatewaySettingsInput = GatewayFormValues;
export type LoginSettingsInput = z.infer<typeof loginSettingsSchema>;
export type GraphicsSettingsInput = z.infer<typeof graphicsSettingsSchema>;

/**
 * Credentials stored beside the settings document (key `private` of the settings row). They are not part
 * of settingsSchema, so the storefront's settings read (which parses with it) never carries them.
 */
const socialCredentialsSchema = z.object({
  google: z.object({ clientId: z.string(), clientSecret: z.string() }),
  facebook: z.object({ appId: z.string(), appSecret: z.string() }),
});
export type PrivateSettings = GatewayCredentials & z.infer<typeof socialCredentialsSchema>;

/** Each gateway's credentials as its description lists them, and the social sign-in apps'. */
export const privateSettingsSchema: z.ZodType<PrivateSettings> = socialCredentialsSchema.extend(
  Object.fromEntries(
    GATEWAYS.map((g) => [g.key, z.object(Object.fromEntries(g.fields.map((f) => [f.key, f.kind === 'mode' ? mode : z.string()])))]),
  ),
) as unknown as z.ZodType<PrivateSettings>;

export const EMPTY_PRIVATE_SETTINGS: PrivateSettings = {
  ...emptyCredentials(),
  google: { clientId: '', clientSecret: '' },
  facebook: { appId: '', appSecret: '' },
};

/** What the browser may see of a secret: whether it is set, and its last four characters when it is long enough. */
export interface MaskedSecret {
  set: boolean;
  /** `••••1234`, or `••••` for short secrets, or '' when unset */
  hint: string;
}

export function maskSecret(value: string | undefined | null): MaskedSecret {
  if (!value) return { set: false, hint: '' };
  return { set: true, hint: value.length >= 12 ? `••••${value.slice(-4)}` : '••••' };
}

/** A stored secret replaced by the new one, or kept when the field was left empty. */
export const keepOrReplace = (stored: string, next: string) => (next.trim() === '' ? stored : next.trim());
