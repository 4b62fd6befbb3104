import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

// The analytics hosts in the Content-Security-Policy (the rest of the policy: security-headers.spec.ts). It changes the
// script settings of the whole shop, so it is one of the serial specs (playwright.config.ts).

test('the analytics hosts are allowed only while their id is set in settings', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/dashboard');
  const save = (script: Record<string, string>) =>
    page.evaluate(async (body) => {
      const res = await fetch('/api/dashboard/settings.updateScript', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, script);
  const empty = { googleSiteVerificationId: '', facebookAppId: '', googleAnalyticsId: '', facebookPixelId: '', messengerPageId: '' };
  try {
    expect(await save({ ...empty, googleAnalyticsId: 'G-E2ETEST1' })).toBe(200);
    const withGa = (await page.request.get('/')).headers()['content-security-policy'];
    expect(withGa).toContain('https://www.googletagmanager.com');
    expect(withGa).toContain('https://*.google-analytics.com');
    expect(withGa).not.toContain('facebook');
    expect(await save({ ...empty, facebookPixelId: '1234567890' })).toBe(200);
    const withPixel = (await page.request.get('/')).headers()['content-security-policy'];
    expect(withPixel).toContain('https://connect.facebook.net');
    expect(withPixel).not.toContain('googletagmanager');
  } finally {
    expect(await save(empty)).toBe(200);
  }
  expect((await page.request.get('/')).headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook/);
});
