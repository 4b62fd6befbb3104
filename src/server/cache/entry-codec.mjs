// @ts-check
/**
 * One stored form for every entry of the Next.js cache (pages served from cache, route answers, the data cache of
 * cached reads), on disk and in Redis alike (docs/architecture.md, "Pages from cache"):
 *
 *   "FSC1" | uint32 length of the head | head (JSON) | blob | blob | …
 *
 * The head holds what Next.js stored beside the bodies (kind, status, headers, cache control, the tags) and where
 * each blob lies. Bodies are stored compressed (brotli), once: a page's HTML blob is exactly the body sent to a
 * browser that accepts br, and its head carries the page's Content-Security-Policy (the hashes of its inline
 * scripts) and ETag, so a page served from cache costs no hashing or compression per request. A blob equal to an
 * earlier one (Next.js keeps the page's RSC payload twice, as `.rsc` and as its `_full` segment) is stored once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cachedPageCsp } from '../../lib/security/csp-policy.mjs';

const MAGIC = Buffer.from('FSC1');
/** bodies shorter than this are stored as they are (compressing them gains nothing) */
const COMPRESS_FROM = 512;

/** @param {Buffer} body @param {number} quality */
const brotliOptions = (body, quality) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** @param {Buffer} body @param {number} [quality] */
export function brotli(body, quality = 5) {
  return zlib.brotliCompressSync(body, brotliOptions(body, quality));
}

const brotliCompressAsync = promisify(zlib.brotliCompress);

/**
 * brotli(), run in libuv's thread pool: the blobs of an entry being stored (a page's RSC payload and segments, cached
 * reads) are compressed on another core while the event loop serves the next request (docs/benchmarks.md, "Where a
 * first render's time goes").
 * @param {Buffer} body @param {number} [quality] @returns {Promise<Buffer>}
 */
export function brotliOffThread(body, quality = 5) {
  return brotliCompressAsync(body, brotliOptions(body, quality));
}

/** @param {Buffer} body */
export const unbrotli = (body) => zlib.brotliDecompressSync(body);

/**
 * What a browser is sent for a page: its policy, its ETag and its HTML compressed with brotli.
 * @param {Buffer} html @param {{ https?: boolean; hash?: string }} [options] hash: the HTML's SHA-1 (base64url) if known
 */
export function pageArtifacts(html, options = {}) {
  const hash = options.hash ?? createHash('sha1').update(html).digest('base64url');
  return {
    csp: cachedPageCsp(html.toString('utf8'), { https: options.https }),
    etag: `"${hash.slice(0, 22)}"`,
    hash,
    br: brotli(html),
  };
}

/**
 * @typedef {{ name: string; offset: number; length: number; enc: 'br' | 'raw'; same?: string }} BlobRef
 * @typedef {{
 *   v: 1;
 *   kind: string;
 *   lastModified: number;
 *   tags: string[];
 *   cacheControl?: { revalidate: number | false; expire?: number };
 *   value?: unknown;
 *   page?: { csp: string; etag: string; hash: string; length: number };
 *   blobs: BlobRef[];
 * }} EntryHead
 */

/** JSON that keeps Buffers and Maps (the parts of a value that are not stored as blobs). */
function toJson(/** @type {unknown} */ value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buf: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return v;
  });
}

/** @param {string} text */
function fromJson(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.$buf === 'string') return Buffer.from(v.$buf, 'base64');
      if (Array.isArray(v.$map)) return new Map(v.$map);
    }
    return v;
  });
}

/** @param {unknown} body */
const asBuffer = (body) => (Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : String(body ?? '')));

/**
 * Encodes an entry Next.js hands to its cache handler (`value` as given to `set`). The page's HTML comes compressed
 * with its artifacts (pageArtifacts); the other blobs are compressed off the event loop (brotliOffThread).
 * @param {{ value: any; lastModified: number; tags: string[]; cacheControl?: EntryHead['cacheControl'] }} entry
 * @param {{ https?: boolean; artifacts?: ReturnType<typeof pageArtifacts> }} [options]
 * @returns {Promise<Buffer>}
 */
