import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * (docs/requirements.md, "CSRF"): every state-changing API route (found from the code, so a new one cannot be missed) refuses a
 * cross-site request with 403 and a translated message and changes nothing; a same-origin request goes on.
 */
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import { loadMessages } from '@/i18n/messages';
import { createActors } from '../support/actors';
import { createSeededTestDatabase, ENGINES, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ROOT = process.cwd();
const API = path.join(ROOT, 'src/app/api');
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Called cross-site by design, so outside the CSRF guard (each has its own proof of origin):
 * - next-auth's routes: its own double-submit CSRF token on every POST (sign-in, sign-out, callbacks);
 * - the payment gateways' webhooks/IPN (Stripe's signature, PayPal's verify-webhook-signature API, SSLCommerz's
 *   validation API) and the buyer's return
 *   from the hosted page (a cross-site form POST from SSLCommerz; the payment is verified with the gateway).
 */
const EXEMPT = new Set([
  '/api/auth/[...nextauth]',
  '/api/payments/stripe/webhook',
  '/api/payments/paypal/webhook',
  '/api/payments/sslcommerz/ipn',
  '/api/payments/sslcommerz/[outcome]',
  '/api/payments/paypal/return',
]);

/** a value for each dynamic segment that reaches the route's own work (a harmless registered action) */
const PARAM_VALUES: Record<string, string> = { action: 'settings.get', id: '00000000-0000-4000-8000-000000000000' };

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = path.join(dir, e);
    return statSync(p).isDirectory() ? routeFiles(p) : e === 'route.ts' ? [p] : [];
  });
}

const ROUTES = routeFiles(API).map((file) => {
  const src = readFileSync(file, 'utf8');
  const exported = new Set(
    [
      ...src.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g),
      ...src.matchAll(/export\s+const\s+(\w+)\s*=/g),
      ...src.matchAll(/\bas\s+(\w+)\b/g),
    ].map((m) => m[1]),
  );
  const route = '/' + path.relative(path.join(ROOT, 'src/app'), path.dirname(file)).split(path.sep).join('/');
  return { file, route, methods: WRITE_METHODS.filter((m) => exported.has(m)) };
});
const GUARDED = ROUTES.filter((r) => r.methods.length && !EXEMPT.has(r.route)).flatMap((r) =>
  r.methods.map((method) => ({ ...r, method })),
);

/** Source of a file and what it imports from the project, a few levels deep (routes delegate to services). */
function sourceWithImports(file: string, depth = 2, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  let all = readFileSync(file, 'utf8');
  if (depth === 0) return all;
  for (const m of all.matchAll(/from\s+'(@\/[^']+)'/g)) {
    const base = path.join(ROOT, 'src', m[1].slice(2));
    const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f));
    if (hit) all += `\n${sourceWithImports(hit, depth - 1, seen)}`;
  }
  return all;
}

describe('the CSRF guard covers every state-changing API route', () => {
  it('finds the routes and the exemptions are real routes', () => {
    expect(GUARDED.map((r) => `${r.method} ${r.route}`)).toEqual(
      expect.arrayContaining([
        'POST /api/dashboard/[action]',
        'POST /api/dashboard/upload',
        'POST /api/home/wishlist',
        'DELETE /api/home/wishlist',
        'DELETE /api/notification',
      ]),
    );
    for (const e of EXEMPT)
      expect(
        ROUTES.map((r) => r.route),
        e,
      ).toContain(e);
  });

  it.each(GUARDED.map((r) => [`${r.method} ${r.route}`, r.file] as const))('%s calls refuseCrossSite', (_name, file) => {
    expect(sourceWithImports(file)).toMatch(/refuseCrossSite\(/);
  });
});

describe.each(ENGINES)('cross-site requests are refused on %s', (engine) => {
  let tdb: TestDatabase;
  let admin: string;
  const messages: Record<string, string> = {};

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    admin = (await createActors(tdb.handle.db, 'product')).admin!;
    for (const l of ['en', 'fr', 'ar', 'bn'])
      messages[l] = ((await loadMessages(l as 'en')) as { common: { errors: { crossSite: string } } }).common.errors.crossSite;
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  const snapshot = () => tableRowCounts(tdb);

  type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  async function call(r: (typeof GUARDED)[number], headers: Record<string, string>) {
    const mod = (await import(/* @vite-ignore */ r.file)) as Record<string, Handler>;
    const params: Record<string, string> = {};
    let url = r.route;
    for (const [, seg] of r.route.matchAll(/\[(\w+)\]/g)) {
      params[seg] = PARAM_VALUES[seg] ?? 'x';
      url = url.replace(`[${seg}]`, params[seg]);
    }
    const req = new Request(`http://shop.test${url}`, {
      method: r.method,
      headers: { host: 'shop.test', 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    return mod[r.method](req, { params: Promise.resolve(params) });
  }

  // what a forged request from another site looks like in each browser generation, and a client sending nothing
  const CROSS_SITE: [string, Record<string, string>, string][] = [
    ['Origin of another site', { origin: 'https://evil.example' }, 'en'],
    [
      'Sec-Fetch-Site cross-site (French page)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', cookie: 'LANGUAGE=fr' },
      'fr',
    ],
    [
      'Sec-Fetch-Site same-site (a sibling sub-domain)',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.test', cookie: 'x=1; LANGUAGE=ar' },
      'ar',
    ],
    ['Sec-Fetch-Site cross-site with a forged same Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://shop.test' }, 'en'],
    ['Referer of another site, no Origin', { referer: 'https://evil.example/page', cookie: 'LANGUAGE=bn' }, 'bn'],
    ['no Origin, Referer or Sec-Fetch-Site', {}, 'en'],
    ['Origin "null" (sandboxed frame)', { origin: 'null' }, 'en'],
  ];

  it.each(GUARDED.map((r) => [`${r.method} ${r.route}`, r] as const))('%s', async (_name, r) => {
    actAs(admin);
    const before = await snapshot();
    for (const [label, headers, lang] of CROSS_SITE) {
      const res = await call(r, headers);
      expect(res.status, label).toBe(403);
      expect((await res.json()) as { message?: string }, label).toMatchObject({ message: messages[lang] });
    }
    expect(await snapshot()).toEqual(before);
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://shop.test' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' },
      { referer: 'http://shop.test/dashboard' },
    ]) {
      const res = await call(r, headers);
      expect(res.status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});
