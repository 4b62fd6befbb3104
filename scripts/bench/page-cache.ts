/**
 * The page cache as a real catalogue's visitors meet it (docs/benchmarks.md, "Pages from cache at 100k products"),
 * on PostgreSQL: product pages spread over the whole catalogue and the four languages, never the same URL twice in a
 * row, each run beside a static file served by the same server:
 * - first visits (pages never rendered), at 10 connections and one at a time;
 * - second visits (pages in the cache), with the in-memory copy on, and off (CACHE_MEMORY_MB=0, a restarted server:
 *   every answer read from the cache on disk), at 10 connections and one at a time;
 * - browsing cached pages while a guest order arrives every second (the share still answered from the cache);
 * - the cache on disk and the server's memory over 10,000 distinct pages.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { callPlaceOrder, checkoutInput, placeOrderActionId } from '../../tests/hardening/support/shop';
import { measure, rssMb, startServer, stopServer, waitFor, type Stat } from './load';
import { randomSource, rotating } from './workloads';

const LOCALES = ['', '/fr', '/bn', '/ar'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export interface PageCacheRun {
  stats: Stat[];
  /** one request at a time: name, p50, p95 */
  serial: { name: string; p50: number; p95: number }[];
  /** share of cached pages still answered from the cache while orders arrived, and the orders placed */
  duringOrders: { sampled: number; hits: number; orders: number; refused: number };
  /** the cache on disk after the first visits (no cap reached): bytes, files, cached pages */
  firstDisk: { bytes: number; files: number; pages: number };
  growth: {
    capMb: number;
    pages: number;
    seconds: number;
    bytes: number;
    files: number;
    rssBefore: number;
    rssAfter: number;
    rssPeak: number;
  };
  /** peak resident size of each server (MB) */
  rssPeak: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

function diskUse(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += statSync(path.join(e.parentPath, e.name)).size;
  }
  return { bytes, files };
}

/** `urls`, `parallel` at a time; answers the statuses and cache headers */
async function visit(base: string, urls: string[], parallel: number): Promise<{ status: number; cache: string | null }[]> {
  const out: { status: number; cache: string | null }[] = new Array(urls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < urls.length; i = next++) {
        const res = await fetch(base + urls[i], { headers: BROWSER });
        await res.arrayBuffer();
        out[i] = { status: res.status, cache: res.headers.get('x-nextjs-cache') };
      }
    }),
  );
  return out;
}

/** One request at a time over `urls`: p50 and p95 in ms. */
async function serial(name: string, base: string, urls: string[]) {
  const times: number[] = [];
  for (const u of urls) {
    const t = performance.now();
    const res = await fetch(base + u, { headers: BROWSER });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const row = { name, p50: percentile(times, 50), p95: percentile(times, 95) };
  console.log(`  ${name.padEnd(50)} p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms`);
  return row;
}

/** Distinct product pages over the whole catalogue: `count` products in random order, each in one of the four languages. */
export async function productPages(url: string, count: number, seed: number): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ slug: string }>('select slug from products where published order by md5(id::text || $1) limit $2', [
      String(seed),
      count,
    ]);
    const rnd = randomSource(seed);
    return rows.map((r) => `${LOCALES[Math.floor(rnd() * 4)]}/product/${r.slug}`);
  } finally {
    await c.end();
  }
}

async function orderable(url: string): Promise<{ ids: string[]; shippingOptionId: string }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string }>(
      "select id from products where published and type = 'simple' and (quantity = -1 or quantity > 1000) order by md5(id::text) limit 200",
    );
    const [{ id }] = (await c.query<{ id: string }>('select id from shipping_options where active order by cost limit 1')).rows;
    return { ids: rows.map((r) => r.id), shippingOptionId: id };
  } finally {
    await c.end();
  }
}

