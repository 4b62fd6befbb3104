import { openingHoursSchema, weekOpen } from './opening-hours';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/payments/methods';
import { GATEWAY_DESCRIPTIONS, GATEWAYS, type GatewayKey } from '@/domain/payments/gateway-descriptions';
import { z } from 'zod';
import { accessoryIdsSchema } from '@/domain/catalogue/accessories';
import { PICKUP_TRANSFER_DAYS } from '@/domain/catalogue/stock-places';
import { translationsSchema } from '@/domain/content/translations-schema';
import { FOOTER_BLOCK_LIMITS, SETTINGS_TEXT_FIELDS, SETTINGS_TEXT_LIMITS, type SettingsTextField } from './settings-texts';
import { LOCALE_IDS } from '@/i18n/locales';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');
const text = (max = 500) => z.string().trim().max(max);
const url = z.object({ url: text(2000) });

export const footerBlockSchema = z.object({ title: text(FOOTER_BLOCK_LIMITS.title), description: text(FOOTER_BLOCK_LIMITS.description) });

/** Bengali, Arabic and French settings texts, each with its English limit (docs/requirements.md, "Content in four languages"). */
export const settingsTranslationsSchema = translationsSchema(
  Object.fromEntries(SETTINGS_TEXT_FIELDS.map((f) => [f, text(SETTINGS_TEXT_LIMITS[f])])) as Record<
    SettingsTextField,
    ReturnType<typeof text>
  >,
);

export const colorPaletteSchema = z.object({
  primary: hex,
  primary_contrast: hex,
  primary_hover: hex,
  primary_hover_contrast: hex,
  secondary: hex,
  secondary_contrast: hex,
  body_gray: hex,
  body_gray_contrast: hex,
});

/** Every field of the settings document (docs/requirements.md, "Settings"), plus what the business needs (second address, hours, geo). */
/** A guest's order paid on delivery holds goods worth at most 2,500.00 unless the shop sets otherwise. */
export const DEFAULT_GUEST_COD_LIMIT_CENTS = 250_000;

