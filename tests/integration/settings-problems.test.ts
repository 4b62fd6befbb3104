import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, unstable_cache: <T>(fn: T) => fn }));
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { env } from '@/lib/env';
import { useDbHandle } from '@/server/db';
import { settingsActions as S } from '@/server/dashboard/settings';
import { getSettings } from '@/server/settings/get-settings';
import { getPrivateSettings, updateSettingsDocument } from '@/server/settings/private-settings';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/*
 * Settings that must hold (docs/requirements.md): a gateway or login save that would leave the checkout without a
 * payment method, or switch on a gateway or a social sign-in without its credentials, is refused with a field
 * message and changes nothing; the dashboard home lists what is misconfigured now (settings.problems).
 */

const ENV_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'SSLCOMMERZ_STORE_ID',
  'SSLCOMMERZ_STORE_PASSWORD',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_ID',
  'FACEBOOK_CLIENT_SECRET',
  'SMTP_URL',
] as const;

const gateway = (over: Record<string, unknown> = {}) => ({
  cod: true,
  paypal: false,
  stripe: false,
  sslCommerz: false,
  paypalMode: 'sandbox',
  paypalClientId: '',
  paypalSecret: '',
  stripePublishableKey: '',
  stripeSecretKey: '',
  sslCommerzMode: 'sandbox',
  sslCommerzStoreId: '',
  sslCommerzStorePassword: '',
  ...over,
});
const login = (over: Record<string, unknown> = {}) => ({
  google: false,
  facebook: false,
  googleClientId: '',
  googleClientSecret: '',
  facebookAppId: '',
  facebookAppSecret: '',
  ...over,
});

