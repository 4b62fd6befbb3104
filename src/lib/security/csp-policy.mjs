/**
 * The Content-Security-Policy of every page (docs/architecture.md, "Content-Security-Policy"). Plain JavaScript
 * because server.mjs uses it too, outside the bundle; types in csp-policy.d.mts.
 *
 * Two forms of script-src:
 * - pages rendered per request (dashboard, account, checkout...): src/proxy.ts builds it with a fresh nonce; Next.js
 *   puts the nonce on its own scripts, and what they load is allowed ('strict-dynamic').
 * - pages rendered once and served from cache cannot carry a per-request nonce: their policy lists the SHA-256
 *   hashes of exactly the inline scripts of that page (cachedPageCsp, computed from the cached HTML by server.mjs)
 *   and 'self' for our script files. An inline script injected into the page matches no hash and does not run.
 * Both forms allow the hashes of our own fixed inline scripts (OWN_INLINE_SCRIPTS in src/lib/inline-scripts.mjs).
 * No 'unsafe-inline' / 'unsafe-eval' for scripts (eval only in `next dev`).
 * - style-src: 'unsafe-inline' because React renders `style` attributes (Recharts, the 360 viewer, Radix
 *   positioning, Tailwind arbitrary values) and sonner/Tiptap inject <style> elements; a nonce in style-src would
 *   disable 'unsafe-inline'. Styles cannot run code, scripts stay nonce-only.
 * - img-src: our own pictures, data:/blob: (the 360 viewer's textures, image previews) and any https image, since
 *   rich text (blog, pages) may show pictures from other sites; an image cannot run script.
 * - form-action: our own routes and the payment gateways' hosted pages (a server action's redirect after a plain
 *   form post, e.g. "Pay now" before hydration, is checked against form-action).
 * - Analytics hosts only for the trackers whose id is set in settings.
 */

import { createHash } from 'node:crypto';
import { OWN_INLINE_SCRIPTS } from '../inline-scripts.mjs';

/** Request header that hands the CSP nonce to server components (our own inline scripts). */
export const NONCE_HEADER = 'x-nonce';

/** The trackers a page may load: the page names them in this meta tag (root layout), the policy allows their hosts. */
export const TRACKERS_META = 'floorshop-trackers';

/** @type {readonly string[]} */
export const TRACKERS = ['googleAnalytics', 'facebookPixel', 'messenger'];

/** Hosted payment pages the browser is sent to: each gateway's `hosts` (src/server/payments/gateways.ts; a test keeps the two equal). */
export const PAYMENT_PAGE_HOSTS = [
  'https://checkout.stripe.com',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://securepay.sslcommerz.com',
  'https://sandbox.sslcommerz.com',
];

/** What each tracker loads, per directive (Google tag: gtag.js, collect beacons; Meta: fbevents.js, /tr pixel, chat plugin). */
export const TRACKER_HOSTS = {
  googleAnalytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    'img-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  },
  facebookPixel: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://connect.facebook.net', 'https://www.facebook.com'],
    'img-src': ['https://www.facebook.com'],
  },
  messenger: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://connect.facebook.net', 'https://www.facebook.com'],
    'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
  },
};

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** CSP source of a script's text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const OWN_HASHES = OWN_INLINE_SCRIPTS.map(scriptHash);

/** @param {import('./csp-policy.d.mts').CspOptions} options */
export function buildCsp({ nonce, hashes, trackers = [], dev = false, https = false }) {
  /** @param {string} d */
  const hosts = (d) => [...new Set(trackers.flatMap((t) => TRACKER_HOSTS[t]?.[d] ?? []))];
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...OWN_HASHES]
    : ["'self'", ...new Set([...OWN_HASHES, ...(hashes ?? [])])];
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, ...(dev ? ["'unsafe-eval'"] : []), ...hosts('script-src')],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(dev ? ['ws:'] : []), ...hosts('connect-src')],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...hosts('frame-src')],
    ['frame-ancestors', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...PAYMENT_PAGE_HOSTS],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The nonce of a CSP header value (what Next.js itself reads), or null. */
export function nonceOf(csp) {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const TRACKERS_TAG = new RegExp(`<meta name="${TRACKERS_META}" content="([^"]*)"`);

/**
 * The policy of a page served from cache, read off its HTML: the hashes of its inline scripts (JSON-LD and other
 * non-JavaScript blocks are not scripts and need none) and the trackers its meta tag names.
 */
export function cachedPageCsp(html, { dev = false, https = false } = {}) {
  const hashes = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = attrs.match(/\stype="([^"]*)"/i)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    hashes.push(scriptHash(m[2]));
  }
  const named = html.match(TRACKERS_TAG)?.[1] ?? '';
  const trackers = named.split(/\s+/).filter((t) => TRACKERS.includes(t));
  return buildCsp({ hashes, trackers, dev, https });
}
