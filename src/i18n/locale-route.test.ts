import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX } from '@/domain/content/blog-forms';
import { PRODUCT_SLUG_MAX } from '@/domain/catalogue/product-form';
import { CACHED_PAGES, LOCALE_IDS, LONGEST_SEGMENT, localizedPath, routeRequest } from './locale-route.mjs';
import { LOCALES } from './locales';

const q = (s = '') => new URLSearchParams(s);

describe('routeRequest', () => {
  it('serves English at the unprefixed paths and the other languages under their prefix', () => {
    expect(routeRequest('/', q(), undefined)).toEqual({ kind: 'page', locale: 'en', path: '/', cached: true });
    expect(routeRequest('/ar/product/oak', q(), undefined)).toEqual({ kind: 'page', locale: 'ar', path: '/product/oak', cached: true });
    expect(routeRequest('/fr', q(), 'fr')).toEqual({ kind: 'page', locale: 'fr', path: '/', cached: true });
  });

  it('serves /en/… as English (Next.js renders through it) and sends a cookie language to its prefix (GET only); crawlers without it get English', () => {
    expect(routeRequest('/en/shop/laminate', q(), 'ar')).toEqual({ kind: 'page', locale: 'en', path: '/shop/laminate', cached: true });
    expect(routeRequest('/shop/laminate', q(), 'bn')).toEqual({ kind: 'redirect', location: '/bn/shop/laminate', status: 307 });
    expect(routeRequest('/', q(), 'ar')).toEqual({ kind: 'redirect', location: '/ar', status: 307 });
    expect(routeRequest('/checkout', q(), 'ar', 'POST')).toMatchObject({ kind: 'page', locale: 'en' });
    expect(routeRequest('/shop', q(), 'xx')).toMatchObject({ kind: 'page', locale: 'en' });
  });

  it('keeps the dashboard and the API unprefixed; the dashboard speaks the cookie language', () => {
    expect(routeRequest('/dashboard/orders', q(), 'fr')).toEqual({ kind: 'page', locale: 'fr', path: '/dashboard/orders', cached: false });
    expect(routeRequest('/ar/dashboard', q(), 'ar')).toEqual({ kind: 'redirect', location: '/dashboard', status: 308 });
    expect(routeRequest('/api/home/settings', q(), 'ar')).toEqual({ kind: 'pass' });
    expect(routeRequest('/ar/api/home/settings', q(), 'ar')).toMatchObject({ kind: 'redirect', location: '/api/home/settings' });
    expect(routeRequest('/sitemap.xml', q(), 'ar')).toEqual({ kind: 'pass' });
  });

  it('serves listings with a query per request, ignores campaign tags, and hides the per-request copies', () => {
    expect(routeRequest('/ar/shop/laminate', q('color=grey'), 'ar')).toEqual({
      kind: 'page',
      locale: 'ar',
      path: '/filtered/shop/laminate',
      cached: false,
    });
    expect(routeRequest('/blogs', q('page=2'), undefined)).toEqual({ kind: 'page', locale: 'en', path: '/filtered/blogs', cached: false });
    expect(routeRequest('/shop/laminate', q('utm_source=news'), undefined)).toMatchObject({ path: '/shop/laminate', cached: true });
    expect(routeRequest('/filtered/shop', q(), undefined)).toMatchObject({ path: '/404', cached: false });
    expect(routeRequest('/search', q('q=oak'), undefined)).toMatchObject({ cached: false });
  });

  it('answers 404 to a path with a control character, before any page reads it', () => {
    for (const p of ['/product/oak%00', '/ar/product/%0Aoak', '/blogs/a%7Fb', '/shop/x\u0000'])
      expect(routeRequest(p, q(), undefined)).toMatchObject({ kind: 'page', path: '/404', cached: false });
    expect(routeRequest('/product/oak%20plank', q(), undefined)).toMatchObject({ path: '/product/oak%20plank' });
  });

  it('answers 404 to a segment longer than any slug, before it becomes a cache tag or a file name', () => {
    const long = 'a'.repeat(LONGEST_SEGMENT + 1);
    for (const p of [`/product/${long}`, `/ar/shop/${long}`, `/blogs/${long}`, `/360/${long}/index.html`])
      expect(routeRequest(p, q(), undefined)).toMatchObject({ kind: 'page', path: '/404', cached: false });
    // the longest slug a page can have (a blog post's) still reaches its page
    expect(routeRequest(`/blogs/${'a'.repeat(BLOG_SLUG_MAX)}`, q(), undefined)).toMatchObject({ cached: true });
    expect(LONGEST_SEGMENT).toBeGreaterThanOrEqual(Math.max(BLOG_SLUG_MAX, PRODUCT_SLUG_MAX));
  });

  it('builds localized paths', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/shop/tiles', 'fr')).toBe('/fr/shop/tiles');
  });

  it('names the same languages as locales.ts', () => {
    expect([...LOCALE_IDS]).toEqual(LOCALES.map((l) => l.id));
  });
});

/** Every page file under src/app/[locale], as the path the router serves it at (groups dropped). */
function pages(dir: string, route = ''): { file: string; route: string }[] {
  const out: { file: string; route: string }[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...pages(p, name.startsWith('(') ? route : `${route}/${name}`));
    else if (name === 'page.tsx') out.push({ file: p, route: route || '/' });
  }
  return out;
}

describe('the pages and the proxy agree on what is served from cache', () => {
  const ROOT = path.join(import.meta.dirname, '..', 'app', '[locale]');
  const sample = (route: string) =>
    route
      .replace(/\[\[\.\.\.\w+\]\]/, 'laminate')
      .replace(/\[\.\.\.\w+\]/, 'x/y')
      .replace(/\[\w+\]/g, 'some-name');
  it.each(pages(ROOT).filter((p) => !p.route.startsWith('/dashboard')))('$route', ({ file, route }) => {
    const text = readFileSync(file, 'utf8');
    const declared = text.match(/export const dynamic = '([\w-]+)'/)?.[1];
    const cached = CACHED_PAGES.some((re) => re.test(sample(route)));
    // a cached page must never be rendered with a request's nonce; a per-request page must never be cached
    expect(declared, `${route} declares no dynamic`).toBeDefined();
    expect(declared === 'error', `${route}: dynamic = '${declared}' but the proxy says cached = ${cached}`).toBe(cached);
    // the page takes its language from the URL (itself, or through the shared content-page helper)
    if (cached) expect(text).toMatch(/pageLocale\(params\)|richPage\('/);
  });
});