describe('settings that must hold (PGlite)', () => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, env[k]]));

  beforeAll(async () => {
    tdb = await createSeededTestDatabase('pglite');
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'settings');
    for (const k of ENV_KEYS) env[k] = undefined;
  });
  afterEach(async () => {
    for (const k of ENV_KEYS) env[k] = undefined;
    // back to the defaults: cash on delivery only, no social sign-in, no credentials
    await updateSettingsDocument(
      tdb.handle.db,
      { paymentGateway: { cod: true, paypal: false, stripe: false, sslCommerz: false }, login: { google: false, facebook: false } },
      (p) => ({
        ...p,
        stripe: { publishableKey: '', secretKey: '' },
        paypal: { ...p.paypal, clientId: '', secret: '' },
        sslCommerz: { ...p.sslCommerz, storeId: '', storePassword: '' },
        google: { clientId: '', clientSecret: '' },
        facebook: { appId: '', appSecret: '' },
      }),
    );
  });
  afterAll(async () => {
    Object.assign(env, savedEnv);
    await tdb?.dispose();
  });

  const snapshot = async () => [
    await rows(tdb, sql`select data from settings`),
    (await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n,
  ];
  const problems = async () => {
    actAs(actors.admin);
    const res = await S.getProblems({});
    if (!res.ok) throw new Error(res.error);
    return res.data;
  };

  describe('settings.problems: who may read it', () => {
    it.each(ACTOR_KINDS)('as %s', async (kind) => {
      actAs(actors[kind]);
      const before = await snapshot();
      const res = await S.getProblems({});
      expect(res.ok, kind).toBe(allowed(kind, 'view'));
      if (!res.ok) expect(res.status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('refuses switching every payment method off, on the cash-on-delivery switch, and changes nothing', async () => {
    for (const kind of ['admin', 'staffEdit'] as const) {
      actAs(actors[kind]);
      const before = await snapshot();
      expect(await S.updateGateway(gateway({ cod: false }))).toMatchObject({
        ok: false,
        status: 400,
        error: 'invalid',
        fieldErrors: { cod: 'noPaymentMethod' },
      });
      expect(await snapshot()).toEqual(before);
    }
    expect((await getSettings()).paymentGateway).toEqual({ cod: true, paypal: false, stripe: false, sslCommerz: false });
  });

  it('refuses a gateway switched on without its keys (nor in the environment), keeping the typed keys out too', async () => {
    actAs(actors.admin);
    const before = await snapshot();
    expect(await S.updateGateway(gateway({ cod: false, paypal: true, paypalClientId: 'typed-client' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { cod: 'noPaymentMethod', paypal: 'gatewayNotConfigured', paypalSecret: 'required' },
    });
    expect(await S.updateGateway(gateway({ sslCommerz: true }))).toMatchObject({
      ok: false,
      fieldErrors: { sslCommerz: 'gatewayNotConfigured', sslCommerzStoreId: 'required', sslCommerzStorePassword: 'required' },
    });
    expect(await snapshot()).toEqual(before);
    expect((await getPrivateSettings()).paypal.clientId).toBe('');
  });

  it('switches Stripe on only when the checkout could use it: the secret key and the webhook secret', async () => {
    actAs(actors.admin);
    const before = await snapshot();
    // the key saved here, but no webhook secret in the environment: the checkout would not offer Stripe
    expect(await S.updateGateway(gateway({ stripe: true, stripeSecretKey: 'sk_test_Saved1234' }))).toMatchObject({
      ok: false,
      fieldErrors: { stripe: 'gatewayNotConfigured' },
    });
    expect(await snapshot()).toEqual(before);
    env.STRIPE_WEBHOOK_SECRET = 'whsec_problems';
    expect(await S.updateGateway(gateway({ cod: false, stripe: true, stripeSecretKey: 'sk_test_Saved1234' }))).toMatchObject({ ok: true });
    expect((await getSettings()).paymentGateway).toEqual({ cod: false, paypal: false, stripe: true, sslCommerz: false });
  });

  it('takes a gateway’s keys from the server environment', async () => {
    actAs(actors.admin);
    Object.assign(env, { PAYPAL_CLIENT_ID: 'env-client', PAYPAL_CLIENT_SECRET: 'env-secret' });
    expect(await S.updateGateway(gateway({ cod: false, paypal: true }))).toMatchObject({ ok: true });
  });

  it('refuses social sign-in switched on without its client id and secret, and changes nothing', async () => {
    actAs(actors.admin);
    const before = await snapshot();
    expect(await S.updateLogin(login({ google: true }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { google: 'socialNotConfigured', googleClientId: 'required', googleClientSecret: 'required' },
    });
    expect(await S.updateLogin(login({ facebook: true, facebookAppId: '1234567890' }))).toMatchObject({
      ok: false,
      fieldErrors: { facebook: 'socialNotConfigured', facebookAppSecret: 'required' },
    });
    expect(await snapshot()).toEqual(before);
    // with the credentials typed in, or from the environment, the save goes through
    expect(
      await S.updateLogin(login({ facebook: true, facebookAppId: '1234567890', facebookAppSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })),
    ).toMatchObject({
      ok: true,
    });
    Object.assign(env, { GOOGLE_CLIENT_ID: 'env.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'env-google-secret' });
    expect(await S.updateLogin(login({ google: true }))).toMatchObject({ ok: true });
    expect((await getSettings()).login).toEqual({ google: true, facebook: false });
  });

  it('does not refuse a save for a problem of another page', async () => {
    // Google on without credentials (they were removed from the environment): the gateway page still saves
    await updateSettingsDocument(tdb.handle.db, { login: { google: true, facebook: false } });
    actAs(actors.admin);
    expect(await S.updateGateway(gateway())).toMatchObject({ ok: true });
  });

  it('lists nothing but the outbox in a default shop without SMTP, and nothing with it', async () => {
    expect(await problems()).toEqual([{ code: 'noSmtp', href: null }]);
    env.SMTP_URL = 'smtp://mail.example.test:587';
    expect(await problems()).toEqual([]);
  });

  it('lists what broke when keys left the environment after the save', async () => {
    env.SMTP_URL = 'smtp://mail.example.test:587';
    Object.assign(env, {
      PAYPAL_CLIENT_ID: 'env-client',
      PAYPAL_CLIENT_SECRET: 'env-secret',
      FACEBOOK_CLIENT_ID: '1234567890',
      FACEBOOK_CLIENT_SECRET: 'env-fb-secret',
    });
    actAs(actors.admin);
    expect(await S.updateGateway(gateway({ cod: false, paypal: true }))).toMatchObject({ ok: true });
    expect(await S.updateLogin(login({ facebook: true }))).toMatchObject({ ok: true });
    expect(await problems()).toEqual([]);
    Object.assign(env, { PAYPAL_CLIENT_SECRET: undefined, FACEBOOK_CLIENT_SECRET: undefined });
    expect(await problems()).toEqual([
      { code: 'noPaymentMethod', href: '/dashboard/settings/gateway' },
      { code: 'gatewayNotConfigured', gateway: 'paypal', href: '/dashboard/settings/gateway' },
      { code: 'socialNotConfigured', provider: 'facebook', href: '/dashboard/settings/login' },
    ]);
  });
});
