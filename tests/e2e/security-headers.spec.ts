import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/dashboard', '/api/home/settings']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
    // HSTS only on an https site (this run is plain http)
    expect(h['strict-transport-security'], path).toBeUndefined();
    expect(h['x-powered-by'], path).toBeUndefined();
  }
});

// a dashboard action from another site is refused before it runs: tests/integration/csrf.test.ts

/** Signs the admin in (a slower machine than signIn's 5 s allows: these tests load many pages). */
async function signInAdmin(page: Page) {
  await signIn(page, ADMIN, '/dashboard');
}

/** Every CSP refusal the page meets: the DOM event (seen from the page) and Chromium's console report. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (?:load|execute|apply|connect|frame)/i.test(m.text()))
      seen.push(`console: ${m.text().slice(0, 300)}`);
  });
  await page.exposeFunction('__reportCsp', (v: string) => seen.push(`event: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}

/** The policy's common parts: no inline script that is not ours, no eval, framing and forms kept to the shop. */
function expectStrictPolicy(csp: string, path: string) {
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(scriptSrc, path).not.toContain("'unsafe-eval'");
  for (const d of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp, path).toContain(d);
  // no tracker is configured in the seeded shop: none of their hosts is allowed
  expect(csp, path).not.toMatch(/googletagmanager|google-analytics|facebook/);
  return scriptSrc;
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/\ssrc=/.test(m[1]) && !/type="application\/(?:ld\+)?json"/.test(m[1]),
  );

test('pages rendered per request carry a nonce-based policy and every script of theirs has the nonce', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/signin', '/search?q=oak', '/shop/laminate?sort=price', '/checkout']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const csp = res.headers()['content-security-policy'];
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    expect(expectStrictPolicy(csp, path), path).toContain("'strict-dynamic'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
    expect(scripts.length, path).toBeGreaterThan(0);
    // our own colour-scheme script is allowed by its hash; every other script carries the nonce
    for (const tag of scripts) if (tag !== '<script>') expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size, 'a fresh nonce per response').toBe(4);
  // static build output is not run through the proxy (no per-request work for assets)
  const asset = await request.get('/brand/logo.svg');
  expect(asset.headers()['content-security-policy']).toBeUndefined();
});

test('pages served from cache carry a policy with the hash of each of their inline scripts and no nonce', async ({ request }) => {
  for (const path of ['/', '/shop/laminate', '/ar/product/armani-grey-carving-24x48-porcelain', '/360/calacatta-gold/index.html']) {
    await request.get(path);
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    if (path.includes('/product/')) expect(res.headers()['x-nextjs-cache'], path).toBe('HIT');
    const csp = res.headers()['content-security-policy'];
    const scriptSrc = expectStrictPolicy(csp, path);
    expect(csp, path).not.toContain('nonce-');
    const html = await res.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const [, , text] of scripts) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
});

// the analytics hosts allowed while their id is set: analytics-csp.spec.ts (it changes a setting, so it runs serially)

test('storefront, 360 viewer and checkout run without a single CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await page.goto('/shop/laminate');
  await page.goto('/product/armani-grey-carving-24x48-porcelain');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
  await page.goto('/360/calacatta-gold/index.html');
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 20_000 });
  await page.goto('/checkout');
  await expect(page.getByLabel('Full name').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the dashboard (charts, rich-text editor) runs without a single CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await signInAdmin(page);
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/dashboard/blogs/create');
  const editor = page.locator('.ProseMirror').first();
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.click();
  await page.keyboard.type('Oak floors');
  await page.goto('/dashboard/product/create');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
