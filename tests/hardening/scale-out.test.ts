import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../support/database';
import { deleteKeys, TEST_REDIS_URL, testPrefix } from '../support/redis';
import { ensureBuild, prepareDatabase, ROOT, startApp, type AppInstance } from './support/app';
import { randomClientAddress } from './support/shop';

/*
 * The shop as two server.mjs processes on one PostgreSQL database and one Redis (REDIS_URL), as
 * behind a load balancer. An edit through one instance shows at once on the other although both cache the
 * storefront's reads; failed sign-ins through one lock the account on the other; 50 buyers of the last
 * 5 boxes, half through each instance, get exactly 5 orders. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const ADMIN = { email: 'admin@scale.test', password: 'scale-out-admin-pass-1' };
const PORTS = [3501, 3502];
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A fetch with a cookie jar, as one browser talking to one instance. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.base}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }

  /** next-auth's credentials sign-in over HTTP, as its browser client does it */
  async signIn(email: string, password: string): Promise<Response> {
    const { csrfToken } = (await (await this.fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    return this.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, email, password, json: 'true', callbackUrl: `${this.base}/` }).toString(),
    });
  }

  /** POST /api/dashboard/{action}, same-origin as the dashboard's own calls */
  async action<T>(name: string, input: unknown): Promise<{ status: number; body: { ok: boolean; data: T; error?: string } }> {
    const res = await this.fetch(`/api/dashboard/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: await res.json() };
  }
}

/** The id Next.js gave a server action at build time (what the checkout form posts in its Next-Action header). */
function serverActionId(file: string, exportName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.filename?.endsWith(file) && v.exportedName === exportName);
  if (!found) throw new Error(`server action ${exportName} of ${file} not in the build's manifest`);
  return found[0];
}

/**
 * Calls a server action over HTTP as the browser does and decodes its answer from the RSC stream; each call comes from
 * a client address of its own (X-Forwarded-For, the apps trust one proxy), as the buyers of a real rush do.
 */
async function callAction<T>(
  base: string,
  page: string,
  id: string,
  args: unknown[],
): Promise<{ status: number; result: T | undefined; text: string }> {
  const res = await fetch(`${base}${page}`, {
    method: 'POST',
    headers: {
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: base,
      'x-forwarded-for': randomClientAddress(),
    },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  let result: T | undefined;
  for (const line of text.split('\n')) {
    const m = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!m) continue;
    const value = JSON.parse(m[1]) as Record<string, unknown>;
    if ('ok' in value) result = value as T;
  }
  return { status: res.status, result, text };
}

type PlaceResult = { ok: true; data: { order: { id: string; number: string; replayed?: boolean } } } | { ok: false; error: string };

const pageText = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.text();
};

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  const redisPrefix = testPrefix();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-scale-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let databaseUrl: string;
  let db: pg.Client;
  let apps: AppInstance[] = [];
  let a: AppInstance;
  let b: AppInstance;

  beforeAll(async () => {
    ensureBuild();
    database = await createPostgresDatabase('floorshop_scale');
    databaseUrl = database.url;
    const env = {
      DATABASE_URL: databaseUrl,
      // uploads and the mail outbox: one shared folder, as a shared volume in production
      DATA_DIR: dataDir,
      REDIS_URL: TEST_REDIS_URL!,
      REDIS_PREFIX: redisPrefix,
      NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      DATABASE_POOL_SIZE: '10',
      TRUSTED_PROXIES: '1',
    };
    prepareDatabase(env);
    apps = await Promise.all(PORTS.map((port) => startApp({ port, env })));
    [a, b] = apps;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await db?.end();
    await database?.drop();
    if (TEST_REDIS_URL) console.log(`scale-out: removed ${await deleteKeys(TEST_REDIS_URL, redisPrefix)} Redis keys of this run`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows an edit made through one instance at once on the other, although both serve cached reads', async () => {
    const staff = new Browser(a.url);
    const signedIn = await staff.signIn(ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    const list = await staff.action<{ rows: { id: string; name: string; published: boolean }[] }>('product.list', {
      q: '',
      page: 1,
      pageSize: 50,
    });
    expect(list.status).toBe(200);
    // a published product whose name reads the same in HTML
    const { id } = list.body.data.rows.find((r) => r.published && /^[\w -]+$/.test(r.name))!;
    // without its translations, so that every language's page shows its (English) name
    await db.query(`update products set translations = '{}'::jsonb where id = $1`, [id]);
    const record = (await staff.action<Record<string, unknown> & { name: string; slug: string }>('product.get', { id })).body.data;
    const page = `/product/${record.slug}`;
    const token = randomBytes(4).toString('hex');
    const search = (app: AppInstance) =>
      fetch(`${app.url}/api/home/product_search?q=${token}`).then((r) => r.json() as Promise<{ product: { name: string }[] }>);

    // B renders the page in every language (each served from cache afterwards) and caches the product (and an
    // empty search for a word no product has yet)
    const LANGS = ['', '/fr', '/bn', '/ar'];
    for (const l of LANGS) expect(await pageText(await fetch(`${b.url}${l}${page}`))).toContain(record.name);
    // the last render's entry is stored just after its answer (docs/architecture.md, "The cache store"): a request in
    // that moment renders again, so ask until the stored entry answers
    await expect.poll(async () => (await fetch(`${b.url}/ar${page}`)).headers.get('x-nextjs-cache'), { timeout: 10_000 }).toBe('HIT');
    expect((await search(b)).product).toEqual([]);
    const cacheKeys = await redisKeys(`${redisPrefix}{cache}:*`);
    expect(cacheKeys.length).toBeGreaterThan(0);

    // a change written behind the app's back (no revalidation) is not seen: both instances answer from the
    // shared cache, A with the entry B wrote (A has not rendered this page before)
    await db.query('update products set name = $1 where id = $2', [`Hidden change ${token}`, id]);
    expect(await pageText(await fetch(`${b.url}${page}`))).toContain(record.name);
    const fromA = await pageText(await fetch(`${a.url}${page}`));
    expect(fromA).toContain(record.name);
    expect(fromA).not.toContain('Hidden change');

    // the edit through A's dashboard clears the tags in Redis: B shows it on the very next request
    const newName = `Scale out plank ${token}`;
    const saved = await staff.action('product.update', { id, product: { ...record, name: newName } });
    expect(saved.status).toBe(200);
    const started = Date.now();
    const after = await pageText(await fetch(`${b.url}${page}`));
    const seenInMs = Date.now() - started;
    expect(after).toContain(newName);
    expect(after).not.toContain('Hidden change');
    expect((await search(b)).product.map((p) => p.name)).toEqual([newName]);
    expect(await pageText(await fetch(`${a.url}${page}`))).toContain(newName);
    // the cached page of every language, on both instances
    for (const app of apps)
      for (const l of LANGS) expect(await pageText(await fetch(`${app.url}${l}${page}`)), `${app.port}${l}`).toContain(newName);
    for (const app of apps) expect(app.output()).not.toMatch(/Redis unavailable/);
    console.log(
      `scale-out: edit through A (port ${a.port}) shown by B (port ${b.port}) on the next request (${seenInMs} ms); ${cacheKeys.length} cache entries in Redis before the edit`,
    );
  });

  it('locks an account on both instances after failed sign-ins through one of them', async () => {
    const email = `locked-${randomBytes(3).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await new Browser(a.url).signIn(email, `wrong-password-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const onB = await new Browser(b.url).signIn(email, 'wrong-password-5');
    expect(onB.status).toBe(429);
    expect(new URL(((await onB.json()) as { url: string }).url).searchParams.get('error')).toBe('TooManyAttempts');
    // another account on B is not affected
    expect((await new Browser(b.url).signIn(`other-${email}`, 'wrong-password-x')).status).toBe(401);
  });

  it('lets exactly 5 of 50 buyers, half through each instance, have the last 5 boxes', async () => {
    const placeOrderId = serverActionId('src/features/checkout/actions.ts', 'placeOrderAction');
    const {
      rows: [cat],
    } = await db.query<{ id: string }>('select id from categories order by position limit 1');
    const slug = `last-boxes-${randomBytes(3).toString('hex')}`;
    const {
      rows: [product],
    } = await db.query<{ id: string }>(
      `insert into products (name, slug, category_id, unit, unit_value, price, discount, quantity) values ($1, $2, $3, 'sq ft', '20.00', '40.00', '40.00', 5) returning id`,
      [`Last boxes ${slug}`, slug, cat.id],
    );
    const {
      rows: [delivery],
    } = await db.query<{ id: string }>('select id from shipping_options where active order by cost limit 1');
    const address = {
      fullName: 'Priya Sandhu',
      phone: '604-555-0123',
      email: 'priya@example.com',
      house: '12 King George Blvd',
      city: 'Surrey',
      state: 'BC',
      zipCode: 'V3T 2W1',
      country: 'CA',
    };
    const checkout = (checkoutKey = randomUUID().replace(/-/g, '')) => ({
      items: [{ productId: product.id, qty: 1 }],
      billing: address,
      shipping: address,
      shippingOptionId: delivery.id,
      paymentMethod: 'cod',
      checkoutKey,
    });

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const app = apps[i % 2];
        return callAction<PlaceResult>(app.url, '/checkout', placeOrderId, [checkout()]).then((r) => ({ ...r, port: app.port }));
      }),
    );
    const ms = Date.now() - started;
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((r) => !r.result).map((r) => r.text.slice(0, 300))).toEqual([]);
    const placed = answers.filter((r) => r.result?.ok);
    const refused = answers.filter((r) => r.result && !r.result.ok && r.result.error === 'outOfStock');
    const perInstance = PORTS.map((port) => `${placed.filter((r) => r.port === port).length} placed via :${port}`).join(', ');
    console.log(
      `scale-out: 50 simultaneous orders for 5 boxes over 2 instances -> ${placed.length} placed (${perInstance}), ${refused.length} refused, in ${ms} ms`,
    );
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    const {
      rows: [stock],
    } = await db.query<{ quantity: number; sold: number }>('select quantity, sold from products where id = $1', [product.id]);
    expect(stock).toEqual({ quantity: 0, sold: 5 });
    const { rows: items } = await db.query<{ n: number }>('select count(*)::int as n from order_items where product_id = $1', [product.id]);
    expect(items[0].n).toBe(5);

    // the same checkout submitted through both instances at once (a double click landing on two servers) is one order
    await db.query('update products set quantity = 3 where id = $1', [product.id]);
    const key = randomUUID().replace(/-/g, '');
    const twice = await Promise.all(apps.map((app) => callAction<PlaceResult>(app.url, '/checkout', placeOrderId, [checkout(key)])));
    const orders = twice.map((r) => (r.result?.ok ? r.result.data.order.id : r.text.slice(0, 200)));
    expect(orders[0]).toBe(orders[1]);
    // one more order line for the product, not two (the stored key is bound to the browser, so it is not the raw key)
    const { rows: sameKey } = await db.query<{ n: number }>('select count(*)::int as n from order_items where product_id = $1', [
      product.id,
    ]);
    expect(sameKey[0].n).toBe(6);
    const {
      rows: [left],
    } = await db.query<{ quantity: number }>('select quantity from products where id = $1', [product.id]);
    expect(left.quantity).toBe(2);
  });

  /** keys of this run matching `pattern` */
  async function redisKeys(pattern: string): Promise<string[]> {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(TEST_REDIS_URL!);
    try {
      const out: string[] = [];
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        out.push(...keys);
      } while (cursor !== '0');
      return out;
    } finally {
      redis.disconnect();
    }
  }
});