export async function benchPageCache(opts: {
  databaseUrl: string;
  port: number;
  connections: number;
  duration: number;
  /** distinct pages of each load test */
  distinct: number;
  /** distinct pages of the growth run */
  growthPages: number;
  /** CACHE_MAX_MB of the growth run: the cap it shows holding */
  growthCapMb: number;
}): Promise<PageCacheRun> {
  const { databaseUrl, port, distinct } = opts;
  const base = `http://127.0.0.1:${port}`;
  const load = { connections: opts.connections, duration: opts.duration };
  const stats: Stat[] = [];
  const serialRows: PageCacheRun['serial'] = [];
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-bench-cache-'));
  const env = (extra: Record<string, string> = {}) => ({ DATABASE_URL: databaseUrl, CACHE_DIR: cacheDir, TRUSTED_PROXIES: '1', ...extra });
  const first = await productPages(databaseUrl, distinct, 1);
  const oneAtATime = await productPages(databaseUrl, 100, 2);
  let rssPeak = 0;
  let firstDisk: PageCacheRun['firstDisk'] = { bytes: 0, files: 0, pages: 0 };
  const sampleRss = (server: ReturnType<typeof startServer>) => setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server))), 500);
  const up = async (extra: Record<string, string> = {}) => {
    const server = startServer(port, env(extra));
    await waitFor(`${base}/api/home/settings`, server);
    return server;
  };
  const runStatic = async (label: string) => {
    const s = await measure(`static file (${label})`, base, () => '/brand/logo.svg', '/brand/logo.svg', load);
    stats.push(s);
    serialRows.push(await serial(`static file, one at a time (${label})`, base, Array(100).fill('/brand/logo.svg')));
    return s;
  };

  // 1. a fresh cache: first visits, then the same pages again with the in-memory copy on
  console.log('\n== page cache at 100k products: first and second visits');
  let server = await up();
  let timer = sampleRss(server);
  try {
    await runStatic('memory on');
    serialRows.push(await serial('first visit, one never-visited product page at a time', base, oneAtATime));
    stats.push(
      await measure(
        `first visits (${distinct.toLocaleString('en')} never-visited product pages)`,
        base,
        rotating(first),
        '/{lang}/product/{distinct}',
        load,
      ),
    );
    // every page of the list in the cache, then asked for again
    await visit(base, first, 4);
    firstDisk = { ...diskUse(cacheDir), pages: first.length };
    stats.push(
      await measure(
        `second visits (${distinct.toLocaleString('en')} distinct, memory on)`,
        base,
        rotating(first),
        '/{lang}/product/{distinct}',
        load,
      ),
    );
  } finally {
    clearInterval(timer);
    stopServer(server);
    await new Promise((r) => setTimeout(r, 1500));
  }

  // 2. the in-memory copy out of play: a restarted server answering every page from the cache on disk
  console.log('\n== page cache: in-memory copy off');
  server = await up({ CACHE_MEMORY_MB: '0' });
  timer = sampleRss(server);
  let duringOrders: PageCacheRun['duringOrders'];
  try {
    await runStatic('memory off');
    stats.push(
      await measure(
        `cached pages (${distinct.toLocaleString('en')} distinct, memory off)`,
        base,
        rotating(first),
        '/{lang}/product/{distinct}',
        load,
      ),
    );
    serialRows.push(await serial('cached product page one at a time (memory off)', base, first.slice(0, 200)));

    // 3. browsing while a guest order arrives every second (products of the list among them)
    const { ids, shippingOptionId } = await orderable(databaseUrl);
    const actionId = placeOrderActionId();
    let orders = 0;
    let refused = 0;
    const ordering = setInterval(() => {
      const n = orders + refused;
      void callPlaceOrder(base, actionId, checkoutInput([{ productId: ids[n % ids.length], qty: 1 }], shippingOptionId), '', {
        'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      })
        .then((a) => (a.result?.ok ? orders++ : refused++))
        .catch(() => refused++);
    }, 1000);
    let sampled = 0;
    let hits = 0;
    const sampler = setInterval(() => {
      const u = first[Math.floor(Math.random() * first.length)];
      void fetch(base + u, { headers: BROWSER }).then(async (r) => {
        await r.arrayBuffer();
        sampled++;
        if (r.headers.get('x-nextjs-cache') === 'HIT') hits++;
      });
    }, 100);
    try {
      stats.push(
        await measure(
          `cached pages while an order arrives every second (memory off)`,
          base,
          rotating(first),
          '/{lang}/product/{distinct}',
          load,
        ),
      );
    } finally {
      clearInterval(ordering);
      clearInterval(sampler);
    }
    await new Promise((r) => setTimeout(r, 2000));
    duringOrders = { sampled, hits, orders, refused };
    console.log(`  during orders: ${hits} of ${sampled} sampled pages from the cache; ${orders} orders placed, ${refused} refused`);
  } finally {
    clearInterval(timer);
    stopServer(server);
    await new Promise((r) => setTimeout(r, 1500));
  }

  // 4. 10,000 distinct pages on an empty cache with a cap below what they take: the cap holds, and memory
  console.log(`\n== page cache: ${opts.growthPages.toLocaleString('en')} distinct pages, CACHE_MAX_MB=${opts.growthCapMb}`);
  rmSync(cacheDir, { recursive: true, force: true });
  server = await up({ CACHE_MAX_MB: String(opts.growthCapMb) });
  timer = sampleRss(server);
  let growth: PageCacheRun['growth'];
  try {
    const pages = await productPages(databaseUrl, opts.growthPages, 3);
    const rssBefore = rssMb(server);
    let growthPeak = rssBefore;
    const t0 = Date.now();
    const peakTimer = setInterval(() => (growthPeak = Math.max(growthPeak, rssMb(server))), 500);
    const answers = await visit(base, pages, 8);
    clearInterval(peakTimer);
    const seconds = (Date.now() - t0) / 1000;
    const failed = answers.filter((a) => a.status !== 200).length;
    if (failed) console.log(`  ${failed} pages did not answer 200`);
    const use = diskUse(cacheDir);
    growth = {
      capMb: opts.growthCapMb,
      pages: pages.length,
      seconds,
      ...use,
      rssBefore,
      rssAfter: rssMb(server),
      rssPeak: growthPeak,
    };
    console.log(
      `  ${pages.length} pages in ${seconds.toFixed(0)} s: ${(use.bytes / 2 ** 20).toFixed(1)} MB in ${use.files} files (cap ${opts.growthCapMb} MB); RSS ${rssBefore} -> ${growth.rssAfter} MB, peak ${growthPeak} MB`,
    );
  } finally {
    clearInterval(timer);
    stopServer(server);
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return { stats, serial: serialRows, duringOrders, firstDisk, growth, rssPeak };
}

/** The report block: each figure beside the static file of the same server run, and the targets of docs/benchmarks.md. */
export function pageCacheSection(run: PageCacheRun, measuredOn: string): string {
  let staticRow: Stat = run.stats[0];
  const rows = run.stats.map((s) => {
    if (s.name.startsWith('static file')) staticRow = s;
    return `| ${s.name} | ${s.rps.toFixed(1)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${(s.rps / staticRow.rps).toFixed(3)} | ${(s.p95 / Math.max(staticRow.p95, 0.1)).toFixed(1)} | ${s.errors} |`;
  });
  const stat = (prefix: string) => run.stats.find((s) => s.name.startsWith(prefix))!;
  const staticOff = stat('static file (memory off)');
  const off = stat('cached pages (');
  const serialStatic = run.serial.find((s) => s.name.includes('(memory off)') && s.name.startsWith('static'))!;
  const serialCached = run.serial.find((s) => s.name.startsWith('cached product page one at a time'))!;
  const firstOne = run.serial.find((s) => s.name.startsWith('first visit'))!;
  const firsts = stat('first visits');
  const g = run.growth;
  const d = run.duringOrders;
  const fd = run.firstDisk;
  const perPage = fd.pages ? fd.bytes / fd.pages : 0;
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    '### Pages from cache at 100k products (PostgreSQL)',
    '',
    '| target | req/s | p50 ms | p95 ms | req/s ÷ static | p95 ÷ static | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| one request at a time | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...run.serial.map((s) => `| ${s.name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`),
    '',
    `- distinct already-cached product pages, in-memory copy off, ≥ 0.33 of static: ${met(off.rps / staticOff.rps >= 0.33)} (${off.rps.toFixed(0)} req/s against ${staticOff.rps.toFixed(0)} = ${(off.rps / staticOff.rps).toFixed(2)}); p95 ≤ 3 × static's: ${met(off.p95 <= 3 * staticOff.p95)} (${off.p95.toFixed(1)} ms against ${staticOff.p95.toFixed(1)} ms)`,
    `- one at a time, p95 within 3 × the static file's: ${met(serialCached.p95 <= 3 * serialStatic.p95)} (${serialCached.p95.toFixed(1)} ms against ${serialStatic.p95.toFixed(1)} ms)`,
    `- while an order arrived every second: ${d.hits} of ${d.sampled} sampled cached pages answered from the cache (${d.sampled ? ((100 * d.hits) / d.sampled).toFixed(1) : '0'}%; the ordered products' own pages are rendered again, by design); ${d.orders} orders placed, ${d.refused} refused`,
    `- first visits: one at a time p95 ≤ 40 ms: ${met(firstOne.p95 <= 40)} (p50 ${firstOne.p50.toFixed(1)} ms, p95 ${firstOne.p95.toFixed(1)} ms); at 10 connections ≥ 60 req/s and p95 ≤ 300 ms: ${met(firsts.rps >= 60 && firsts.p95 <= 300)} (${firsts.rps.toFixed(1)} req/s, p95 ${firsts.p95.toFixed(1)} ms)`,
    `- a cached product page on disk (${fd.pages.toLocaleString('en')} pages after the first visits, with the data entries their renders stored): ${(fd.bytes / 2 ** 20).toFixed(1)} MB in ${fd.files.toLocaleString('en')} files, ${(perPage / 1024).toFixed(1)} kB a page (≤ 120 kB: ${met(perPage <= 120 * 1024)})`,
    `- ${g.pages.toLocaleString('en')} distinct pages rendered and cached in ${g.seconds.toFixed(0)} s with CACHE_MAX_MB=${g.capMb}: ${(g.bytes / 2 ** 20).toFixed(1)} MB in ${g.files.toLocaleString('en')} files on disk at the end (cap holds: ${met(g.bytes <= g.capMb * 2 ** 20)}); resident size ${g.rssBefore} → ${g.rssAfter} MB, peak ${g.rssPeak} MB`,
    `- server resident size under 420 MB through these runs: ${met(run.rssPeak < 420)} (peak ${run.rssPeak} MB)`,
    '',
    measuredOn,
  ].join('\n');
}
