import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsSchema } from './settings';
import {
  accessoriesSettingsSchema,
  gatewaySettingsSchema,
  installationSettingsSchema,
  isHttpUrl,
  keepOrReplace,
  layoutSettingsSchema,
  maskSecret,
  scriptSettingsSchema,
  seoSettingsSchema,
  stockSettingsSchema,
} from './settings-forms';
import { moveItem } from '../content/page-forms';

const layout = () => {
  const {
    name,
    title,
    description,
    address,
    shortAddress,
    address2,
    shortAddress2,
    email,
    phoneHeader,
    phoneFooter,
    copyright,
    color,
    footerBanner,
    social,
    currency,
    language,
  } = DEFAULT_SETTINGS;
  return {
    name,
    title,
    description,
    address,
    shortAddress,
    address2,
    shortAddress2,
    email,
    phoneHeader,
    phoneFooter,
    copyright,
    color,
    footerBanner,
    social,
    currency,
    language,
  };
};
const firstMessage = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? [r.error.issues[0].path.join('.'), r.error.issues[0].message] : null;

describe('settings page schemas', () => {
  it('accept the default settings', () => {
    expect(layoutSettingsSchema.safeParse(layout()).success).toBe(true);
    expect(seoSettingsSchema.safeParse(DEFAULT_SETTINGS.seo).success).toBe(true);
    expect(scriptSettingsSchema.safeParse(DEFAULT_SETTINGS.script).success).toBe(true);
  });

  it('name the field and a dashboard.validation key', () => {
    expect(
      firstMessage(layoutSettingsSchema.safeParse({ ...layout(), color: { ...DEFAULT_SETTINGS.color, secondary: '#12345g' } })),
    ).toEqual(['color.secondary', 'invalidColor']);
    expect(
      firstMessage(layoutSettingsSchema.safeParse({ ...layout(), social: { ...DEFAULT_SETTINGS.social, pinterest: 'www.pinterest.com' } })),
    ).toEqual(['social.pinterest', 'invalidUrl']);
    expect(firstMessage(scriptSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.script, googleAnalyticsId: 'g-abc' }))).toEqual([
      'googleAnalyticsId',
      'invalid',
    ]);
  });

  it('accept the id formats of each service', () => {
    expect(scriptSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.script, googleAnalyticsId: 'UA-123456-1' }).success).toBe(true);
    expect(scriptSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.script, googleAnalyticsId: 'G-7QK2M9XZ1P' }).success).toBe(true);
    expect(scriptSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.script, facebookPixelId: '1234567890123456' }).success).toBe(true);
  });

  it('upper-case the currency code', () => {
    expect(layoutSettingsSchema.parse({ ...layout(), currency: { name: 'cad', symbol: '$', exchangeRate: 1.3 } }).currency.name).toBe(
      'CAD',
    );
  });

  it('check the Stripe key prefixes', () => {
    const base = {
      cod: true,
      paypal: false,
      stripe: true,
      sslCommerz: false,
      paypalMode: 'sandbox',
      paypalClientId: '',
      paypalSecret: '',
      stripePublishableKey: 'pk_live_abc',
      stripeSecretKey: '',
      sslCommerzMode: 'live',
      sslCommerzStoreId: '',
      sslCommerzStorePassword: '',
    };
    expect(gatewaySettingsSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(gatewaySettingsSchema.safeParse({ ...base, stripePublishableKey: 'sk_live_abc' }))).toEqual([
      'stripePublishableKey',
      'invalid',
    ]);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://www.facebook.com/floorshop', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['facebook.com/x', false],
    ['https://exa mple.com', false],
  ])('%s → %s', (v, ok) => expect(isHttpUrl(v)).toBe(ok));
});

