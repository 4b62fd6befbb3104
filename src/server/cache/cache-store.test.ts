import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPageCsp } from '@/lib/security/csp-policy.mjs';
import { createCacheStore, pageKey, storeKey } from './cache-store.mjs';
import { createDiskStore } from './disk-store.mjs';
import { decodeEntry, encodeEntry, readHead } from './entry-codec.mjs';
import { createTagManifest, entryState } from './tag-manifest.mjs';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'floorshop-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** a page as Next.js hands it to the handler: HTML, the RSC payload, and the same payload again as its `_full` segment */
function page(text: string, tags = ['catalogue:product:oak'], status = 200) {
  const rsc = Buffer.from(`0:{"a":"${text.repeat(40)}"}`);
  const html = `<!DOCTYPE html><html><head><script>self.__next_f.push([1,"${text}"])</script></head><body>${`<p>${text}</p>`.repeat(3000)}</body></html>`;
  return {
    kind: 'APP_PAGE',
    html,
    rscData: rsc,
    status,
    headers: { 'x-next-cache-tags': tags.join(','), 'x-nextjs-stale-time': '300' },
    segmentData: new Map([
      ['/_full', rsc],
      ['/_tree', Buffer.from('tree')],
    ]),
    postponed: undefined,
  };
}
const fetchValue = (body: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: 3600,
});
const PAGE_KEY = '/route-cache/APP_PAGE/0a1b/$/en/product/oak';
const pageCtx = { cacheControl: { revalidate: 3600, expire: 31536000 } };

describe('entry codec', () => {
  it('round-trips a page, stores its HTML as the brotli body a browser is sent, and keeps the repeated payload once', async () => {
    const value = page('oak');
    const buf = await encodeEntry({ value, lastModified: 5, tags: ['t'], cacheControl: pageCtx.cacheControl });
    const decoded = decodeEntry(buf)!;
    expect(decoded.value.html).toBe(value.html);
    expect(decoded.value.rscData.equals(value.rscData)).toBe(true);
    expect([...decoded.value.segmentData.entries()].map(([k, v]) => [k, v.toString()])).toEqual([
      ['/_full', value.rscData.toString()],
      ['/_tree', 'tree'],
    ]);
    const { head } = readHead(buf)!;
    expect(head.page?.csp).toBe(cachedPageCsp(value.html));
    expect(head.page?.etag).toMatch(/^"[\w-]{22}"$/);
    expect(head.blobs.find((b) => b.name === 'seg:/_full')?.same).toBe('rsc');
    // compressed, and the payload not stored twice: a fraction of what Next.js writes uncompressed
    expect(buf.length).toBeLessThan((value.html.length + 2 * value.rscData.length) / 4);
  });

  it('round-trips a cached read and a route answer', async () => {
    const read = fetchValue({ name: 'Oak', n: 1 });
    expect(decodeEntry(await encodeEntry({ value: read, lastModified: 1, tags: [] }))!.value).toEqual(read);
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'.repeat(2000)), headers: { 'content-type': 'text/plain' }, status: 200 };
    const back = decodeEntry(await encodeEntry({ value: route, lastModified: 1, tags: [] }))!.value;
    expect(back.body.toString()).toBe(route.body.toString());
    expect(back.headers).toEqual(route.headers);
  });

  it('compresses the blobs of an entry being stored off the event loop: other work runs while they are compressed', async () => {
    // compressed in the event loop, nothing else could run before encodeEntry settled; in the thread pool, a callback
    // queued after the call runs first
    const rscData = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `row ${i} ${(i * 7919) % 104729};`).join(''));
    const value = { ...page('oak'), rscData, segmentData: new Map([['/_tree', Buffer.from('tree')]]) };
    const order: string[] = [];
    const encoding = encodeEntry({ value, lastModified: 1, tags: [] }).then((buf) => {
      order.push('encoded');
      return buf;
    });
    setImmediate(() => order.push('event loop free'));
    const buf = await encoding;
    expect(order).toEqual(['event loop free', 'encoded']);
    expect(decodeEntry(buf)!.value.rscData.equals(rscData)).toBe(true);
    expect(readHead(buf)!.head.blobs.find((b) => b.name === 'rsc')?.enc).toBe('br');
  });

  it('refuses what is not an entry', () => {
    expect(decodeEntry(Buffer.from('hello world'))).toBeNull();
  });
});

