import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, settledFilesUnder } from './support/cache-files';
import { ensureBuild, prepareDatabase, startApp, type AppInstance } from './support/app';
import { callPlaceOrder, checkoutInput, openReader, placeOrderActionId } from './support/shop';

/*
 * The page cache as visitors meet it (docs/architecture.md, "Pages from cache" and "What a write expires"): the
 * production server on a fresh embedded database. A HEAD request never blanks a page; after an order every other
 * product page is still answered from the cache; an order that sells the last box expires the lists showing that
 * product's card, and only those; unknown or overlong addresses store nothing; the configured bound of the cache on
 * disk holds while every page of the shop in four languages is visited.
 */
const PORT = 3531;
/** small enough that visiting every page of the shop in four languages must evict, large enough for one language */
const CACHE_MAX_MB = 10;
const LOCALES = ['', '/fr', '/bn', '/ar'];

interface Product {
  id: string;
  slug: string;
  category: string;
  subcategory: string | null;
  quantity: number;
}

async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'accept-encoding': 'br', ...(init.headers ?? {}) } });
  const body = init.method === 'HEAD' ? '' : await res.text();
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), length: res.headers.get('content-length'), body };
}

/** `n` addresses, `parallel` at a time */
async function visit(urls: string[], parallel = 4) {
  const out: Awaited<ReturnType<typeof get>>[] = new Array(urls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < urls.length; i = next++) out[i] = await get(urls[i]);
    }),
  );
  return out;
}

