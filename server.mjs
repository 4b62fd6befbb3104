// @ts-check
/**
 * `npm start`: the production server (docs/architecture.md, "Pages from cache"). Next.js answers every request but
 * these:
 * - a page served from cache (CACHED_PAGES in src/i18n/locale-route.mjs) whose stored version is fresh is answered
 *   here from the shop's cache store (src/server/cache/cache-store.mjs): the compressed body, policy and ETag were made
 *   when the page was stored, so the answer costs a read and a write. Otherwise Next.js answers (renders it, or serves
 *   the stale version while it refreshes) through answerWithPageCsp, which gives the page its Content-Security-Policy
 *   made from its own inline scripts and sends it compressed;
 * - the header search's answers are kept for a few seconds per query (search-memo.mjs).
 * Page renders and searches Next.js runs wait for one of a few slots (src/lib/render-gate.mjs); answers from the cache
 * never wait.
 * PORT and HOST as in `next start`.
 */
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import next from 'next';
import { randomBytes } from 'node:crypto';
import { routeRequest } from './src/i18n/locale-route.mjs';
import { bodyLimit } from './src/lib/body-limits.mjs';
import { createRenderGate, renderGateOptions } from './src/lib/render-gate.mjs';
import { CLIENT_ADDRESS_HEADER, clientAddress, parseTrustedProxies } from './src/lib/client-address.mjs';
import { securityHeaders } from './src/lib/security/security-headers.mjs';
import { siteIsHttps } from './src/lib/site-url.mjs';
import { startConfigProblems } from './src/lib/start-config.mjs';
import { cacheStore, pageKey } from './src/server/cache/cache-store.mjs';
import { answerCompressed, answerWithPageCsp, preferredEncoding } from './src/server/cache/page-csp-response.mjs';
import { createSearchMemo, searchMemoKey } from './src/server/cache/search-memo.mjs';

