// @ts-check
/**
 * `npm start`: the production server. Next.js answers every request; pages served from cache (CACHED_PAGES in
 * src/i18n/locale-route.mjs) go through answerWithPageCsp, which gives each its Content-Security-Policy made from the
 * page's own inline scripts and sends it compressed, and their answers are remembered and replayed without entering
 * Next.js while current (src/server/cache/page-memo.mjs; docs/architecture.md, "Pages from cache"). PORT and HOST as
 * in `next start`.
 */
import http from 'node:http';
import Redis from 'ioredis';
import next from 'next';
import { randomBytes } from 'node:crypto';
import { routeRequest } from './src/i18n/locale-route.mjs';
import { CLIENT_ADDRESS_HEADER, clientAddress, parseTrustedProxies } from './src/lib/client-address.mjs';
import { answerCompressed, answerWithPageCsp, preferredEncoding, replayableHeaders } from './src/server/cache/page-csp-response.mjs';
import { currentGeneration, generationKey, recall, remember } from './src/server/cache/page-memo.mjs';
import { siteIsHttps } from './src/lib/site-url.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const https = siteIsHttps();
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
// proves to the app (same process) that the client-address header was set here, not sent by a client
const clientSecret = randomBytes(18).toString('base64url');
/** @type {typeof globalThis & { __floorshopClientSecret?: string }} */ (globalThis).__floorshopClientSecret = clientSecret;

// with several instances the page generation is shared in Redis (every write moves it, see page-memo.mjs)
const redis = process.env.REDIS_URL
  ? new Redis(process.env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (n) => Math.min(n * 200, 2000),
    })
  : null;
redis?.on('error', () => {});
const GENERATION_KEY = generationKey(process.env.REDIS_PREFIX || 'floorshop:');

const generation = () => currentGeneration(redis ? () => redis.get(GENERATION_KEY) : null);

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

/**
 * Replays the answer remembered under `key` in `store` while the generation is current; otherwise lets `answer` have
 * Next.js answer and remembers what it sent when `keep` says so (page-memo.mjs).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} key @param {'entries' | 'searches'} store
 * @param {(onAnswer: (status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => void) => unknown} answer
 * @param {(status: number, headers: http.OutgoingHttpHeaders) => boolean} keep
 */
async function replayOrAnswer(req, res, key, store, answer, keep) {
  const gen = await generation();
  const known = gen === null ? undefined : recall(key, gen, Date.now(), store);
  if (known) {
    res.writeHead(known.status, known.headers);
    res.end(req.method === 'HEAD' ? undefined : known.body);
    return;
  }
  answer((status, headers, body) => {
    if (gen !== null && keep(status, headers))
      remember(key, { generation: gen, at: Date.now(), status, headers: replayableHeaders(headers), body }, store);
  });
}

const encodingOf = (/** @type {http.IncomingMessage} */ req) =>
  preferredEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));

/** A page served from cache; only an answer Next.js gave from its cache, current when this request began, is kept. */
const cachedPage = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {string} */ path) =>
  replayOrAnswer(
    req,
    res,
    `${path}|${encodingOf(req)}`,
    'entries',
    (onAnswer) => answerWithPageCsp(req, res, handle, { https, onAnswer }),
    (status, headers) => status === 200 && headers['x-nextjs-cache'] === 'HIT',
  );

/** The header search: every keystroke asks it; the same query is answered from memory while the store is unchanged. */
const SEARCH_PATH = '/api/home/product_search';

/**
 * A search answer, kept apart from the pages (a bounded store of its own, so a flood of distinct queries evicts no
 * page). A read that failed answers an empty list without no-store: that one is not kept.
 */
const searchAnswer = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {URL} */ url) =>
  replayOrAnswer(
    req,
    res,
    `${(url.searchParams.get('q') ?? '').trim().toLowerCase().slice(0, 200)}|${encodingOf(req)}`,
    'searches',
    (onAnswer) => answerCompressed(req, res, handle, onAnswer),
    (status, headers) => status === 200 && String(headers['cache-control'] ?? '').includes('no-store'),
  );

/**
 * No request of the shop carries more than an image upload (8 MB and its form fields): a larger declared body is
 * refused before anything reads it (docs/operations.md, "Throttles"). Bodies without a length are limited where
 * they are read (readBodyBytes in src/server/http.ts).
 */
const MAX_REQUEST_BODY = 9 * 1024 * 1024;

http
  .createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BODY) {
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Request body too large');
      req.destroy();
      return;
    }
    req.headers[CLIENT_ADDRESS_HEADER] =
      `${clientSecret} ${clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)}`;
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !req.headers['next-router-prefetch']) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === SEARCH_PATH) {
        searchAnswer(req, res, url).catch((err) => {
          console.error('[server] search answer failed:', err);
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
      const route = routeRequest(url.pathname, url.searchParams, cookie(req.headers.cookie, 'LANGUAGE'), req.method);
      if (route.kind === 'page' && route.cached) {
        cachedPage(req, res, `${route.locale}${route.path}`).catch((err) => {
          console.error('[server] cached page failed:', err);
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
    }
    handle(req, res);
  })
  .listen(port, hostname, () => console.log(`floorshop ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
