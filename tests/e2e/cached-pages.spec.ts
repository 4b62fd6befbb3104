import { expect, test } from './support/test';
import { ADMIN, CUSTOMER } from './accounts';
import { signIn } from './support/account-helpers';
import { formatMoney } from '../../src/lib/money';

const PRODUCT = '/product/armani-grey-carving-24x48-porcelain';
const CACHED = [
  '/',
  '/shop',
  '/shop/laminate',
  PRODUCT,
  '/categories',
  '/new-arrivals',
  '/blogs',
  '/about',
  '/faq',
  '/privacy',
  '/terms',
  '/return',
  '/contactus',
  '/measure',
  '/cart',
  '/compare',
  '/wishlist',
  '/virtualtour',
];
const LANGS = ['', '/fr', '/bn', '/ar'];

test('English stays unprefixed, other languages live under their prefix, links stay inside a language', async ({ page, request }) => {
  await page.goto('/ar/shop/laminate');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const hrefs = await page.locator('main a[href*="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const h of hrefs) expect(h).toMatch(/^\/ar\/product\//);
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // one address per page: /en/… names the plain path as its canonical address
  const en = await (await request.get('/en/about', { maxRedirects: 0 })).text();
  expect(en).toMatch(/<link rel="canonical" href="[^"]*\/about"/);
});

test('the switcher opens the same page in the other language and the cookie brings the visitor back to it', async ({ page, context }) => {
  await page.goto('/shop/laminate');
  await page
    .getByRole('button', { name: /Language/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /Français/ }).click();
  await expect(page).toHaveURL(/\/fr\/shop\/laminate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await context.cookies()).find((c) => c.name === 'LANGUAGE')?.value).toBe('fr');
  // an unprefixed address now leads to French; a crawler without the cookie gets English
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fr\/about$/);
  const crawler = await page.request.fetch('/about', { headers: { cookie: '' }, maxRedirects: 0 });
  expect(crawler.status()).toBe(200);
});

// the sitemap's languages and hreflang: tests/integration/layout.test.ts
test('every page names its four languages and x-default', async ({ page }) => {
  await page.goto('/ar' + PRODUCT);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) => Object.fromEntries(ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])));
  expect(alternates).toEqual({ en: PRODUCT, bn: `/bn${PRODUCT}`, ar: `/ar${PRODUCT}`, fr: `/fr${PRODUCT}`, 'x-default': PRODUCT });
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(`/ar${PRODUCT}`);
});

// the cached page's hash policy (no nonce) and the per-request pages' nonce: security-headers.spec.ts

test('a signed-in customer finds nothing of theirs in any cached page loaded afterwards by an anonymous visitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CUSTOMER, '/profile');
  const name = (await page.getByLabel('Name').inputValue()).trim();
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /Add to cart/i })
    .first()
    .click();
  for (const path of CACHED) for (const l of ['', '/ar']) await page.goto(l + path);
  const anonymous = await browser.newContext();
  for (const path of CACHED) {
    for (const l of ['', '/ar']) {
      const res = await anonymous.request.get(l + path, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status(), l + path).toBe(200);
      const html = await res.text();
      expect(html, l + path).not.toContain(CUSTOMER.email);
      if (name) expect(html, l + path).not.toContain(name);
    }
  }
  await anonymous.close();
});

test('a price changed in the dashboard shows on the product page, its listing and home at once, in every language', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const l of LANGS) for (const p of [PRODUCT, '/shop/tiles/carvings-tiles', '/']) await page.request.get(l + p);
  await signIn(page, ADMIN, '/dashboard/product');
  const list = await page.request.post('/api/dashboard/product.list', {
    headers: { origin: baseURL! },
    data: { q: 'Armani Grey Carving' },
  });
  const row = (await list.json()).data.rows[0] as { _id?: string; id?: string };
  const id = row.id ?? row._id;
  await page.goto(`/dashboard/product/${id}`);
  await page
    .getByRole('textbox', { name: /^Price/ })
    .first()
    .fill('999.99');
  await page.getByLabel('Sale price').fill('987.65');
  const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/product.update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  // each language writes the amount its own way (digits, separators, symbol placement)
  const shown = (l: string) => formatMoney(987.65, l.slice(1) || 'en', '$');
  for (const l of LANGS) {
    await page.goto(l + PRODUCT);
    await expect(page.getByRole('main')).toContainText(shown(l));
  }
  const home = await (await page.request.get('/ar')).text();
  const listing = await (await page.request.get('/fr/shop/tiles/carvings-tiles')).text();
  expect(home).toContain(shown('/ar'));
  expect(listing).toContain(shown('/fr'));
});

test('a path with a control character is a plain 404, in every language', async ({ request }) => {
  for (const path of ['/product/armani%00grey', '/ar/blogs/%0Aoops', '/shop/laminate%7F']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('Page not found');
  }
});
