import { expect, test } from '@playwright/test';

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/dashboard', '/api/home/settings']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(h['x-powered-by'], path).toBeUndefined();
  }
});

test('a dashboard action from another site is refused before it runs', async ({ request }) => {
  const res = await request.post('/api/dashboard/product.create', { data: { name: 'x' }, headers: { origin: 'https://evil.example' } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ ok: false, error: 'forbidden' });
});