export const settingsSchema = z.object({
  name: text(120).min(1),
  title: text(SETTINGS_TEXT_LIMITS.title),
  description: text(SETTINGS_TEXT_LIMITS.description),
  address: text(300),
  shortAddress: text(120),
  /** second store address; the STORE_ADDRESS deployment flag chooses which one the site shows */
  address2: text(300),
  shortAddress2: text(120),
  email: z.string().trim().email(),
  phoneHeader: text(40),
  phoneFooter: text(40),
  copyright: text(SETTINGS_TEXT_LIMITS.copyright),
  logo: z.array(url).max(1),
  favicon: z.array(url).max(1),
  gatewayImage: z.array(z.object({ url: text(2000), name: text(200) })).max(1),
  language: z.enum(LOCALE_IDS),
  footerBanner: z.object({ security: footerBlockSchema, support: footerBlockSchema, delivery: footerBlockSchema }),
  seo: z.object({
    title: text(SETTINGS_TEXT_LIMITS.seoTitle),
    description: text(SETTINGS_TEXT_LIMITS.seoDescription),
    keyword: text(1000),
    image: text(2000),
  }),
  social: z.object({
    facebook: text(500),
    instagram: text(500),
    twitter: text(500),
    youtube: text(500),
    pinterest: text(500),
  }),
  currency: z.object({ name: text(3).min(3), symbol: text(5).min(1), exchangeRate: z.number().positive() }),
  color: colorPaletteSchema,
  script: z.object({
    googleSiteVerificationId: text(200),
    facebookAppId: text(200),
    googleAnalyticsId: text(200),
    facebookPixelId: text(200),
    messengerPageId: text(200),
  }),
  // cash on delivery's switch and each online gateway's (domain/payments/gateway-descriptions.ts)
  paymentGateway: z.object({
    cod: z.boolean(),
    ...Object.fromEntries(GATEWAYS.map((g) => [g.key, z.boolean()])),
  }) as unknown as z.ZodObject<{ cod: z.ZodBoolean } & { [K in GatewayKey]: z.ZodBoolean }>,
  login: z.object({ facebook: z.boolean(), google: z.boolean() }),
  /**
   * who may buy (docs/requirements.md, "Who may buy") and the most a guest's order paid on delivery may hold, in cents
   * (0 = no limit; docs/requirements.md, "Order limits"); documents stored before the limit existed get the default
   */
  security: z.object({
    loginForPurchase: z.boolean(),
    guestCodLimitCents: z.number().int().min(0).max(100_000_000).default(DEFAULT_GUEST_COD_LIMIT_CENTS),
  }),
  /**
   * low-stock alerts (docs/requirements.md, "Low stock"): the default threshold and the daily e-mail summary; and the
   * usual days boxes take from the warehouse to a pickup point (docs/requirements.md, "Pickup and the showroom")
   */
  stock: z.object({
    lowStockThreshold: z.number().int().min(0).max(100_000),
    dailySummary: z.boolean(),
    pickupTransferDays: z.number().int().min(PICKUP_TRANSFER_DAYS.min).max(PICKUP_TRANSFER_DAYS.max).default(PICKUP_TRANSFER_DAYS.default),
  }),
  /** free samples (docs/requirements.md, "Free samples"): the delivery of an order of samples alone, in cents (0 = free) */
  samples: z.object({ deliveryFeeCents: z.number().int().min(0).max(100_000) }),
  /** installation estimate (docs/requirements.md, "Installation estimate"): the rate per sq ft in cents (0 = not offered) */
  installation: z.object({ ratePerSqFtCents: z.number().int().min(0).max(100_000) }),
  /**
   * matching accessories (docs/requirements.md, "Matching accessories"): each floor category's default accessories,
   * listed on its products that name none of their own
   */
  accessories: z.object({ byCategory: z.array(z.object({ categoryId: z.uuid(), productIds: accessoryIdsSchema })).max(100) }),
  /**
   * taxes (docs/requirements.md, "Taxes (GST and PST)"): the rates live in the tax_rates table; here the shop's GST
   * number (`123456789 RT0001`, or empty) and the province whose rates the cart page estimates
   */
  gstNumber: text(20),
  homeProvince: text(3).min(2),
  /** per weekday open/close or closed (docs/requirements.md, "Showroom pickup") */
  openingHours: openingHoursSchema,
  priceRange: text(20),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  /** the texts above in Bengali, Arabic and French, flat keys (src/domain/settings/settings-texts.ts); absent: none */
  translations: settingsTranslationsSchema.optional(),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Colour defaults (docs/requirements.md, "Colour palette"). */
export const DEFAULT_COLORS: Settings['color'] = {
  primary: '#ffc107',
  primary_contrast: '#ffffff',
  primary_hover: '#ffd763',
  primary_hover_contrast: '#000000',
  secondary: '#EF4A23',
  secondary_contrast: '#ffffff',
  body_gray: '#d9e0e5',
  body_gray_contrast: '#000000',
};

/** Defaults (docs/requirements.md, "Settings") and the business data (docs/requirements.md, "The shop"). */
export const DEFAULT_SETTINGS: Settings = {
  name: 'Floorshop',
  title: 'Floorshop | Laminate, Vinyl Plank, Engineered Wood & Tiles in Surrey, BC',
  description:
    'Flooring showroom in Surrey, British Columbia: laminate, waterproof vinyl plank, engineered hardwood, porcelain tiles and accessories at warehouse prices.',
  address: '7350 120 St, Surrey, BC V3W 3M9, Canada',
  shortAddress: '7350 120 St, Surrey, BC',
  address2: '15300 Croydon Dr, Surrey, BC V3Z 0Z5, Canada',
  shortAddress2: '15300 Croydon Dr, Surrey, BC',
  email: 'hello@example.com',
  phoneHeader: '604-555-0142',
  phoneFooter: '604-555-0142',
  copyright: '© Floorshop. All rights reserved.',
  logo: [{ url: '/brand/logo.svg' }],
  favicon: [{ url: '/brand/favicon.svg' }],
  gatewayImage: [{ url: '/brand/payment-gateways.svg', name: 'Accepted payment methods' }],
  language: 'en',
  footerBanner: {
    security: { title: 'Secure checkout', description: 'Pay on delivery or by card on a secure hosted page.' },
    support: { title: 'Expert support', description: 'Talk to our flooring team Monday to Saturday, 9:00 to 17:30.' },
    delivery: { title: 'Local delivery', description: 'Fast delivery across Surrey, Delta, Langley and Greater Vancouver.' },
  },
  seo: {
    title: 'Floorshop | Flooring store in Surrey, BC',
    description: 'Laminate, vinyl plank, engineered wood and porcelain tiles in Surrey, BC.',
    keyword: 'flooring, laminate, vinyl plank, engineered wood, porcelain tiles, Surrey, BC',
    image: '',
  },
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    twitter: '',
    youtube: '',
    pinterest: '',
  },
  currency: { name: 'CAD', symbol: '$', exchangeRate: 1 },
  color: DEFAULT_COLORS,
  script: { googleSiteVerificationId: '', facebookAppId: '', googleAnalyticsId: '', facebookPixelId: '', messengerPageId: '' },
  paymentGateway: { cod: true, ...(Object.fromEntries(GATEWAYS.map((g) => [g.key, false])) as Record<GatewayKey, boolean>) },
  login: { facebook: false, google: false },
  security: { loginForPurchase: false, guestCodLimitCents: DEFAULT_GUEST_COD_LIMIT_CENTS },
  stock: { lowStockThreshold: 5, dailySummary: false, pickupTransferDays: PICKUP_TRANSFER_DAYS.default },
  samples: { deliveryFeeCents: 0 },
  installation: { ratePerSqFtCents: 0 },
  accessories: { byCategory: [] },
  gstNumber: '',
  homeProvince: 'BC',
  openingHours: weekOpen(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], '09:00', '17:30'),
  priceRange: '$2.00',
  geo: { latitude: 49.1342, longitude: -122.8897 },
};

/** The methods switched on in settings, in the checkout's order (an online one also needs its keys on the server). */
export function switchedOnPaymentMethods(gateway: Settings['paymentGateway']): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => (m === 'cod' ? gateway.cod : gateway[GATEWAY_DESCRIPTIONS[m].key]));
}
