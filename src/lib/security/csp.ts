/**
 * The Content-Security-Policy of every page (issue 11 §3), built per request by src/proxy.ts with a fresh nonce.
 *
 * - script-src: only scripts carrying the request's nonce (Next.js puts it on its own scripts when it finds the
 *   nonce in the request's CSP header) and what they load ('strict-dynamic'); the host list and 'self' are the
 *   fallback of browsers without 'strict-dynamic'. No 'unsafe-inline' / 'unsafe-eval' (eval only in `next dev`).
 * - style-src: 'unsafe-inline' because React renders `style` attributes (Recharts, the 360 viewer, Radix
 *   positioning, Tailwind arbitrary values) and sonner/Tiptap inject <style> elements; a nonce in style-src would
 *   disable 'unsafe-inline'. Styles cannot run code, scripts stay nonce-only.
 * - img-src: our own pictures, data:/blob: (the 360 viewer's textures, image previews) and any https image, since
 *   rich text (blog, pages) may show pictures from other sites; an image cannot run script.
 * - form-action: our own routes and the payment gateways' hosted pages (a server action's redirect after a plain
 *   form post, e.g. "Pay now" before hydration, is checked against form-action).
 * - Analytics hosts only for the trackers whose id is set in settings.
 */

/** Request header that hands the CSP nonce to server components (our own inline scripts). */
export const NONCE_HEADER = 'x-nonce';

export type Tracker = 'googleAnalytics' | 'facebookPixel' | 'messenger';

export interface CspOptions {
  nonce: string;
  /** trackers configured in settings (their hosts are allowed) */
  trackers?: readonly Tracker[];
  /** `next dev` needs eval (React's call stacks) and a websocket for hot reload */
  dev?: boolean;
  /** https sites upgrade stray http sub-resources */
  https?: boolean;
}

/** Hosted payment pages the browser is sent to (Stripe Checkout, PayPal approval, SSLCommerz gateway). */
export const PAYMENT_PAGE_HOSTS = [
  'https://checkout.stripe.com',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://securepay.sslcommerz.com',
  'https://sandbox.sslcommerz.com',
] as const;

type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';

/** What each tracker loads, per directive (Google tag: gtag.js, collect beacons; Meta: fbevents.js, /tr pixel, chat plugin). */
export const TRACKER_HOSTS: Record<Tracker, Partial<Record<Directive, readonly string[]>>> = {
  googleAnalytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
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
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp({ nonce, trackers = [], dev = false, https = false }: CspOptions): string {
  const hosts = (d: Directive) => [...new Set(trackers.flatMap((t) => TRACKER_HOSTS[t][d] ?? []))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : []), ...hosts('script-src')],
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
    ...(https ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The nonce of a CSP header value (what Next.js itself reads), or null. */
export function nonceOf(csp: string | null | undefined): string | null {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}