// production on PostgreSQL without its secret or public address would stop at its first request: stop before listening
const problems = startConfigProblems();
if (problems.length) {
  for (const p of problems) console.error(`\n[floorshop] cannot start: ${p}`);
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
// the embedded database is a local shop whose demo passwords were just printed: this machine only unless HOST says
// otherwise (HOST=0.0.0.0 opens it to the network); on PostgreSQL, a deployment, every interface
const hostname = process.env.HOST || (process.env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
const https = siteIsHttps();
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
// proves to the app (same process) that the client-address header was set here, not sent by a client
const clientSecret = randomBytes(18).toString('base64url');
/** @type {typeof globalThis & { __floorshopClientSecret?: string }} */ (globalThis).__floorshopClientSecret = clientSecret;

const store = cacheStore();
const renders = createRenderGate(renderGateOptions(process.env, os.availableParallelism()));
const searches = createSearchMemo(store);
const SECURITY = securityHeaders({ https });

// Next.js builds the URLs it compares rewrites with from this name (not where we listen): with the name the proxy's
// request URLs carry, a rewrite stays inside the process instead of being fetched over HTTP as an external one
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** @param {string | undefined} header @param {string} name */
function cookie(header, name) {
  const m = (header ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m?.[1];
}

/** @param {{ revalidate?: number | false; expire?: number } | undefined} cc Next.js's Cache-Control of a page from cache */
function cacheControlHeader(cc) {
  const revalidate = typeof cc?.revalidate === 'number' ? cc.revalidate : 31536000;
  const expire = cc?.expire;
  return `s-maxage=${revalidate}${expire !== undefined && revalidate < expire ? `, stale-while-revalidate=${expire - revalidate}` : ''}`;
}

/** gzip bodies of recent page versions, for the rare client without brotli (by ETag) */
const gzipped = new Map();
/** @param {string} etag @param {Buffer} br */
function gzipOf(etag, br) {
  let body = gzipped.get(etag);
  if (!body) {
    body = zlib.gzipSync(zlib.brotliDecompressSync(br), { level: 6 });
    gzipped.set(etag, body);
    if (gzipped.size > 50) gzipped.delete(gzipped.keys().next().value);
  }
  return body;
}

/**
 * Sends a page from the store as Next.js would have (headers, policy, ETag), compressed as the client accepts.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {NonNullable<Awaited<ReturnType<typeof store.page>>>} found
 */
function sendStoredPage(req, res, found) {
  const { page, br, cacheControl } = found;
  for (const h of SECURITY) res.setHeader(h.key, h.value);
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('cache-control', cacheControlHeader(cacheControl));
  res.setHeader('etag', page.etag);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', page.csp);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = preferredEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
  const body = encoding === 'br' ? br : encoding === 'gzip' ? gzipOf(page.etag, br) : zlib.brotliDecompressSync(br);
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Runs `render` once a render slot is free, and frees it when the answer is done (sent or abandoned); with the queue
 * full, answers 503 at once.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {() => unknown} render
 */
async function inTurn(req, res, render) {
  // a visitor who left: the connection is closed, or its end was read (its 'close' event may still be to come)
  const gone = () => res.destroyed || req.socket.destroyed || req.socket.readableEnded;
  const leave = await renders.enter(gone);
  if (leave === 'gone') return;
  if (leave === 'busy') {
    res
      .writeHead(503, { 'retry-after': '5', 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' })
      .end('Busy, try again in a few seconds.');
    return;
  }
  // a visitor who left while waiting: their turn is over at once (their 'close' may have come before this listener)
  if (res.closed || !res.socket || gone()) {
    leave();
    return;
  }
  res.once('close', leave);
  try {
    await render();
  } catch (err) {
    leave();
    throw err;
  }
}

/** A page served from cache: from the store while its version is fresh, else from Next.js. */
async function cachedPage(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {string} */ key) {
  const found = await store.page(key);
  if (found) sendStoredPage(req, res, found);
  else await inTurn(req, res, () => answerWithPageCsp(req, res, handle, { https }));
}

/** The header search: every keystroke asks it; the same query is answered from memory while no product changed. */
const SEARCH_PATH = '/api/home/product_search';
/** a path naming a file (an extension), never a page */
const FILE = /\.[\w-]+$/;

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url */
async function searchAnswer(req, res, url) {
  const key = searchMemoKey(url.searchParams, preferredEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding'])));
  const known = await searches.recall(key);
  if (known) {
    res.writeHead(known.status, known.headers);
    res.end(req.method === 'HEAD' ? undefined : known.body);
    return;
  }
  const asked = Date.now();
  await inTurn(req, res, () =>
    answerCompressed(req, res, handle, (status, headers, body) => {
      // a read that failed answers an empty list without no-store: that one is not kept; nor an answer without its body
      if (req.method === 'GET' && status === 200 && String(headers['cache-control'] ?? '').includes('no-store'))
        searches.remember(key, { status, headers, body }, asked);
    }),
  );
}

/** @param {http.ServerResponse} res @param {(err: unknown) => void} [log] */
const failed = (res, log) => (/** @type {unknown} */ err) => {
  (log ?? ((e) => console.error('[server] answer failed:', e)))(err);
  if (!res.headersSent) res.writeHead(500).end();
};

/** Whether an address's path reads as text: a broken escape ("%E0%A4%A") would fail in the router as a 500. */
const readablePath = (/** @type {string} */ pathname) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!readablePath(url.pathname)) {
    res
      .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end('Bad request: this address is not valid. Check the link, or go to the home page.');
    return;
  }
  // a declared body over what its address takes is refused before anything reads it, as its handler would refuse
  // it (docs/operations.md, "Request sizes")
  const limit = bodyLimit(url.pathname);
  if (Number(req.headers['content-length'] ?? 0) > limit.bytes) {
    res
      .writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
      .end(JSON.stringify(limit.refusal));
    req.destroy();
    return;
  }
  req.headers[CLIENT_ADDRESS_HEADER] =
    `${clientSecret} ${clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)}`;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const plain = !req.headers.rsc && !req.headers['next-router-prefetch'];
    if (plain && url.pathname === SEARCH_PATH) {
      searchAnswer(req, res, url).catch(failed(res));
      return;
    }
    const route = routeRequest(url.pathname, url.searchParams, cookie(req.headers.cookie, 'LANGUAGE'), req.method);
    if (plain && route.kind === 'page' && route.cached) {
      cachedPage(req, res, pageKey(route.locale, route.path)).catch(failed(res));
      return;
    }
    // any other page (a filtered listing, the cart, a navigation's RSC payload) is a render: it waits its turn; files
    // (pictures, the tours' pages, translations) do not
    if (route.kind === 'page' && !FILE.test(url.pathname)) {
      inTurn(req, res, () => handle(req, res)).catch(failed(res));
      return;
    }
  }
  handle(req, res);
});
// an idle kept-alive connection stays open longer than clients and proxies keep theirs (load balancers commonly 60 s):
// with Node's 5 s, a client reusing the connection as the server closed it got a reset (docs/operations.md)
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () =>
  console.log(`floorshop ready on http://${hostname === '0.0.0.0' || hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`),
);