describe('the page cache under real traffic', () => {
  let app: AppInstance;
  let dataDir: string;
  let cacheDir: string;
  let products: Product[];
  let shippingOptionId: string;
  /** a product whose order leaves stock, and a tile whose last box an order sells */
  let kept: Product;
  let lastBox: Product;
  let order = 0;
  const place = async (p: Product, qty: number) => {
    const answer = await callPlaceOrder(app.url, placeOrderActionId(), checkoutInput([{ productId: p.id, qty }], shippingOptionId), '', {
      // each order from its own client address (the checkout's throttle counts per address)
      'x-forwarded-for': `203.0.113.${++order}`,
    });
    expect(answer.result).toMatchObject({ ok: true });
  };

  beforeAll(async () => {
    ensureBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-page-cache-'));
    cacheDir = path.join(dataDir, 'cache');
    const env = { DATA_DIR: dataDir, SEED_DEMO: '0', CACHE_MAX_MB: String(CACHE_MAX_MB), TRUSTED_PROXIES: '1' };
    prepareDatabase(env);
    const db = await openReader({ dataDir });
    try {
      products = await db.query<Product>(
        `select p.id, p.slug, c.slug as category, p.subcategory_id as subcategory, p.quantity
           from products p join categories c on c.id = p.category_id where p.published order by p.slug`,
      );
      [{ id: shippingOptionId }] = await db.query<{ id: string }>('select id from shipping_options where active order by cost limit 1');
      kept = products.find((p) => p.category === 'laminate' && p.quantity > 5)!;
      lastBox = products.find((p) => p.category === 'tiles' && p.quantity > 0)!;
      // two boxes left of the tile, so an order of two sells out
      await db.query('update products set quantity = 2 where id = $1', [lastBox.id]);
      await db.query("update products set type = 'simple' where id = $1 and not exists (select 1 from variants where product_id = $1)", [
        lastBox.id,
      ]);
    } finally {
      await db.close();
    }
    app = await startApp({ port: PORT, env });
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a HEAD request never blanks a page or a search answer for the next visitor', { timeout: 300_000 }, async () => {
    for (const p of ['/', '/about', '/faq', '/terms', '/shop', `/product/${kept.slug}`, '/ar/shop/tiles']) {
      // first request of all: a HEAD
      const head = await get(app.url + p, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const page = await get(app.url + p);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<\/html>$/);
      expect(Number(page.length)).toBeGreaterThan(1000);
      // served from the cache now: a HEAD tells the same length, and the next GET is whole. The entry is stored
      // after the first answer is sent, its compressed form made off the main thread: until then Next.js answers
      // from the queued entry, and its HEAD tells the uncompressed length, so the HEAD is asked again until the
      // stored entry answers (docs/architecture.md, "The cache store")
      const again = await get(app.url + p, { method: 'HEAD' });
      expect(again).toMatchObject({ status: 200, cache: 'HIT' });
      await expect.poll(async () => (await get(app.url + p, { method: 'HEAD' })).length, { timeout: 10_000 }).toBe(page.length);
      expect((await get(app.url + p)).body).toBe(page.body);
    }
    const q = `${app.url}/api/home/product_search?q=oak&lang=en`;
    expect((await get(q, { method: 'HEAD' })).status).toBe(200);
    const search = await get(q);
    expect(JSON.parse(search.body).product.length).toBeGreaterThan(0);
    expect((await get(q)).body).toBe(search.body);
  });

  it(
    'after an order, every other product page, the listings and the home are still answered from the cache',
    { timeout: 600_000 },
    async () => {
      const pages = [...products.map((p) => `/product/${p.slug}`), '/', '/shop', `/shop/${kept.category}`, `/shop/${lastBox.category}`];
      await visit(pages.map((p) => app.url + p));
      const warm = await visit(pages.map((p) => app.url + p));
      expect(warm.filter((r) => r.cache !== 'HIT').length).toBe(0);

      const before = (await get(`${app.url}/product/${kept.slug}`)).body;
      await place(kept, 1);
      const after = await visit(pages.map((p) => app.url + p));
      const fresh = pages.filter((_p, i) => after[i].cache !== 'HIT');
      // only the ordered product's own page was rendered again (it shows the stock left)
      expect(fresh).toEqual([`/product/${kept.slug}`]);
      expect(after[pages.indexOf(`/product/${kept.slug}`)].body).not.toBe(before);
    },
  );

  it('an order that sells the last box expires the lists showing that card, and nothing else', { timeout: 600_000 }, async () => {
    const others = products.filter((p) => p.category !== lastBox.category && p.category !== 'accessories');
    const pages = [...others.map((p) => `/product/${p.slug}`), `/shop/${kept.category}`, `/shop/${lastBox.category}`];
    await visit(pages.map((p) => app.url + p));
    const listing = await get(`${app.url}/shop/${lastBox.category}`);
    expect(listing.body).toContain(`/product/${lastBox.slug}`);
    await place(lastBox, 2);
    const after = await visit(pages.map((p) => app.url + p));
    // the tile's own listing shows its card out of stock; other categories' pages stay in the cache
    expect(after[pages.indexOf(`/shop/${lastBox.category}`)].cache).not.toBe('HIT');
    expect(pages.filter((p, i) => after[i].cache !== 'HIT' && p !== `/shop/${lastBox.category}`)).toEqual([]);
  });

  it('unknown and overlong addresses write nothing to the cache and log no errors', { timeout: 300_000 }, async () => {
    const before = (await settledFilesUnder(cacheDir)).bytes;
    // the pages visited so far are stored here
    expect(before).toBeGreaterThan(2 ** 20);
    const long = 'x'.repeat(3000);
    const answers = await visit([
      ...Array.from({ length: 40 }, (_, i) => `${app.url}/product/no-such-floor-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `${app.url}/shop/no-such-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `${app.url}/blogs/no-such-${i}`),
      `${app.url}/product/${long}`,
      `${app.url}/shop/${long}`,
      `${app.url}/blogs/${long}`,
    ]);
    expect(answers.every((a) => a.status === 404)).toBe(true);
    // the tag log may note nothing new; no page was stored
    expect((await settledFilesUnder(cacheDir)).bytes - before).toBeLessThan(1024);
    expect(app.output()).not.toMatch(/ENAMETOOLONG|invalid tags|exceeded max length/);
  });

  it(`visiting every page of the shop in four languages keeps the cache within its ${CACHE_MAX_MB} MB`, { timeout: 900_000 }, async () => {
    const paths = [
      ...products.map((p) => `/product/${p.slug}`),
      ...[...new Set(products.map((p) => p.category))].map((c) => `/shop/${c}`),
      '/',
      '/shop',
      '/categories',
      '/new-arrivals',
      '/about',
      '/faq',
      '/blogs',
    ];
    const urls = LOCALES.flatMap((l) => paths.map((p) => `${app.url}${l}${p === '/' && l ? '' : p}`));
    let peak = 0;
    for (let i = 0; i < urls.length; i += 40) {
      const answers = await visit(urls.slice(i, i + 40));
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      peak = Math.max(peak, filesUnder(cacheDir).bytes);
    }
    console.log(
      `page cache: ${urls.length} distinct pages visited, at most ${(peak / 2 ** 20).toFixed(1)} MB on disk (cap ${CACHE_MAX_MB} MB)`,
    );
    // the pages were stored there (the cap was reached), and the entries stay within it; the tag log beside them is small
    expect(peak).toBeGreaterThan(CACHE_MAX_MB * 2 ** 20 * 0.8);
    expect(peak).toBeLessThanOrEqual(CACHE_MAX_MB * 2 ** 20 + 256 * 1024);
    // an evicted page is rendered again when asked for
    expect((await get(`${app.url}/product/${products[0].slug}`)).status).toBe(200);
  });
});
