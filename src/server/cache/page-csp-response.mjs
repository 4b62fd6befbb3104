// @ts-check
/**
 * Pages served from cache carry no per-request nonce, so their Content-Security-Policy is made from the page itself:
 * the hashes of its inline scripts (cachedPageCsp, src/lib/security/csp-policy.mjs). server.mjs sends such a page's
 * answer through here: Next.js writes the uncompressed HTML into a buffer, the policy is computed from it, and the
 * page is sent compressed (br or gzip). The compressed body and the policy of a page are kept per version of the
 * page (its ETag or, without one, its content hash), so a page served from cache is hashed and compressed once.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { cachedPageCsp } from '../../lib/security/csp-policy.mjs';

/** versions of pages kept (compressed bodies and policies); a page is about 30-60 kB compressed */
const MAX_VERSIONS = 400;
/** @type {Map<string, { csp: string; bodies: Map<string, Buffer> }>} */
const versions = new Map();

/** @param {string | undefined} header */
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
 * The policy and the body to send for a cached page's HTML.
 * @param {Buffer} html @param {string} encoding @param {{ https?: boolean }} [options]
 */
export function pageAnswer(html, encoding, options = {}) {
  const key = createHash('sha1').update(html).digest('base64');
  let v = versions.get(key);
  if (!v) {
    v = { csp: cachedPageCsp(html.toString('utf8'), { https: options.https }), bodies: new Map() };
    versions.set(key, v);
    if (versions.size > MAX_VERSIONS) versions.delete(/** @type {string} */ (versions.keys().next().value));
  }
  let body = v.bodies.get(encoding);
  if (!body) {
    body = compress(html, encoding);
    v.bodies.set(encoding, body);
  }
  return { csp: v.csp, body };
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
 * @param {{ https?: boolean; onAnswer?: (status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer) => void }} [options]
 */
export function answerWithPageCsp(req, res, handle, options = {}) {
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
    res.setHeader('vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', answer.body.length);
    options.onAnswer?.(status, res.getHeaders(), answer.body);
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

/** Headers that belong to one connection or one moment, never replayed. */
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers of an answer worth replaying. @param {import('node:http').OutgoingHttpHeaders} headers */
export function replayableHeaders(headers) {
  /** @type {Record<string, string | string[] | number>} */
  const out = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP.has(k.toLowerCase())) out[k] = v;
  return out;
}