describe('tag manifest', () => {
  it('expires an entry when a tag expired after it was written, marks it stale when a tag was marked stale', () => {
    const times = new Map([
      ['a', { expired: 100 }],
      ['b', { stale: 100, expired: 500 }],
    ]);
    const at = (tag: string) => times.get(tag);
    expect(entryState(['a'], 50, at, 200)).toBe('expired');
    expect(entryState(['a'], 150, at, 200)).toBe('fresh');
    expect(entryState(['b'], 50, at, 200)).toBe('stale');
    expect(entryState(['b'], 50, at, 600)).toBe('expired');
    expect(entryState(['c'], 50, at, 600)).toBe('fresh');
  });

  it('remembers expired tags across a restart, and compacts its log', () => {
    const dir = tmp();
    let t = 1_000;
    const first = createTagManifest({ dir, now: () => t });
    first.revalidate(['catalogue:product:oak'], { expire: 0 });
    for (let i = 0; i < 3000; i++) first.revalidate(['settings'], { expire: 0 });
    t = 2_000;
    const second = createTagManifest({ dir, now: () => t });
    expect(second.state(['catalogue:product:oak'], 500)).toBe('expired');
    expect(second.state(['catalogue:product:oak'], 1_500)).toBe('fresh');
    expect(second.size()).toBe(2);
    // 3,001 lines were written; the log was rewritten as a snapshot on the way
    expect(statSync(path.join(dir, 'tags.log')).size).toBeLessThan(3000 * 30);
  });
});

describe('disk store', () => {
  it('holds its cap by removing the least recently used entries, and finds them again after a restart', async () => {
    const dir = tmp();
    const store = createDiskStore({ dir, buildId: 'b1', maxBytes: 10_000 });
    for (let i = 0; i < 5; i++) store.set(`k${i}`, Buffer.alloc(3_000, i));
    // k0 and k1 went to make room; reading k2 makes k3 the least recently used
    expect(await store.get('k0')).toBeNull();
    expect(await store.get('k2')).not.toBeNull();
    store.set('k5', Buffer.alloc(3_000, 5));
    expect(await store.get('k3')).toBeNull();
    expect(store.stats()).toMatchObject({ entries: 3, bytes: 9_000 });
    const reopened = createDiskStore({ dir, buildId: 'b1', maxBytes: 10_000 });
    expect((await reopened.get('k5'))?.[0]).toBe(5);
    expect(reopened.stats().bytes).toBe(9_000);
  });

  it('removes the entries of other builds when it opens', () => {
    const dir = tmp();
    createDiskStore({ dir, buildId: 'old', maxBytes: 10_000 }).set('k', Buffer.from('x'));
    createDiskStore({ dir, buildId: 'new', maxBytes: 10_000 });
    expect(readdirSync(dir)).toEqual(['new']);
  });
});