describe('secrets', () => {
  it('mask all but the last four characters of long secrets', () => {
    expect(maskSecret('sk_test_abcdefgh1234')).toEqual({ set: true, hint: '••••1234' });
    expect(maskSecret('short')).toEqual({ set: true, hint: '••••' });
    expect(maskSecret('')).toEqual({ set: false, hint: '' });
  });
  it('keep the stored value when the field is left empty', () => {
    expect(keepOrReplace('old', '')).toBe('old');
    expect(keepOrReplace('old', '  ')).toBe('old');
    expect(keepOrReplace('old', ' new ')).toBe('new');
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('accessoriesSettingsSchema (docs/requirements.md, "Matching accessories")', () => {
  const cat = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const prod = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('keeps each category list in its order and leaves out empty ones', () => {
    const parsed = accessoriesSettingsSchema.parse({
      byCategory: [
        { categoryId: cat(1), productIds: [prod(2), prod(1)] },
        { categoryId: cat(2), productIds: [] },
      ],
    });
    expect(parsed).toEqual({ byCategory: [{ categoryId: cat(1), productIds: [prod(2), prod(1)] }] });
  });

  it('refuses a category named twice, a product named twice and ids that are not ids', () => {
    const twice = accessoriesSettingsSchema.safeParse({
      byCategory: [
        { categoryId: cat(1), productIds: [prod(1)] },
        { categoryId: cat(1), productIds: [prod(2)] },
      ],
    });
    expect(twice.success).toBe(false);
    expect(accessoriesSettingsSchema.safeParse({ byCategory: [{ categoryId: cat(1), productIds: [prod(1), prod(1)] }] }).success).toBe(
      false,
    );
    expect(accessoriesSettingsSchema.safeParse({ byCategory: [{ categoryId: 'laminate', productIds: [] }] }).success).toBe(false);
  });

  it('is part of the settings document, empty by default, and a stored rule must name ids', () => {
    expect(DEFAULT_SETTINGS.accessories).toEqual({ byCategory: [] });
    expect(
      settingsSchema.safeParse({ ...DEFAULT_SETTINGS, accessories: { byCategory: [{ categoryId: cat(1), productIds: [prod(1)] }] } })
        .success,
    ).toBe(true);
    expect(
      settingsSchema.safeParse({ ...DEFAULT_SETTINGS, accessories: { byCategory: [{ categoryId: cat(1), productIds: ['x'] }] } }).success,
    ).toBe(false);
  });
});

describe('installationSettingsSchema (docs/requirements.md, "Installation estimate")', () => {
  const problem = (ratePerSqFtCents: number) =>
    installationSettingsSchema.safeParse({ ratePerSqFtCents }).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('takes a rate in whole cents from 0 (not offered) to 100000', () => {
    expect(installationSettingsSchema.parse({ ratePerSqFtCents: 275 })).toEqual({ ratePerSqFtCents: 275 });
    expect(installationSettingsSchema.parse({ ratePerSqFtCents: 0 })).toEqual({ ratePerSqFtCents: 0 });
    expect(problem(-1)).toEqual([['ratePerSqFtCents', 'notNegative']]);
    expect(problem(2.5)).toEqual([['ratePerSqFtCents', 'wholeNumber']]);
    expect(problem(100_001)).toEqual([['ratePerSqFtCents', 'invalid']]);
    expect(problem(Number.NaN)).toEqual([['ratePerSqFtCents', 'invalid']]);
  });
  it('is part of the settings document: not offered by default', () => {
    expect(DEFAULT_SETTINGS.installation).toEqual({ ratePerSqFtCents: 0 });
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, installation: { ratePerSqFtCents: -5 } }).success).toBe(false);
  });
});

describe('stockSettingsSchema: the pickup transfer days (docs/requirements.md, "Pickup and the showroom")', () => {
  const base = { lowStockThreshold: 5, dailySummary: false };
  const problem = (pickupTransferDays: number) =>
    stockSettingsSchema.safeParse({ ...base, pickupTransferDays }).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('takes whole days from 0 to 30, and may be left out (kept as stored)', () => {
    expect(stockSettingsSchema.parse({ ...base, pickupTransferDays: 0 })).toEqual({ ...base, pickupTransferDays: 0 });
    expect(stockSettingsSchema.parse({ ...base, pickupTransferDays: 30 })).toEqual({ ...base, pickupTransferDays: 30 });
    expect(stockSettingsSchema.parse(base)).toEqual(base);
    expect(problem(-1)).toEqual([['pickupTransferDays', 'notNegative']]);
    expect(problem(1.5)).toEqual([['pickupTransferDays', 'wholeNumber']]);
    expect(problem(31)?.[0]?.[0]).toBe('pickupTransferDays');
    expect(problem(Number.NaN)).toEqual([['pickupTransferDays', 'invalid']]);
  });
  it('is part of the settings document: 2 days by default, also for a document stored before it', () => {
    expect(DEFAULT_SETTINGS.stock.pickupTransferDays).toBe(2);
    const stored = { lowStockThreshold: 5, dailySummary: false };
    expect(settingsSchema.parse({ ...DEFAULT_SETTINGS, stock: stored }).stock.pickupTransferDays).toBe(2);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, stock: { ...stored, pickupTransferDays: 31 } }).success).toBe(false);
  });
});
