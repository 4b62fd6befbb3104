import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, ENGINES } from '../support/database';

/** Modules read the environment when first imported, so each case imports them afresh. */
async function fresh<T>(mod: string, vars: Record<string, string | undefined>): Promise<T> {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v as string);
  return (await import(mod)) as T;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('session secret', () => {
  type SecretModule = typeof import('@/server/auth/secret');

  it('production on a real database without NEXTAUTH_SECRET fails with MissingSecretError (NO_SECRET)', async () => {
    const m = await fresh<SecretModule>('@/server/auth/secret', {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      NEXTAUTH_SECRET: '',
    });
    expect(() => m.getAuthSecret()).toThrow(m.MissingSecretError);
    try {
      m.getAuthSecret();
    } catch (err) {
      expect((err as InstanceType<SecretModule['MissingSecretError']>).code).toBe('NO_SECRET');
      expect((err as Error).message).toContain('NEXTAUTH_SECRET');
    }
  });

  it('uses NEXTAUTH_SECRET when set', async () => {
    const m = await fresh<SecretModule>('@/server/auth/secret', {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      NEXTAUTH_SECRET: 'from-the-environment',
    });
    expect(m.getAuthSecret()).toBe('from-the-environment');
  });

  it('the embedded default generates one secret under DATA_DIR and keeps it across restarts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-secret-'));
    const vars = { NODE_ENV: 'production', DATABASE_URL: '', NEXTAUTH_SECRET: '', DATA_DIR: dir };
    const first = (await fresh<SecretModule>('@/server/auth/secret', vars)).getAuthSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first);
    const second = (await fresh<SecretModule>('@/server/auth/secret', vars)).getAuthSecret();
    expect(second).toBe(first);
  });
});

describe.each(ENGINES)('social sign-in providers on %s', (engine) => {
  it('appear only when switched on in settings and configured', async () => {
    const tdb = await createTestDatabase(engine);
    try {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-oauth-'));
      vi.resetModules();
      vi.stubEnv('DATA_DIR', dir);
      vi.stubEnv('GOOGLE_CLIENT_ID', 'google-id');
      vi.stubEnv('GOOGLE_CLIENT_SECRET', 'google-secret');
      vi.stubEnv('FACEBOOK_CLIENT_ID', '');
      vi.stubEnv('FACEBOOK_CLIENT_SECRET', '');
      const { useDbHandle } = await import('@/server/db');
      const { migrateDatabase } = await import('@/server/db/migrate');
      const { settings } = await import('@/server/db/schema');
      const { DEFAULT_SETTINGS } = await import('@/domain/settings/settings');
      const { oauthProviders } = await import('@/server/auth/auth-options');
      await migrateDatabase(tdb.handle);
      useDbHandle(tdb.handle);
      await tdb.handle.db.insert(settings).values({ id: 1, data: DEFAULT_SETTINGS });
      expect(await oauthProviders()).toEqual([]);

      await tdb.handle.db.update(settings).set({ data: { ...DEFAULT_SETTINGS, login: { google: true, facebook: true } } });
      // Facebook is on in settings but has no client id/secret: only Google appears
      expect((await oauthProviders()).map((p) => p.id)).toEqual(['google']);
    } finally {
      await tdb.dispose();
    }
  });
});

describe('callbackUrl refusal', () => {
  type RouteChecks = typeof import('@/server/auth/route-checks');
  const SITE = 'https://shop.example.com';
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('sends the visitor back to the configured site, never to the host the request names', async () => {
    const m = await fresh<RouteChecks>('@/server/auth/route-checks', { SITE_URL: SITE });
    const get = await m.callbackUrlProblem(
      new Request('http://evil.example/api/auth/signin?callbackUrl=https%3A%2F%2Fattacker.example%2F', { headers: forged }),
    );
    expect(get?.status).toBe(302);
    expect(get?.headers.get('location')).toBe(`${SITE}/signin?error=InvalidCallbackUrl`);

    const post = await m.callbackUrlProblem(
      new Request('http://evil.example/api/auth/callback/credentials', {
        method: 'POST',
        headers: { ...forged, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ callbackUrl: 'https://attacker.example/', json: 'true' }),
      }),
    );
    expect(post?.status).toBe(400);
    expect(await post?.json()).toEqual({ url: `${SITE}/signin?error=InvalidCallbackUrl` });
  });

  it('a return address on the forged host is not "this site"; one on the configured site and a path are', async () => {
    const m = await fresh<RouteChecks>('@/server/auth/route-checks', { SITE_URL: SITE });
    const ask = (callbackUrl: string) =>
      m.callbackUrlProblem(
        new Request(`http://evil.example/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, { headers: forged }),
      );
    expect((await ask('http://evil.example/profile'))?.headers.get('location')).toBe(`${SITE}/signin?error=InvalidCallbackUrl`);
    expect(await ask(`${SITE}/profile`)).toBeNull();
    expect(await ask('/profile')).toBeNull();
  });
});
