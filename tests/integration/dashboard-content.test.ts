import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

const revalidated = vi.hoisted(() => ({ paths: [] as string[], tags: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidatePath: (path: string) => void revalidated.paths.push(path),
  revalidateTag: (tag: string) => void revalidated.tags.push(tag),
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { DEFAULT_COLORS, DEFAULT_SETTINGS, type Settings } from '@/domain/settings/settings';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { blogActions } from '@/server/dashboard/content/blogs';
import { pageSettingsActions } from '@/server/dashboard/content/page-settings';
import { tourMessageActions } from '@/server/dashboard/content/tours-messages';
import { listTours as listToursPublic } from '@/server/content/list-tours';
import { settingsActions, type SettingsView } from '@/server/dashboard/settings';
import { getFaq, getHomeContent, getRichPage } from '@/server/content/get-page';
import type { HomeContent } from '@/domain/content/pages';
import { getSettings } from '@/server/settings/get-settings';
import { paymentPromise } from '@/domain/settings/payment-promise';
import { env } from '@/lib/env';
import { getPrivateSettings } from '@/server/settings/private-settings';
import { themeCss } from '@/lib/theme';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const S = settingsActions;
const P = pageSettingsActions;
const TM = tourMessageActions;

/** secrets used throughout: none of them may ever appear in a read result, an audit row or the storefront settings */
const SECRETS = {
  paypalSecret: 'EPaypalSecretValueNeverShown9876',
  stripeSecretKey: 'sk_test_51StripeSecretNeverShown4321',
  sslCommerzStorePassword: 'SslStorePasswordNeverShown5555',
  googleClientSecret: 'GOCSPX-googleSecretNeverShown7777',
  facebookAppSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
};

function layoutOf(s: Settings) {
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
  } = s;
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
}

const graphicsOf = (s: Settings) => ({ logo: s.logo, favicon: s.favicon, gatewayImage: s.gatewayImage });

const gatewayInput = (over: Record<string, unknown> = {}) => ({
  cod: true,
  paypal: true,
  stripe: true,
  sslCommerz: false,
  paypalMode: 'sandbox',
  paypalClientId: 'paypal-client-id',
  paypalSecret: SECRETS.paypalSecret,
  stripePublishableKey: 'pk_test_51Publishable',
  stripeSecretKey: SECRETS.stripeSecretKey,
  sslCommerzMode: 'sandbox',
  sslCommerzStoreId: 'store1',
  sslCommerzStorePassword: SECRETS.sslCommerzStorePassword,
  ...over,
});
const loginInput = (over: Record<string, unknown> = {}) => ({
  google: true,
  facebook: false,
  googleClientId: '123-abc.apps.googleusercontent.com',
  googleClientSecret: SECRETS.googleClientSecret,
  facebookAppId: '1234567890',
  facebookAppSecret: SECRETS.facebookAppSecret,
  ...over,
});

function expectNoSecret(value: unknown) {
  const json = JSON.stringify(value);
  for (const secret of Object.values(SECRETS)) expect(json).not.toContain(secret);
}

describe.each(ENGINES)('dashboard content on %s', (engine) => {
  let tdb: TestDatabase;
  let settingsActors: Record<ActorKind, string | null>;
  let pageActors: Record<ActorKind, string | null>;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    settingsActors = await createActors(tdb.handle.db, 'settings');
    pageActors = await createActors(tdb.handle.db, 'pageSettings');
    // Stripe counts as configured with its webhook secret, which only the server's environment provides
    env.STRIPE_WEBHOOK_SECRET = 'whsec_dashboardContent';
  });
  afterAll(async () => {
    env.STRIPE_WEBHOOK_SECRET = undefined;
    await tdb?.dispose();
  });

  /** everything an action could change: the settings row, the pages, the audit log */
  const snapshot = async () => [
    await rows(tdb, sql`select data from settings`),
    await rows(tdb, sql`select key, title, content from pages order by key`),
    (await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n,
  ];

  it('registers every action of the area', () => {
    const names = [...Object.values(S), ...Object.values(P), ...Object.values(TM)].map((a) => a.actionName);
    for (const name of names) expect(DASHBOARD_ACTIONS[name], name).toBeDefined();
    expect(names.sort()).toEqual(
      [
        'settings.get',
        'settings.problems',
        'settings.updateLayout',
        'settings.updateSeo',
        'settings.updateScript',
        'settings.updateGateway',
        'settings.updateLogin',
        'settings.updateSecurity',
        'settings.updateStock',
        'settings.updateSamples',
        'settings.updateInstallation',
        'settings.updateGraphics',
        'settings.updateHours',
        'pageSettings.getFaq',
        'pageSettings.saveFaq',
        'pageSettings.getPage',
        'pageSettings.savePage',
        'pageSettings.getHome',
        'pageSettings.saveHome',
        'pageSettings.messageList',
        'pageSettings.tourList',
        'pageSettings.tourSave',
        'pageSettings.tourDelete',
      ].sort(),
    );
  });

  type Case = [string, 'settings' | 'pageSettings', Need, () => Promise<{ ok: boolean; status?: number }>];
  const cases: Case[] = [
    ['settings.get', 'settings', 'view', () => S.getSettingsView({})],
    ['settings.problems', 'settings', 'view', () => S.getProblems({})],
    ['settings.updateLayout', 'settings', 'edit', () => S.updateLayout({ ...layoutOf(DEFAULT_SETTINGS), copyright: `© ${Math.random()}` })],
    ['settings.updateSeo', 'settings', 'edit', () => S.updateSeo({ ...DEFAULT_SETTINGS.seo, title: `SEO ${Math.random()}` })],
    ['settings.updateScript', 'settings', 'edit', () => S.updateScript({ ...DEFAULT_SETTINGS.script, googleAnalyticsId: 'G-ABC1234' })],
    ['settings.updateGateway', 'settings', 'edit', () => S.updateGateway(gatewayInput())],
    ['settings.updateLogin', 'settings', 'edit', () => S.updateLogin(loginInput())],
    ['settings.updateSecurity', 'settings', 'edit', () => S.updateSecurity({ loginForPurchase: Math.random() > 0.5 })],
    ['settings.updateSamples', 'settings', 'edit', () => S.updateSamples({ deliveryFeeCents: Math.floor(Math.random() * 1000) + 1 })],
    [
      'settings.updateInstallation',
      'settings',
      'edit',
      () => S.updateInstallation({ ratePerSqFtCents: Math.floor(Math.random() * 1000) + 1 }),
    ],
    [
      'settings.updateGraphics',
      'settings',
      'edit',
      () => S.updateGraphics({ ...graphicsOf(DEFAULT_SETTINGS), logo: [{ url: `/uploads/2026/11/${crypto.randomUUID()}.webp` }] }),
    ],
    ['pageSettings.getFaq', 'pageSettings', 'view', () => P.getFaqPage({})],
    [
      'pageSettings.saveFaq',
      'pageSettings',
      'edit',
      () => P.saveFaqPage({ title: 'FAQ', items: [{ question: `Q ${Math.random()}?`, answer: '<p>A</p>' }] }),
    ],
    ['pageSettings.getPage', 'pageSettings', 'view', () => P.getRichPageForEdit({ key: 'about' })],
    [
      'pageSettings.savePage',
      'pageSettings',
      'edit',
      () => P.saveRichPageAction({ key: 'terms', title: 'Terms', html: `<p>${Math.random()}</p>` }),
    ],
    ['pageSettings.getHome', 'pageSettings', 'view', () => P.getHomePage({})],
    ['pageSettings.messageList', 'pageSettings', 'view', () => TM.listMessages({ q: '' })],
    ['pageSettings.tourList', 'pageSettings', 'view', () => TM.listTours({})],
    ['pageSettings.tourSave', 'pageSettings', 'edit', () => TM.saveTour(tour())],
    [
      'pageSettings.saveHome',
      'pageSettings',
      'edit',
      async () =>
        P.saveHomePage({ ...(await homeNow()), banners: [{ image: '/x.webp', heading: `B ${Math.random()}`, text: '', link: '' }] }),
    ],
  ];

  describe.each(cases)('%s', (_name, area, need, call) => {
    it.each(ACTOR_KINDS)('as %s', async (kind) => {
      actAs((area === 'settings' ? settingsActors : pageActors)[kind]);
      const before = await snapshot();
      const res = await call();
      expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect(await snapshot()).toEqual(before);
      }
    });
  });

  const tour = (over: Record<string, unknown> = {}) => ({
    name: `tour-${Math.random().toString(36).slice(2, 8)}`,
    title: 'Oak room',
    image: '/images/tours/x/cover.webp',
    panorama: '/images/tours/x/panorama.webp',
    position: 9,
    published: false,
    ...over,
  });

  it.each(ACTOR_KINDS)('pageSettings.tourDelete as %s', async (kind) => {
    actAs(pageActors.admin);
    const made = await TM.saveTour(tour());
    if (!made.ok) throw new Error(made.error);
    actAs(pageActors[kind]);
    const before = await snapshot();
    const tours = async () => Number((await rows(tdb, sql`select count(*)::int as n from virtual_tours`))[0].n);
    const n = await tours();
    const res = await TM.deleteTours({ ids: [made.data.id] });
    expect(res.ok).toBe(allowed(kind, 'delete'));
    if (!res.ok) {
      expect(res.status).toBe(403);
      expect([await snapshot(), await tours()]).toEqual([before, n]);
    } else expect(await tours()).toBe(n - 1);
  });

  it('lists contact messages (searchable, newest first) and edits tours', async () => {
    await tdb.handle.db.insert(t.contactMessages).values([
      { name: 'Ann Lee', email: 'ann@example.com', subject: 'Samples', message: 'Can I get oak samples?' },
      { name: 'Raj Gill', email: 'raj@example.com', subject: 'Delivery', message: 'Do you deliver to Delta?' },
    ]);
    actAs(pageActors.staffView);
    const list = await TM.listMessages({ q: 'delta' });
    expect(list.ok && list.data.rows.map((r) => r.name)).toEqual(['Raj Gill']);
    const all = await TM.listMessages({ sort: 'name', dir: 'asc' });
    expect(all.ok && all.data.rows.map((r) => r.name).slice(0, 2)).toEqual(['Ann Lee', 'Raj Gill']);

    actAs(pageActors.staffEdit);
    revalidated.tags.length = 0;
    const tours = await TM.listTours({});
    if (!tours.ok) throw new Error(tours.error);
    const first = tours.data[0];
    expect((await TM.saveTour({ ...first, title: 'Calacatta kitchen', published: false })).ok).toBe(true);
    expect(revalidated.tags).toContain('content:tours');
    expect((await listToursPublic()).map((x) => x.name)).not.toContain(first.name);
    expect((await TM.saveTour({ ...first, published: true })).ok).toBe(true);
    expect((await listToursPublic()).find((x) => x.name === first.name)?.title).toBe(first.title);
    expect(await TM.saveTour(tour({ name: first.name }))).toMatchObject({ ok: false, status: 409, error: 'conflict' });
    expect(await TM.saveTour(tour({ name: 'Bad Name', image: 'javascript:x' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: 'invalidSlug', image: 'invalidUrl' },
    });
  });

  async function homeNow() {
    const [row] = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, 'home'));
    return row.content as HomeContent;
  }

  it('a staff member with settings rights cannot edit pages and the other way round', async () => {
    actAs(settingsActors.staffEdit);
    expect(await P.saveFaqPage({ title: '', items: [] })).toMatchObject({ ok: false, status: 403 });
    actAs(pageActors.staffEdit);
    expect(await S.updateSecurity({ loginForPurchase: true })).toMatchObject({ ok: false, status: 403 });
  });

  describe('settings', () => {
    it('saves the layout, shows it in the storefront settings and the theme, and clears rendered pages', async () => {
      actAs(settingsActors.admin);
      revalidated.tags.length = 0;
      const seoBefore = (await getSettings()).seo;
      const input = {
        ...layoutOf(DEFAULT_SETTINGS),
        name: 'Oak & Co',
        color: { ...DEFAULT_COLORS, primary: '#123456' },
        currency: { name: 'cad', symbol: 'C$', exchangeRate: 1.35 },
      };
      expect(await S.updateLayout(input)).toEqual({ ok: true, data: { saved: true } });
      const s = await getSettings();
      expect(s.name).toBe('Oak & Co');
      expect(s.color.primary).toBe('#123456');
      expect(s.currency).toEqual({ name: 'CAD', symbol: 'C$', exchangeRate: 1.35 });
      expect(themeCss(s.color)).toContain('--primary:#123456');
      expect(revalidated.tags).toContain('settings');
      // the other parts are untouched
      expect(s.seo).toEqual(seoBefore);
      const [audit] = await tdb.handle.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.action, 'settings.updateLayout'))
        .orderBy(sql`created_at desc`)
        .limit(1);
      expect((audit.after as { name: string }).name).toBe('Oak & Co');
      // back to the defaults for the other tests
      expect((await S.updateLayout(layoutOf(DEFAULT_SETTINGS))).ok).toBe(true);
    });

    it.each([
      ['a bad colour', { color: { ...DEFAULT_COLORS, primary: 'red' } }, 'color.primary', 'invalidColor'],
      ['a short colour', { color: { ...DEFAULT_COLORS, body_gray: '#fff' } }, 'color.body_gray', 'invalidColor'],
      [
        'a social link that is not a URL',
        { social: { ...DEFAULT_SETTINGS.social, facebook: 'facebook.com/x' } },
        'social.facebook',
        'invalidUrl',
      ],
      [
        'a javascript: social link',
        { social: { ...DEFAULT_SETTINGS.social, youtube: 'javascript:alert(1)' } },
        'social.youtube',
        'invalidUrl',
      ],
      ['an empty name', { name: '  ' }, 'name', 'required'],
      ['a bad e-mail', { email: 'shop@' }, 'email', 'invalidEmail'],
      ['a zero exchange rate', { currency: { name: 'USD', symbol: '$', exchangeRate: 0 } }, 'currency.exchangeRate', 'mustBePositive'],
      ['an unknown language', { language: 'de' }, 'language', 'invalid'],
    ])('refuses %s in the layout with its field key', async (_label, over, field, key) => {
      actAs(settingsActors.admin);
      const before = await snapshot();
      const res = await S.updateLayout({ ...layoutOf(DEFAULT_SETTINGS), ...over });
      expect(res).toMatchObject({ ok: false, status: 400, fieldErrors: { [field]: key } });
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['googleAnalyticsId', 'GA-123'],
      ['googleAnalyticsId', '<script>'],
      ['facebookPixelId', 'pixel12345'],
      ['facebookAppId', '12ab'],
      ['messengerPageId', '12 34 56'],
      ['googleSiteVerificationId', 'short'],
    ])('refuses a malformed %s (%s)', async (field, value) => {
      actAs(settingsActors.admin);
      const res = await S.updateScript({ ...DEFAULT_SETTINGS.script, [field]: value });
      expect(res).toMatchObject({ ok: false, status: 400, fieldErrors: { [field]: 'invalid' } });
    });

    it('saves well-formed script ids and the SEO image', async () => {
      actAs(settingsActors.admin);
      const script = {
        googleSiteVerificationId: 'abcDEF123_-abcDEF123_xyz',
        facebookAppId: '123456789012',
        googleAnalyticsId: 'G-ABCD1234',
        facebookPixelId: '998877665544',
        messengerPageId: '10203040506',
      };
      expect((await S.updateScript(script)).ok).toBe(true);
      expect((await getSettings()).script).toEqual(script);
      expect(await S.updateSeo({ ...DEFAULT_SETTINGS.seo, image: 'ftp://x' })).toMatchObject({ fieldErrors: { image: 'invalidUrl' } });
      expect((await S.updateSeo({ ...DEFAULT_SETTINGS.seo, image: '/images/seo.webp' })).ok).toBe(true);
      expect((await getSettings()).seo.image).toBe('/images/seo.webp');
    });

    it('keeps gateway and login secrets write-only', async () => {
      actAs(settingsActors.admin);
      expect((await S.updateGateway(gatewayInput())).ok).toBe(true);
      expect((await S.updateLogin(loginInput())).ok).toBe(true);
      // stored server-side
      const priv = await getPrivateSettings();
      expect(priv.stripe.secretKey).toBe(SECRETS.stripeSecretKey);
      expect(priv.google.clientSecret).toBe(SECRETS.googleClientSecret);
      // never in the dashboard read, only masked
      const view = await S.getSettingsView({});
      if (!view.ok) throw new Error(view.error);
      expectNoSecret(view);
      expect(view.data.gateway.stripeSecretKey).toEqual({ set: true, hint: '••••4321' });
      expect(view.data.gateway.sslCommerzStorePassword.set).toBe(true);
      expect(view.data.login.googleClientSecret).toEqual({ set: true, hint: '••••7777' });
      expect(view.data.login.facebookAppSecret.set).toBe(true);
      expect(view.data.gateway).toMatchObject({
        paypal: true,
        stripe: true,
        paypalClientId: 'paypal-client-id',
        stripePublishableKey: 'pk_test_51Publishable',
      });
      // never in the storefront's settings, the settings API payload or an audit row
      expectNoSecret(await getSettings());
      expectNoSecret(await tdb.handle.db.select().from(t.auditLog));
      // every write result too
      expectNoSecret(await S.updateGateway(gatewayInput({ paypalSecret: '' })));
    });

    it('switching payment methods expires the settings every cached page reads, so the footer’s promise follows them', async () => {
      actAs(settingsActors.admin);
      revalidated.tags.length = 0;
      expect((await S.updateGateway(gatewayInput({ paypal: false, stripe: false }))).ok).toBe(true);
      expect(revalidated.tags).toContain('settings');
      const onlyCash = await getSettings();
      expect(onlyCash.paymentGateway).toEqual({ cod: true, paypal: false, stripe: false, sslCommerz: false });
      // the seeded banner text is worded from the methods (docs/requirements.md, "Store frame")
      expect(paymentPromise(onlyCash)).toBe('cod');
      revalidated.tags.length = 0;
      expect((await S.updateGateway(gatewayInput())).ok).toBe(true);
      expect(revalidated.tags).toContain('settings');
      expect(paymentPromise(await getSettings())).toBe('codAndOnline');
    });

    it('an empty secret field keeps the stored secret; a new value replaces it', async () => {
      actAs(settingsActors.admin);
      expect((await S.updateGateway(gatewayInput())).ok).toBe(true);
      expect(
        (
          await S.updateGateway(
            gatewayInput({ paypalSecret: '', stripeSecretKey: '', sslCommerzStorePassword: '', paypalClientId: 'new-client' }),
          )
        ).ok,
      ).toBe(true);
      let priv = await getPrivateSettings();
      expect(priv.paypal).toEqual({ mode: 'sandbox', clientId: 'new-client', secret: SECRETS.paypalSecret });
      expect(priv.stripe.secretKey).toBe(SECRETS.stripeSecretKey);
      expect((await S.updateLogin(loginInput({ googleClientSecret: '' }))).ok).toBe(true);
      expect((await getPrivateSettings()).google.clientSecret).toBe(SECRETS.googleClientSecret);
      expect((await S.updateGateway(gatewayInput({ stripeSecretKey: 'sk_live_Replacement9999' }))).ok).toBe(true);
      priv = await getPrivateSettings();
      expect(priv.stripe.secretKey).toBe('sk_live_Replacement9999');
      expect((await getSettings()).paymentGateway).toEqual({ cod: true, paypal: true, stripe: true, sslCommerz: false });
    });

    it('refuses switching a gateway on without its credentials, and malformed keys', async () => {
      actAs(settingsActors.admin);
      const before = await snapshot();
      expect(await S.updateGateway(gatewayInput({ sslCommerz: true, sslCommerzStoreId: '' }))).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { sslCommerzStoreId: 'required' },
      });
      expect(await S.updateGateway(gatewayInput({ stripeSecretKey: 'not-a-key' }))).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { stripeSecretKey: 'invalid' },
      });
      expect(await S.updateGateway(gatewayInput({ paypalMode: 'production' }))).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { paypalMode: 'invalid' },
      });
      expect(await S.updateLogin(loginInput({ googleClientId: 'not-a-google-id' }))).toMatchObject({
        ok: false,
        fieldErrors: { googleClientId: 'invalid' },
      });
      expect(await S.updateLogin(loginInput({ facebookAppId: 'abc' }))).toMatchObject({
        ok: false,
        fieldErrors: { facebookAppId: 'invalid' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('switches Stripe on with its secret key alone: the hosted Checkout needs no publishable key', async () => {
      actAs(settingsActors.admin);
      expect(
        await S.updateGateway(gatewayInput({ stripe: true, stripePublishableKey: '', stripeSecretKey: 'sk_test_OnlyTheSecret1234' })),
      ).toMatchObject({ ok: true });
      expect((await getPrivateSettings()).stripe).toEqual({ publishableKey: '', secretKey: 'sk_test_OnlyTheSecret1234' });
      expect((await getSettings()).paymentGateway.stripe).toBe(true);
    });

    it('tells the gateway page which secrets the server environment provides, as flags only', async () => {
      actAs(settingsActors.admin);
      const saved = { ...env };
      const flags = async () => {
        const view = await S.getSettingsView({});
        if (!view.ok) throw new Error(view.error);
        return view;
      };
      try {
        Object.assign(env, {
          STRIPE_SECRET_KEY: undefined,
          STRIPE_WEBHOOK_SECRET: undefined,
          PAYPAL_CLIENT_ID: undefined,
          PAYPAL_CLIENT_SECRET: undefined,
          PAYPAL_WEBHOOK_ID: undefined,
          SSLCOMMERZ_STORE_ID: undefined,
          SSLCOMMERZ_STORE_PASSWORD: undefined,
        });
        expect((await flags()).data.gatewayEnvironment).toEqual({
          stripe: { credentials: false, notes: { STRIPE_WEBHOOK_SECRET: false } },
          paypal: { credentials: false, notes: { PAYPAL_WEBHOOK_ID: false } },
          sslcommerz: { credentials: false, notes: {} },
        });
        // PayPal counts only with both values; SSLCommerz's id alone is not enough either
        Object.assign(env, {
          STRIPE_SECRET_KEY: 'sk_test_FromTheEnvironment9876',
          STRIPE_WEBHOOK_SECRET: 'whsec_FromTheEnvironment5432',
          PAYPAL_CLIENT_ID: 'env-client',
          PAYPAL_CLIENT_SECRET: 'env-paypal-secret-1357',
          PAYPAL_WEBHOOK_ID: 'WH-ENV-24680',
          SSLCOMMERZ_STORE_ID: 'envstore',
        });
        const view = await flags();
        expect(view.data.gatewayEnvironment).toEqual({
          stripe: { credentials: true, notes: { STRIPE_WEBHOOK_SECRET: true } },
          paypal: { credentials: true, notes: { PAYPAL_WEBHOOK_ID: true } },
          sslcommerz: { credentials: false, notes: {} },
        });
        const text = JSON.stringify(view);
        for (const secret of [
          'sk_test_FromTheEnvironment9876',
          'whsec_FromTheEnvironment5432',
          'env-paypal-secret-1357',
          'env-client',
          'WH-ENV-24680',
        ])
          expect(text).not.toContain(secret);
      } finally {
        Object.assign(env, saved);
      }
    });

    it('saves the graphics: the storefront settings carry the new logo at once, with an audit row of the pictures', async () => {
      actAs(settingsActors.staffEdit);
      revalidated.tags.length = 0;
      const settingsBefore = await getSettings();
      const layoutBefore = layoutOf(settingsBefore);
      const input = {
        logo: [{ url: '/uploads/2026/11/0f8d2a6c-6a4e-4c1b-9a57-4f3e2b1c0d9e.webp' }],
        favicon: [],
        gatewayImage: [{ url: '/uploads/2026/11/1a2b3c4d-6a4e-4c1b-9a57-4f3e2b1c0d9e.webp', name: ' Visa, Mastercard ' }],
      };
      expect(await S.updateGraphics(input)).toEqual({ ok: true, data: { saved: true } });
      const s = await getSettings();
      expect(s.logo[0].url).toBe(input.logo[0].url);
      expect(s.favicon).toEqual([]);
      expect(s.gatewayImage).toEqual([{ url: input.gatewayImage[0].url, name: 'Visa, Mastercard' }]);
      expect(layoutOf(s)).toEqual(layoutBefore);
      expect(revalidated.tags).toContain('settings');
      const [audit] = await tdb.handle.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.action, 'settings.updateGraphics'))
        .orderBy(sql`created_at desc`)
        .limit(1);
      expect(audit.before).toEqual(graphicsOf(settingsBefore));
      expect(audit.after).toMatchObject({ logo: input.logo, favicon: [] });
      expect((await S.updateGraphics(graphicsOf(DEFAULT_SETTINGS))).ok).toBe(true);
    });

    it.each([
      ['another host', { logo: [{ url: 'https://evil.example/logo.png' }] }, 'logo.0.url', 'invalidUrl'],
      ['a protocol-relative address', { logo: [{ url: '//evil.example/logo.png' }] }, 'logo.0.url', 'invalidUrl'],
      ['a climb out of the uploads', { favicon: [{ url: '/uploads/../../etc/passwd' }] }, 'favicon.0.url', 'invalidUrl'],
      ['a script address', { favicon: [{ url: 'javascript:alert(1)' }] }, 'favicon.0.url', 'invalidUrl'],
      ['two logos', { logo: [{ url: '/brand/logo.svg' }, { url: '/brand/logo.svg' }] }, 'logo', 'invalid'],
      [
        'a gateway image without a name',
        { gatewayImage: [{ url: '/brand/payment-gateways.svg', name: '  ' }] },
        'gatewayImage.0.name',
        'required',
      ],
    ])('refuses %s in the graphics with its field key', async (_label, over, field, key) => {
      actAs(settingsActors.admin);
      const before = await snapshot();
      expect(await S.updateGraphics({ ...graphicsOf(DEFAULT_SETTINGS), ...over })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { [field]: key },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('saves the security switch', async () => {
      actAs(settingsActors.staffEdit);
      expect((await S.updateSecurity({ loginForPurchase: true })).ok).toBe(true);
      expect((await getSettings()).security.loginForPurchase).toBe(true);
      expect((await S.updateSecurity({ loginForPurchase: false })).ok).toBe(true);
      expect(await S.updateSecurity({ loginForPurchase: 'yes' })).toMatchObject({ ok: false, status: 400 });
    });

    it("saves the most a guest's order paid on delivery may hold; a save without it keeps it", async () => {
      actAs(settingsActors.staffEdit);
      expect((await getSettings()).security.guestCodLimitCents).toBe(250_000);
      expect((await S.updateSecurity({ loginForPurchase: false, guestCodLimitCents: 99_900 })).ok).toBe(true);
      expect((await S.updateSecurity({ loginForPurchase: true })).ok).toBe(true);
      expect((await getSettings()).security).toEqual({ loginForPurchase: true, guestCodLimitCents: 99_900 });
      expect(await S.updateSecurity({ loginForPurchase: false, guestCodLimitCents: -1 })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { guestCodLimitCents: 'notNegative' },
      });
      expect(await S.updateSecurity({ loginForPurchase: false, guestCodLimitCents: 12.5 })).toMatchObject({ ok: false, status: 400 });
      expect((await S.updateSecurity({ loginForPurchase: false, guestCodLimitCents: 250_000 })).ok).toBe(true);
    });

    it('the settings view carries the public document without the stored credentials', async () => {
      actAs(settingsActors.staffView);
      const res = await S.getSettingsView({});
      if (!res.ok) throw new Error(res.error);
      const data: SettingsView = res.data;
      expect(data.settings.name).toBe(DEFAULT_SETTINGS.name);
      expect(JSON.stringify(data.settings)).not.toContain('private');
      expectNoSecret(res);
    });
  });

  describe('pages', () => {
    const EVIL = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(2)">link</a><img src=x onerror="alert(3)"></p>';
    const expectInert = (html: string) => {
      expect(html).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
    };

    it('saves the ordered FAQ, sanitises the answers and shows it on /faq', async () => {
      actAs(pageActors.staffEdit);
      revalidated.tags.length = 0;
      const items = [
        { question: 'Do you install?', answer: '<p>Yes, across <strong>Surrey</strong>.</p>' },
        { question: 'Can I return tiles?', answer: EVIL },
        { question: 'Delivery?', answer: '<p>Within 3 days.</p>' },
      ];
      expect(await P.saveFaqPage({ title: 'Questions', items })).toEqual({ ok: true, data: { count: 3 } });
      const faq = await getFaq();
      expect(faq?.title).toBe('Questions');
      expect(faq?.items.map((i) => i.question)).toEqual(['Do you install?', 'Can I return tiles?', 'Delivery?']);
      expectInert(faq!.items[1].answerHtml);
      const stored = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, 'faq'));
      expectInert(JSON.stringify(stored[0].content));
      expect(revalidated.tags).toContain('content:page:faq');
      const edit = await P.getFaqPage({});
      if (!edit.ok) throw new Error(edit.error);
      expect(edit.data.items[0]).toEqual({
        question: 'Do you install?',
        answer: '<p>Yes, across <strong>Surrey</strong>.</p>',
        translations: {},
      });
    });

    it('refuses an FAQ item without a question or answer', async () => {
      actAs(pageActors.admin);
      const before = await snapshot();
      expect(await P.saveFaqPage({ title: '', items: [{ question: ' ', answer: '<p>x</p>' }] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { 'items.0.question': 'required' },
      });
      expect(await P.saveFaqPage({ title: '', items: [{ question: 'Q', answer: '' }] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { 'items.0.answer': 'required' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it.each(['about', 'privacy', 'terms', 'return'] as const)('saves %s as sanitised rich text', async (key) => {
      actAs(pageActors.staffEditNoDelete);
      expect(await P.saveRichPageAction({ key, title: `Our ${key}`, html: `<h2>${key}</h2>${EVIL}` })).toEqual({ ok: true, data: { key } });
      const page = await getRichPage(key);
      expect(page?.title).toBe(`Our ${key}`);
      expect(page?.html).toContain(`<h2>${key}</h2>`);
      expectInert(page!.html);
      const [row] = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, key));
      expectInert(JSON.stringify(row.content));
      const edit = await P.getRichPageForEdit({ key });
      expect(edit.ok && edit.data.title).toBe(`Our ${key}`);
    });

    it('saves the home content, checks featured slugs and clears the homeContent cache tag', async () => {
      actAs(pageActors.staffEdit);
      const [product] = await tdb.handle.db.select({ slug: t.products.slug }).from(t.products).limit(1);
      revalidated.tags.length = 0;
      const home = await P.getHomePage({});
      if (!home.ok) throw new Error(home.error);
      expect(home.data.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['laminate', 'tiles']));
      const content = {
        hero: [
          {
            image: '/images/catalog/x-hero-oak.webp',
            heading: 'Oak season',
            text: 'Wide planks.',
            link: '/shop/engineered-wood',
            linkLabel: 'Shop',
          },
        ],
        banners: [],
        featuredCategorySlugs: ['tiles', 'laminate', 'tiles'],
        featuredProductSlugs: [product.slug],
      };
      expect(await P.saveHomePage(content)).toEqual({ ok: true, data: { saved: true } });
      expect(revalidated.tags).toContain('content:page:home');
      expect(await getHomeContent()).toEqual({ ...content, featuredCategorySlugs: ['tiles', 'laminate'] });

      const before = await snapshot();
      expect(await P.saveHomePage({ ...content, featuredProductSlugs: ['no-such-product'] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { featuredProductSlugs: 'dashContent.validation.unknownProducts' },
      });
      expect(await P.saveHomePage({ ...content, featuredCategorySlugs: ['no-such-category'] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { featuredCategorySlugs: 'invalid' },
      });
      expect(await P.saveHomePage({ ...content, hero: [] })).toMatchObject({ ok: false, status: 400, fieldErrors: { hero: 'required' } });
      expect(await P.saveHomePage({ ...content, hero: [{ ...content.hero[0], link: 'javascript:alert(1)' }] })).toMatchObject({
        ok: false,
        fieldErrors: { 'hero.0.link': 'invalidUrl' },
      });
      expect(await P.saveHomePage({ ...content, hero: [{ ...content.hero[0], image: '' }] })).toMatchObject({
        ok: false,
        fieldErrors: { 'hero.0.image': 'required' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an unknown page key', async () => {
      actAs(pageActors.admin);
      expect(await P.saveRichPageAction({ key: 'home', title: 'x', html: '' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { key: 'invalid' },
      });
      expect(await P.getRichPageForEdit({ key: 'faq' })).toMatchObject({ ok: false, status: 400 });
    });
  });
});

describe.each(ENGINES)('dashboard blogs on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  const B = blogActions;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'blogs');
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  const snapshot = async () => [
    await rows(tdb, sql`select id, slug, title, content, status, category_id from blogs order by slug`),
    await rows(tdb, sql`select id, slug, name from blog_categories order by slug`),
    (await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n,
  ];
  const uid = () => Math.random().toString(36).slice(2, 8);
  const post = (over: Record<string, unknown> = {}) => ({
    title: 'Caring for oak',
    slug: `caring-${uid()}`,
    content: '<p>Oil it.</p>',
    status: 'draft',
    ...over,
  });

  async function adminCreates(kind: 'post' | 'category') {
    actAs(actors.admin);
    const res = kind === 'post' ? await B.saveBlogAction(post()) : await B.saveCategory({ name: `Cat ${uid()}`, slug: `cat-${uid()}` });
    if (!res.ok) throw new Error(res.error);
    return res.data.id;
  }

  type Case = [string, Need, () => Promise<{ ok: boolean; status?: number }>];
  const cases: Case[] = [
    ['blogs.list', 'view', () => B.listBlogs({ q: '', page: 1, pageSize: 20 })],
    ['blogs.get', 'view', async () => B.getBlog({ id: (await tdb.handle.db.select({ id: t.blogs.id }).from(t.blogs).limit(1))[0].id })],
    ['blogs.save', 'edit', () => B.saveBlogAction(post())],
    ['blogs.categoryList', 'view', () => B.listCategories({})],
    ['blogs.categoryOptions', 'view', () => B.categoryOptions({})],
    [
      'blogs.categoryGet',
      'view',
      async () => B.getCategory({ id: (await tdb.handle.db.select({ id: t.blogCategories.id }).from(t.blogCategories).limit(1))[0].id }),
    ],
    ['blogs.categorySave', 'edit', () => B.saveCategory({ name: `Care ${uid()}`, slug: `care-${uid()}` })],
  ];

  describe.each(cases)('%s', (_name, need, call) => {
    it.each(ACTOR_KINDS)('as %s', async (kind) => {
      actAs(actors[kind]);
      const before = await snapshot();
      const res = await call();
      expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect(await snapshot()).toEqual(before);
      }
    });
  });

  describe.each([
    ['blogs.delete', 'post', (id: string) => B.deleteBlogs({ ids: [id] })],
    ['blogs.categoryDelete', 'category', (id: string) => B.deleteCategories({ ids: [id] })],
  ] as const)('%s', (_name, kind, del) => {
    it.each(ACTOR_KINDS)('as %s', async (actor) => {
      const id = await adminCreates(kind);
      actAs(actors[actor]);
      const before = await snapshot();
      const res = await del(id);
      expect(res.ok).toBe(allowed(actor, 'delete'));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect(await snapshot()).toEqual(before);
      } else {
        const table = kind === 'post' ? t.blogs : t.blogCategories;
        expect(await tdb.handle.db.select().from(table).where(eq(table.id, id))).toHaveLength(0);
      }
    });
  });

  it('registers every blog action', () => {
    for (const a of Object.values(B)) expect(DASHBOARD_ACTIONS[a.actionName], a.actionName).toBe(a);
  });

  it('creates a sanitised post, publishes it, renames its slug, and clears the blog pages', async () => {
    actAs(actors.staffEdit);
    revalidated.tags.length = 0;
    const created = await B.saveBlogAction(
      post({
        slug: 'oiled-oak',
        categorySlug: 'installation-care',
        content: '<p onclick="x()">Oil <a href="javascript:alert(1)">it</a></p><script>alert(1)</script>',
        tags: ['oak', 'care'],
      }),
    );
    if (!created.ok) throw new Error(created.error);
    const [row] = await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.id, created.data.id));
    expect(row.content).not.toMatch(/<script|onclick|javascript:/i);
    expect(row.authorId).toBe(actors.staffEdit);
    expect(row.publishedAt).toBeNull();
    expect(revalidated.tags).toEqual(expect.arrayContaining(['content:blogs', 'content:blog:oiled-oak']));

    const edited = await B.saveBlogAction({
      ...post(),
      id: created.data.id,
      title: 'Oiled oak, explained',
      slug: 'oiled-oak-explained',
      status: 'published',
      categorySlug: '',
    });
    expect(edited).toMatchObject({ ok: true, data: { id: created.data.id, slug: 'oiled-oak-explained', previousSlug: 'oiled-oak' } });
    // both addresses' pages are cleared: the new one shows the post, the old one stops showing it
    expect(revalidated.tags).toEqual(expect.arrayContaining(['content:blog:oiled-oak-explained', 'content:blog:oiled-oak']));
    const [after] = await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.id, created.data.id));
    expect(after).toMatchObject({ title: 'Oiled oak, explained', slug: 'oiled-oak-explained', status: 'published', categoryId: null });
    expect(after.publishedAt).toBeInstanceOf(Date);
    expect(await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.slug, 'oiled-oak'))).toHaveLength(0);
    const read = await B.getBlog({ id: created.data.id });
    expect(read).toMatchObject({ ok: true, data: { slug: 'oiled-oak-explained', categorySlug: '', status: 'published' } });
    const list = await B.listBlogs({ q: 'oiled oak', page: 1, pageSize: 20 });
    expect(list.ok && list.data.rows.map((r) => r.slug)).toEqual(['oiled-oak-explained']);
  });

  it('lists how far each post and category is translated (docs/requirements.md, "Content in four languages")', async () => {
    actAs(actors.staffView);
    const complete = { bn: 'complete', ar: 'complete', fr: 'complete' };
    const posts = await B.listBlogs({ q: 'laminate-ac-ratings', page: 1, pageSize: 20 });
    expect(posts.ok && posts.data.rows.map((r) => [r.slug, r.languages])).toEqual([['laminate-ac-ratings-explained', complete]]);
    expect(posts.ok && Object.keys(posts.data.rows[0])).not.toContain('content');
    const categories = await B.listCategories({ q: 'buying-guides' });
    expect(categories.ok && categories.data.rows.map((r) => r.languages)).toEqual([complete]);

    // a post translated in part: a French title alone, an Arabic content left as an empty editor
    actAs(actors.admin);
    const made = await B.saveBlogAction(
      post({
        excerpt: 'Short',
        translations: { fr: { title: 'Entretien du chêne' }, ar: { title: 'عناية', excerpt: 'قصير', content: '<p></p>' } },
      }),
    );
    if (!made.ok) throw new Error(made.error);
    const list = await B.listBlogs({ q: made.data.slug, page: 1, pageSize: 20 });
    expect(list.ok && list.data.rows[0].languages).toEqual({ bn: 'missing', ar: 'partial', fr: 'partial' });
  });

  it('refuses a new post with a taken slug (it would overwrite that post), an unknown category and a bad slug', async () => {
    actAs(actors.admin);
    const [existing] = await tdb.handle.db.select().from(t.blogs).limit(1);
    const before = await snapshot();
    expect(await B.saveBlogAction(post({ slug: existing.slug }))).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: 'dashContent.validation.slugTaken' },
    });
    expect(await B.saveBlogAction(post({ categorySlug: 'no-such-category' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { categorySlug: 'invalid' },
    });
    expect(await B.saveBlogAction(post({ slug: 'Bad Slug' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { slug: 'invalidSlug' },
    });
    expect(await B.saveBlogAction(post({ title: '' }))).toMatchObject({ ok: false, status: 400, fieldErrors: { title: 'required' } });
    expect(await B.saveBlogAction(post({ id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ ok: false, status: 404 });
    expect(await snapshot()).toEqual(before);
  });

  it('renaming a post to another post’s slug is a conflict and changes nothing', async () => {
    actAs(actors.admin);
    const [a, b] = await tdb.handle.db.select().from(t.blogs).limit(2);
    const before = await snapshot();
    expect(await B.saveBlogAction({ ...post(), id: a.id, slug: b.slug })).toMatchObject({ ok: false, status: 409, error: 'conflict' });
    expect(await snapshot()).toEqual(before);
  });

  it('a duplicate category slug is a conflict; deleting a category keeps its posts', async () => {
    actAs(actors.admin);
    const made = await B.saveCategory({ name: 'Reviews', slug: 'reviews' });
    if (!made.ok) throw new Error(made.error);
    expect(await B.saveCategory({ name: 'Reviews 2', slug: 'reviews' })).toMatchObject({ ok: false, status: 409, error: 'conflict' });
    const p = await B.saveBlogAction(post({ categorySlug: 'reviews' }));
    if (!p.ok) throw new Error(p.error);
    const list = await B.listCategories({ q: 'reviews' });
    const untranslated = { bn: 'missing', ar: 'missing', fr: 'missing' };
    expect(list.ok && list.data.rows).toEqual([{ id: made.data.id, name: 'Reviews', slug: 'reviews', posts: 1, languages: untranslated }]);
    expect((await B.deleteCategories({ ids: [made.data.id] })).ok).toBe(true);
    const [kept] = await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.id, p.data.id));
    expect(kept.categoryId).toBeNull();
  });
});
