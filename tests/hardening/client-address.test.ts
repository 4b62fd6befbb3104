import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, prepareDatabase, startApp, type AppInstance } from './support/app';

/*
 * The client address every rate limit keys on (docs/operations.md, "Reverse proxies, the client address and the site origin"), end to
 * end through server.mjs: a client that rotates X-Forwarded-For stays one client unless a trusted proxy wrote it.
 * The sign-in limit per address (30 failures in 15 minutes, src/server/auth/throttle.ts) is the one exercised.
 */
const IP_LIMIT = 30;

/** One failed credentials sign-in for a fresh e-mail address (only the address limit can refuse it), sending `xff`. */
async function failSignIn(base: string, n: number, xff: string): Promise<number> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { 'x-forwarded-for': xff } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': xff },
    body: new URLSearchParams({
      csrfToken,
      email: `nobody-${n}-${Date.now()}@example.com`,
      password: 'wrong-password',
      json: 'true',
    }).toString(),
  });
  return res.status;
}

describe('client address behind and without trusted proxies', () => {
  const dirs: string[] = [];
  const apps: AppInstance[] = [];
  const start = async (port: number, trusted?: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-client-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, SEED_DEMO: '0', ...(trusted ? { TRUSTED_PROXIES: trusted } : {}) };
    prepareDatabase(env);
    const app = await startApp({ port, env });
    apps.push(app);
    return app;
  };
  beforeAll(() => ensureBuild());
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('rotating X-Forwarded-For does not lift the limit when no proxy is trusted', { timeout: 300_000 }, async () => {
    const app = await start(3521);
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT; i++) statuses.push(await failSignIn(app.url, i, `198.51.100.${i + 1}`));
    expect(statuses.every((s) => s === 401)).toBe(true);
    // a new forged address each time, yet the same client: refused
    expect(await failSignIn(app.url, 99, '203.0.113.77')).toBe(429);
  });

  it('behind one trusted proxy the address it appended is limited, whatever the client put before it', { timeout: 300_000 }, async () => {
    const app = await start(3522, '1');
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT; i++) statuses.push(await failSignIn(app.url, i, `10.9.${i}.1, 198.51.100.20`));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await failSignIn(app.url, 98, '6.6.6.6, 198.51.100.20')).toBe(429);
    // another client behind the same proxy is not affected
    expect(await failSignIn(app.url, 97, '198.51.100.21')).toBe(401);
  });
});
