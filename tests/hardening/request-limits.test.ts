import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, bodyLimit } from '@/lib/body-limits.mjs';
import { startFreshApp, type AppInstance } from './support/app';

/*
 * Request bodies are read as they arrive and given up past their limit (docs/operations.md, "Request sizes"), end to
 * end through server.mjs: a client streaming 50 MB without Content-Length gets 413 long before it has sent it all; a
 * declared length over an address's limit is refused at once with that address's own answer, and one within it is
 * let through to the address's handler.
 */
const FIFTY_MB = 50 * 1024 * 1024;

/** Streams up to 50 MB in 64 kB chunks (chunked, no Content-Length) until the server answers; what it sent and got. */
function streamHugeBody(url: string, origin: string): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin, 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      },
    );
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < FIFTY_MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    // writes before the connection would only pile up in this process: start once the socket is open
    req.on('socket', (socket) => (socket.connecting ? socket.once('connect', pump) : pump()));
    req.flushHeaders();
  });
}

describe('request body limits, and renders at once', () => {
  let app: AppInstance;
  beforeAll(async () => {
    // one render at a time and two waiting (docs/operations.md, "Renders at once"): the limits of the gate are seen
    app = await startFreshApp({ port: 3523, prefix: 'limits', env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '2' } });
  }, 300_000);
  afterAll(() => app?.stop());

  it('a 50 MB dashboard body is refused with 413 after about its 1 MB limit, not read whole', { timeout: 120_000 }, async () => {
    const { status, sent } = await streamHugeBody(`${app.url}/api/dashboard/coupon.list`, app.url);
    expect(status).toBe(413);
    // the answer came while the client was still sending: far less than 50 MB went out
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('a declared 50 MB body (a server action on a page) is refused before it is read', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${app.url}/checkout`,
        { method: 'POST', headers: { 'content-length': String(FIFTY_MB), 'next-action': 'x', origin: app.url } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(res).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a 50 MB webhook body is refused the same way', { timeout: 120_000 }, async () => {
    const { status, sent } = await streamHugeBody(`${app.url}/api/payments/stripe/webhook`, app.url);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  /** POSTs a declared `length` (sending its first kB, or all of it) and answers the status and body the server gave. */
  const declared = (path: string, length: number, sendAll = false) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${app.url}${path}`,
        {
          method: 'POST',
          headers: { 'content-length': String(length), 'content-type': 'multipart/form-data; boundary=x', origin: app.url },
        },
        (r) => {
          let body = '';
          r.setEncoding('utf8');
          r.on('data', (c) => (body += c));
          r.on('end', () => {
            resolve({ status: r.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      if (sendAll) req.end(Buffer.alloc(length, 0x61));
      else req.write(Buffer.alloc(1024, 0x61));
    });

  it('one table of limits: each address refuses a larger declared body at once with its own answer', { timeout: 120_000 }, async () => {
    for (const limit of [...BODY_LIMITS, DEFAULT_BODY_LIMIT]) {
      const path = {
        upload: '/api/dashboard/upload',
        review: '/api/reviews',
        import: '/api/dashboard/products/import',
        'payment notification': '/api/payments/stripe/webhook',
        'dashboard call': '/api/dashboard/coupon.list',
        notification: '/api/notification',
        wishlist: '/api/home/wishlist',
        form: '/checkout',
      }[limit.name]!;
      expect(bodyLimit(path)).toBe(limit);
      const over = await declared(path, limit.bytes + 1);
      expect(over.status, path).toBe(413);
      expect(JSON.parse(over.body), path).toEqual(limit.refusal);
    }
  });

  it('an address with a broken escape is refused with 400 and a plain message, not a 500', async () => {
    for (const path of ['/%E0%A4%A', '/product/%E0%A4%A', '/dashboard/product/%E0%A4%A/stock', '/api/home/product_search/%ZZ']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('this address is not valid');
    }
    // an escape that reads is served as before
    expect((await fetch(`${app.url}/product/%6E%6F-such-floor`)).status).toBe(404);
  });

  it(
    'a review with three 3.4 MB photos and a 12 MB import are within their limits and reach their handlers',
    { timeout: 120_000 },
    async () => {
      // the handlers answer for themselves (the review's body is no form; a guest may not import): not a 413
      const review = await declared('/api/reviews', Math.round(3 * 3.4 * 1024 * 1024), true);
      expect(review.status).not.toBe(413);
      const imported = await declared('/api/dashboard/products/import', 12 * 1024 * 1024);
      expect(imported.status).not.toBe(413);
    },
  );

  it(
    'renders beyond the slots and the queue are answered 503 with Retry-After; cached pages and files never wait',
    { timeout: 120_000 },
    async () => {
      const cached = `${app.url}/about`;
      expect((await fetch(cached)).status).toBe(200);
      // twelve distinct filtered listings at once: one renders, two wait, the others are turned away at once
      const burst = Array.from({ length: 12 }, (_, i) => fetch(`${app.url}/shop?min=${i + 1}&sort=price-asc`));
      const meanwhile = await Promise.all([fetch(cached), fetch(`${app.url}/brand/logo.svg`)]);
      expect(meanwhile.map((r) => r.status)).toEqual([200, 200]);
      const answers = await Promise.all(burst);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
      const busy = answers.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      for (const r of busy) expect(r.headers.get('retry-after')).toBe('5');
      // the slots are freed: the next render is answered
      expect((await fetch(`${app.url}/shop?min=99&sort=price-asc`)).status).toBe(200);
      // visitors who give up free their turn too, at once and while waiting (one rendering, two queued when they leave,
      // and the next visitor comes straight after): none of the slots and none of the places in the queue is lost
      const gaveUp = Array.from({ length: 3 }, (_, i) => {
        const stop = new AbortController();
        setTimeout(() => stop.abort(), i === 0 ? 5 : 60);
        return fetch(`${app.url}/shop?min=${200 + i}&sort=price-asc`, { signal: stop.signal }).catch(() => null);
      });
      await Promise.all(gaveUp);
      for (let i = 0; i < 3; i++) expect((await fetch(`${app.url}/shop?min=${300 + i}&sort=price-asc`)).status).toBe(200);
    },
  );

  it(
    'keeps an idle kept-alive connection open past 5 s, so a client reusing it gets an answer, not a reset',
    { timeout: 60_000 },
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const req = http.get(`${app.url}/robots.txt`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          });
          req.on('error', reject);
        });
      try {
        expect(await get()).toEqual({ status: 200, reused: false });
        // Node's default closes an idle connection after 5 s: the agent would then open a new one
        await new Promise((r) => setTimeout(r, 6_000));
        expect(await get()).toEqual({ status: 200, reused: true });
      } finally {
        agent.destroy();
      }
    },
  );
});
