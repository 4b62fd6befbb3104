// @ts-check
/**
 * `npm start`: the production server. Next.js answers every request; pages served from cache (src/i18n/locale-route.mjs,
 * CACHED_PAGES) go through answerWithPageCsp, which gives each its Content-Security-Policy made from the page's own
 * inline scripts and sends it compressed (docs/architecture.md, "Content-Security-Policy"). PORT and HOST as in
 * `next start`.
 */
import http from 'node:http';
import next from 'next';
import { routeRequest } from './src/i18n/locale-route.mjs';
import { answerWithPageCsp } from './src/server/cache/page-csp-response.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const https = (process.env.NEXTAUTH_URL ?? '').startsWith('https://');

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** @param {string | undefined} header @param {string} name */
function cookie(header, name) {
  const m = (header ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m?.[1];
}

http
  .createServer((req, res) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !req.headers['next-router-prefetch']) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const route = routeRequest(url.pathname, url.searchParams, cookie(req.headers.cookie, 'LANGUAGE'), req.method);
      if (route.kind === 'page' && route.cached) return answerWithPageCsp(req, res, handle, { https });
    }
    return handle(req, res);
  })
  .listen(port, hostname, () => console.log(`floorshop ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