export async function encodeEntry({ value, lastModified, tags, cacheControl }, options = {}) {
  /** @type {{ name: string; body: Buffer | Promise<Buffer>; enc: 'br' | 'raw' }[]} */
  const parts = [];
  const add = (/** @type {string} */ name, /** @type {Buffer} */ body, /** @type {Buffer} */ [compressed] = []) => {
    if (compressed) parts.push({ name, body: compressed, enc: 'br' });
    else if (body.length >= COMPRESS_FROM) parts.push({ name, body: brotliOffThread(body), enc: 'br' });
    else parts.push({ name, body, enc: 'raw' });
  };
  /** @type {EntryHead} */
  const head = { v: 1, kind: value?.kind ?? 'NONE', lastModified, tags, ...(cacheControl ? { cacheControl } : {}), blobs: [] };
  /** identical bodies are stored once: the first one's name by the body's hash */
  const seen = new Map();
  const addOnce = (/** @type {string} */ name, /** @type {Buffer} */ body) => {
    const key = createHash('sha1').update(body).digest('base64');
    const first = seen.get(key);
    if (first) head.blobs.push({ name, offset: 0, length: 0, enc: 'raw', same: first });
    else {
      seen.set(key, name);
      add(name, body);
    }
  };
  if (value?.kind === 'APP_PAGE') {
    const { html, rscData, segmentData, ...rest } = value;
    const htmlBody = asBuffer(html);
    head.value = { ...rest, segmentPaths: segmentData ? [...segmentData.keys()] : undefined };
    if (rest.status === undefined || rest.status === 200) {
      const art = options.artifacts ?? pageArtifacts(htmlBody, options);
      head.page = { csp: art.csp, etag: art.etag, hash: art.hash, length: htmlBody.length };
      add('html', htmlBody, [art.br]);
    } else add('html', htmlBody);
    if (rscData) addOnce('rsc', asBuffer(rscData));
    for (const [path, body] of segmentData ?? []) addOnce(`seg:${path}`, asBuffer(body));
  } else if (value?.kind === 'APP_ROUTE') {
    const { body, ...rest } = value;
    head.value = rest;
    add('body', asBuffer(body));
  } else {
    add('value', Buffer.from(toJson(value)));
  }
  const bodies = await Promise.all(parts.map((p) => p.body));
  let offset = 0;
  const blobRefs = head.blobs;
  parts.forEach((part, i) => {
    const at = blobRefs.findIndex((b) => b.name === part.name);
    const ref = { name: part.name, offset, length: bodies[i].length, enc: part.enc };
    if (at >= 0) blobRefs[at] = ref;
    else blobRefs.push(ref);
    offset += bodies[i].length;
  });
  const headBytes = Buffer.from(JSON.stringify(head));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(headBytes.length);
  return Buffer.concat([MAGIC, size, headBytes, ...bodies]);
}

/**
 * The head of an encoded entry, and where its blobs start; null for anything that is not one.
 * @param {Buffer} buf @returns {{ head: EntryHead; start: number } | null}
 */
export function readHead(buf) {
  if (buf.length < 8 || !buf.subarray(0, 4).equals(MAGIC)) return null;
  const length = buf.readUInt32BE(4);
  if (8 + length > buf.length) return null;
  try {
    return { head: JSON.parse(buf.subarray(8, 8 + length).toString('utf8')), start: 8 + length };
  } catch {
    return null;
  }
}

/**
 * A blob as stored (compressed when `enc` is br), or undefined.
 * @param {Buffer} buf @param {{ head: EntryHead; start: number }} parsed @param {string} name
 * @returns {{ body: Buffer; enc: 'br' | 'raw' } | undefined}
 */
export function storedBlob(buf, parsed, name) {
  let ref = parsed.head.blobs.find((b) => b.name === name);
  if (ref?.same) ref = parsed.head.blobs.find((b) => b.name === ref?.same);
  if (!ref) return undefined;
  return { body: buf.subarray(parsed.start + ref.offset, parsed.start + ref.offset + ref.length), enc: ref.enc };
}

/** A blob's plain bytes. @param {Buffer} buf @param {{ head: EntryHead; start: number }} parsed @param {string} name */
export function plainBlob(buf, parsed, name) {
  const blob = storedBlob(buf, parsed, name);
  if (!blob) return undefined;
  return blob.enc === 'br' ? unbrotli(blob.body) : Buffer.from(blob.body);
}

/**
 * The value Next.js stored, rebuilt from an encoded entry (what the cache handler's `get` returns as `value`).
 * @param {Buffer} buf @returns {{ head: EntryHead; value: any } | null}
 */
export function decodeEntry(buf) {
  const parsed = readHead(buf);
  if (!parsed) return null;
  const { head } = parsed;
  if (head.kind === 'APP_PAGE') {
    const { segmentPaths, ...rest } = /** @type {any} */ (head.value ?? {});
    /** @type {Map<string, Buffer> | undefined} */
    let segmentData;
    if (Array.isArray(segmentPaths)) {
      segmentData = new Map();
      for (const path of segmentPaths) {
        const body = plainBlob(buf, parsed, `seg:${path}`);
        if (body) segmentData.set(path, body);
      }
    }
    return {
      head,
      value: {
        ...rest,
        kind: 'APP_PAGE',
        html: plainBlob(buf, parsed, 'html')?.toString('utf8') ?? '',
        rscData: plainBlob(buf, parsed, 'rsc'),
        segmentData,
      },
    };
  }
  if (head.kind === 'APP_ROUTE')
    return { head, value: { .../** @type {any} */ (head.value), kind: 'APP_ROUTE', body: plainBlob(buf, parsed, 'body') } };
  const raw = plainBlob(buf, parsed, 'value');
  return { head, value: raw ? fromJson(raw.toString('utf8')) : null };
}
