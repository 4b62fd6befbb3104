// @ts-check
/**
 * Pages served from cache carry no per-request nonce, so their Content-Security-Policy is made from the page itself:
 * the hashes of its inline scripts (cachedPageCsp, src/lib/security/csp-policy.mjs). When Next.js answers such a page
 * (server.mjs found no fresh stored version: a first visit, or a page being refreshed), it writes the uncompressed
 * HTML into a buffer here, and the page is sent with its policy, compressed (br or gzip). The policy, the ETag and the
 * brotli body are those the cache handler stores with the page (cachedArtifacts, src/server/cache/cache-store.mjs),
 * computed once per version of the page whichever sees it first.
 */
import zlib from 'node:zlib';
import { cachedArtifacts } from './cache-store.mjs';

/** @param {string | undefined} header @returns {'br' | 'gzip' | 'identity'} */
export function preferredEncoding(header) {
  const h = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(h)) return 'br';
  if (/\bgzip\b/.test(h)) return 'gzip';
  return 'identity';
}

/** @param {Buffer} body @param {string} encoding */
function compress(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return body;
}

/**
 * The policy, ETag and body to send for a cached page's HTML.
 * @param {Buffer} html @param {string} encoding @param {{ https?: boolean }} [options]
 */
export function pageAnswer(html, encoding, options = {}) {
  const art = cachedArtifacts(html, options);
  return { csp: art.csp, etag: art.etag, body: encoding === 'br' ? art.br : compress(html, encoding) };
}

/**
 * Lets `handle` (Next.js) answer `req` into a buffer instead of the socket; `finish(status, body)` then sends it
 * (the response's own writeHead/write/end are back in place when it runs).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {(status: number, body: Buffer) => void} finish
 */
export function captureAnswer(req, res, handle, finish) {
  /** @type {Buffer[]} */
  const chunks = [];
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let status = 200;
  /** @type {any} */ (res).writeHead = (/** @type {number} */ code, /** @type {any[]} */ ...rest) => {
    status = code;
    const headers = rest.find((r) => r && typeof r === 'object');
    if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, /** @type {any} */ (v));
    return res;
  };
  /** @param {any} chunk @param {any} [enc] */
  const collect = (chunk, enc) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === 'string' ? /** @type {BufferEncoding} */ (enc) : 'utf8'),
    );
  };
  /** @type {any} */ (res).write = (/** @type {any} */ chunk, /** @type {any} */ enc, /** @type {any} */ cb) => {
    collect(chunk, enc);
    if (typeof enc === 'function') enc();
    else if (typeof cb === 'function') cb();
    return true;
  };
  /** @type {any} */ (res).end = (/** @type {any} */ chunk, /** @type {any} */ enc) => {
    collect(chunk, enc);
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    finish(status, Buffer.concat(chunks));
    return res;
  };
  return handle(req, res);
}

/**
 * Lets `handle` (Next.js) answer `req` into a buffer, then sends it with the page's policy, compressed.
 * Answers that are not HTML, or that already have a policy, are sent as they came.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ https?: boolean }} [options]
 */
export function answerWithPageCsp(req, res, handle, options = {}) {
  // a HEAD gets no body from Next.js: nothing to make a policy from, nothing to keep
  if (req.method === 'HEAD') return handle(req, res);
  const encoding = preferredEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
  // Next.js must write plain HTML for the hashes to be computed
  delete req.headers['accept-encoding'];
  return captureAnswer(req, res, handle, (status, html) => {
    const type = String(res.getHeader('content-type') ?? '');
    const already = res.hasHeader('content-security-policy');
    if (!type.startsWith('text/html') || already || res.hasHeader('content-encoding')) {
      res.setHeader('content-length', html.length);
      res.writeHead(status);
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    const answer = pageAnswer(html, encoding, options);
    res.setHeader('content-security-policy', answer.csp);
    res.setHeader('etag', answer.etag);
    res.setHeader('vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', answer.body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
}

/**
 * Lets `handle` (Next.js) answer a JSON API request into a buffer and sends it compressed as the client asked;
 * `onAnswer` sees what was sent (to remember it).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {(status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer) => void} onAnswer
 */
export function answerCompressed(req, res, handle, onAnswer) {
  const encoding = preferredEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
  delete req.headers['accept-encoding'];
  return captureAnswer(req, res, handle, (status, plain) => {
    const body = res.hasHeader('content-encoding') ? plain : compress(plain, encoding);
    if (!res.hasHeader('content-encoding') && encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-length', body.length);
    onAnswer(status, res.getHeaders(), body);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