describe('cache store', () => {
  const make = (over: Partial<Parameters<typeof createCacheStore>[0]> = {}) =>
    createCacheStore({ buildId: 'b1', dir: tmp(), maxBytes: 50 * 2 ** 20, ...over });

  it('keys a page by its address', () => {
    expect(storeKey(PAGE_KEY)).toBe('page:/en/product/oak');
    expect(pageKey('en', '/product/oak')).toBe('page:/en/product/oak');
    expect(pageKey('ar', '/')).toBe('page:/ar');
    expect(storeKey('abc123')).toBe('abc123');
  });

  for (const memoryBytes of [0, 2 ** 20]) {
    it(`answers a page until one of its tags expires (memory in front: ${memoryBytes > 0})`, async () => {
      const store = make({ memoryBytes });
      expect(await store.page(pageKey('en', '/product/oak'))).toBeNull();
      await store.set(PAGE_KEY, page('oak', ['catalogue:product:oak', 'settings']), pageCtx);
      await store.flush();
      const answer = (await store.page(pageKey('en', '/product/oak')))!;
      expect(zlib.brotliDecompressSync(answer.br).toString()).toBe(page('oak').html);
      expect(answer.page.csp).toContain("script-src 'self' 'sha256-");
      expect(((await store.get(PAGE_KEY, { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(page('oak').html);
      // another product's write leaves it; its own expires it
      await store.revalidateTag('catalogue:product:walnut', { expire: 0 });
      expect(await store.page(pageKey('en', '/product/oak'))).not.toBeNull();
      await new Promise((r) => setTimeout(r, 2));
      await store.revalidateTag('catalogue:product:oak', { expire: 0 });
      expect(await store.page(pageKey('en', '/product/oak'))).toBeNull();
      expect(await store.get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
    });
  }

  it('never stores a page that is not a 200 (an unknown address)', async () => {
    const store = make();
    await store.set('/route-cache/APP_PAGE/0a1b/$/en/product/no-such', page('x', [], 404), pageCtx);
    expect(await store.get('/route-cache/APP_PAGE/0a1b/$/en/product/no-such', { kind: 'APP_PAGE' })).toBeNull();
    expect(store.stats().disk?.entries).toBe(0);
  });

  it('does not keep a read that began before one of its tags expired', async () => {
    let t = 10_000;
    const store = make({ now: () => t });
    const ctx = { kind: 'FETCH', tags: ['catalogue:product:oak'], softTags: [] };
    expect(await store.get('read-oak', ctx)).toBeNull(); // the render starts: a miss at 10,000
    t = 10_050;
    await store.revalidateTag('catalogue:product:oak', { expire: 0 }); // a write lands meanwhile
    t = 10_100;
    await store.set('read-oak', fetchValue({ price: 'old' }), { fetchCache: true, tags: ['catalogue:product:oak'] });
    expect(await store.get('read-oak', ctx)).toBeNull();
    // the next render (its miss after the write) is kept
    t = 10_200;
    await store.set('read-oak', fetchValue({ price: 'new' }), { fetchCache: true, tags: ['catalogue:product:oak'] });
    expect((await store.get('read-oak', ctx))?.value).toEqual(fetchValue({ price: 'new' }));
  });

  it('expires cached reads by the tags of the page that reads them (softTags) too', async () => {
    const store = make();
    await store.set('read-settings', fetchValue({ name: 'shop' }), { fetchCache: true, tags: ['settings'] });
    await new Promise((r) => setTimeout(r, 2));
    await store.revalidateTag('_N_T_/en/about', { expire: 0 });
    expect(await store.get('read-settings', { kind: 'FETCH', tags: ['settings'], softTags: ['_N_T_/en/shop'] })).not.toBeNull();
    expect(await store.get('read-settings', { kind: 'FETCH', tags: ['settings'], softTags: ['_N_T_/en/about'] })).toBeNull();
  });

  it('keeps what it held after a restart, and forgets everything when cleared', async () => {
    const dir = tmp();
    const first = createCacheStore({ buildId: 'b1', dir });
    await first.set(PAGE_KEY, page('oak'), pageCtx);
    await first.flush();
    await first.revalidateTag('catalogue:product:walnut', { expire: 0 });
    const second = createCacheStore({ buildId: 'b1', dir });
    expect(await second.page(pageKey('en', '/product/oak'))).not.toBeNull();
    await second.clear();
    expect(await second.page(pageKey('en', '/product/oak'))).toBeNull();
    expect(await createCacheStore({ buildId: 'b1', dir }).page(pageKey('en', '/product/oak'))).toBeNull();
  });

  it('stores an entry after set() has returned, answering reads from the queue meanwhile unless one of its tags expired', async () => {
    const dir = tmp();
    const store = createCacheStore({ buildId: 'b1', dir });
    const ctx = { kind: 'FETCH', tags: ['catalogue:product:oak'], softTags: ['_N_T_/en/product/oak'] };
    await store.set('read-oak', fetchValue({ price: 1 }), { fetchCache: true, tags: ['catalogue:product:oak'] });
    // nothing encoded or written yet: Next.js sends the page it waited for set() to store without waiting for that
    expect(store.stats().disk?.entries).toBe(0);
    expect((await store.get('read-oak', ctx))?.value).toEqual(fetchValue({ price: 1 }));
    await store.flush();
    expect(store.stats().disk?.entries).toBe(1);
    expect((await createCacheStore({ buildId: 'b1', dir }).get('read-oak', ctx))?.value).toEqual(fetchValue({ price: 1 }));

    // an expiry between set() and the write (nothing in between lets the write run): of another product, the read is
    // answered and written; of its own tag, neither; of the page reading it (a soft tag), that page gets no answer
    // and the read is written for the pages that did not expire
    for (const [tag, answered, written] of [
      ['catalogue:product:walnut', true, 1],
      ['catalogue:product:oak', false, 0],
      ['_N_T_/en/product/oak', false, 1],
    ] as const) {
      let t = 50_000;
      const other = createCacheStore({ buildId: 'b2', dir: tmp(), now: () => t });
      await other.set('read-oak', fetchValue({ price: 2 }), { fetchCache: true, tags: ['catalogue:product:oak'] });
      t = 50_010;
      await other.revalidateTag(tag, { expire: 0 });
      t = 50_020;
      expect(Boolean(await other.get('read-oak', ctx)), tag).toBe(answered);
      await other.flush();
      expect(other.stats().disk?.entries, tag).toBe(written);
    }
  });

  it('makes an answer wait for its own entry while many are waiting to be stored', async () => {
    const store = make();
    // one set() after another with no turn of the event loop between them: the first ones only queue their entries;
    // once more than a few wait, set() returns only when its entry (and those before it) is stored
    for (let i = 0; i < 12; i++) await store.set(`read-${i}`, fetchValue({ i }), { fetchCache: true, tags: [] });
    expect(store.stats().disk?.entries).toBeGreaterThanOrEqual(9);
    await store.flush();
    expect(store.stats().disk?.entries).toBe(12);
  });

  it('answers a stale entry once more with a time that makes Next.js refresh it, and sends no page for it', async () => {
    const store = make();
    await store.set(PAGE_KEY, page('oak'), pageCtx);
    await new Promise((r) => setTimeout(r, 2));
    await store.revalidateTag('catalogue:product:oak', { expire: 3600 });
    const got = await store.get(PAGE_KEY, { kind: 'APP_PAGE' });
    expect(got).not.toBeNull();
    expect(got!.lastModified).toBeLessThan(Date.now() - 3600 * 1000);
    expect(await store.page(pageKey('en', '/product/oak'))).toBeNull();
  });
});
