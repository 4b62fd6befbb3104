// @ts-check
/** The languages (src/i18n/locales.ts holds their names and flags; a unit test keeps the two lists equal). */
export const LOCALE_IDS = /** @type {const} */ (['en', 'bn', 'ar', 'fr']);
const DEFAULT_LOCALE = 'en';
/** @param {unknown} v @returns {v is 'en' | 'bn' | 'ar' | 'fr'} */
const isLocale = (v) => LOCALE_IDS.includes(/** @type {never} */ (v));

/**
 * Languages in the URL (docs/architecture.md, "Languages in the URL"), as pure rules for src/proxy.ts:
 * English at the unprefixed paths, the other languages under /fr, /bn and /ar. Every page lives under
 * src/app/[locale]; the proxy rewrites an unprefixed path to /en/… inside the server. Plain JavaScript because
 * server.mjs uses the same rules (types in locale-route.d.mts).
 */

/** The path in a language: /shop in Arabic is /ar/shop, in English /shop. */
/** @param {string} path @param {string} locale */
export function localizedPath(path, locale) {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path names and the path without it. */
/** @param {string} pathname */
export function splitLocale(pathname) {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  return { locale: null, rest: pathname };
}

/** Query parameters that change nothing on the page (campaign tags): a listing with only these is still served from cache. */
const IGNORED_PARAMS = /^(utm_\w+|fbclid|gclid|msclkid|ref)$/;

/** @param {URLSearchParams} search */
function hasQuery(search) {
  for (const key of search.keys()) if (!IGNORED_PARAMS.test(key)) return true;
  return false;
}

/**
 * Pages rendered once per language and served from cache (their page.tsx says `dynamic = 'error'`; a unit test keeps
 * this list and the page files in step). Everything else is rendered per request and gets a nonce CSP.
 */
export const CACHED_PAGES = [
  /^\/$/,
  /^\/shop(\/[^/]+){0,2}$/,
  /^\/product\/[^/]+$/,
  /^\/categories$/,
  /^\/new-arrivals$/,
  /^\/blogs$/,
  /^\/blogs\/[^/]+$/,
  /^\/(about|faq|privacy|terms|return|contactus|measure|cart|compare|wishlist|virtualtour)$/,
  /^\/360\/[^/]+\/index\.html$/,
];

/** Listings whose query (filters, sort, page, blog category) is rendered per request, under src/app/[locale]/(store)/filtered. */
const FILTERABLE = /^\/(shop(\/[^/]+){0,2}|blogs)$/;
export const FILTERED_PREFIX = '/filtered';

/** Control characters in a path, raw or percent-encoded. */
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/**
 * The longest path segment any page can have: a slug (the longest are blog posts', BLOG_SLUG_MAX in
 * src/domain/content/blog-forms.ts). A longer one names no page; it is answered 404 before it becomes a cache tag.
 */
export const LONGEST_SEGMENT = 200;

/** Files served at the root for every language (src/app/robots.ts, sitemap.ts). */
const ROOT_FILES = /^\/(robots\.txt|sitemap\.xml)$/;

/**
 * What the proxy does with a request for `pathname?search`, given the LANGUAGE cookie.
 * - /en/… is served as English too (Next.js itself asks for the rewritten /en/… address when it renders a page in
 *   the background, so it must not redirect); its canonical link names the unprefixed address;
 * - an unprefixed page asked for by a visitor whose cookie names another language goes to that language (search
 *   engines send no cookie and get English); the dashboard stays unprefixed and speaks the cookie's language;
 * - a listing with a query goes to its per-request copy; /filtered/… asked for directly is a 404.
 */
/**
 * @param {string} pathname @param {URLSearchParams} search @param {string | undefined} cookieLocale @param {string} [method]
 * @returns {import('./locale-route.d.mts').RouteDecision}
 */
export function routeRequest(pathname, search, cookieLocale, method = 'GET') {
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_next/') || ROOT_FILES.test(pathname))
    return { kind: 'pass' };
  // a control character (NUL, newline…) names no page: a plain 404, never a database error in the log
  if (CONTROL.test(pathname) || pathname.split('/').some((segment) => segment.length > LONGEST_SEGMENT))
    return { kind: 'page', locale: DEFAULT_LOCALE, path: '/404', cached: false };
  const { locale: named, rest } = splitLocale(pathname);
  const query = search.toString();
  const withQuery = (/** @type {string} */ p) => (query ? `${p}?${query}` : p);
  const dashboard = rest === '/dashboard' || rest.startsWith('/dashboard/');

  if (named && (dashboard || rest.startsWith('/api/'))) return { kind: 'redirect', location: withQuery(rest), status: 308 };
  const chosen = isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  if (!named && !dashboard && chosen !== DEFAULT_LOCALE && (method === 'GET' || method === 'HEAD')) {
    return { kind: 'redirect', location: withQuery(localizedPath(pathname, chosen)), status: 307 };
  }
  const locale = named ?? (dashboard ? chosen : DEFAULT_LOCALE);

  if (rest === FILTERED_PREFIX || rest.startsWith(`${FILTERED_PREFIX}/`)) return { kind: 'page', locale, path: '/404', cached: false };
  if (FILTERABLE.test(rest) && hasQuery(search)) return { kind: 'page', locale, path: `${FILTERED_PREFIX}${rest}`, cached: false };
  return { kind: 'page', locale, path: rest, cached: CACHED_PAGES.some((p) => p.test(rest)) };
}
