import { chromium } from 'playwright';
const BASE = 'http://127.0.0.1:3931';
const OUT = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [vw, vh, tag] of [[1280, 900, 'desktop'], [390, 844, 'phone']]) {
  for (const lang of ['en', 'ar']) {
    const prefix = lang === 'en' ? '' : '/ar';
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, isMobile: tag === 'phone', hasTouch: tag === 'phone' });
    const page = await ctx.newPage();
    await page.goto(`${BASE}${prefix}/product/armani-grey-carving-24x48-porcelain`);
    const calc = page.getByTestId('boxes-calculator');
    const inputs = calc.locator('input');
    await inputs.nth(0).fill('6');
    await inputs.nth(1).fill('6');
    await calc.getByRole('button').last().click();
    await page.waitForTimeout(800);
    await page.goto(`${BASE}${prefix}/checkout`);
    await page.locator('dl[aria-busy="false"]').waitFor({ timeout: 60000 });
    const radios = page.locator('input[name="shippingOptionId"]');
    await radios.last().check();
    await page.waitForTimeout(1200);
    const fs = page.locator('fieldset').filter({ has: radios.first() });
    await fs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/checkout-${tag}-${lang}.png`, fullPage: false });
    await fs.screenshot({ path: `${OUT}/delivery-${tag}-${lang}.png` });
    // settings: sign in as admin
    await page.goto(`${BASE}/signin?callbackUrl=${encodeURIComponent('/dashboard')}`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Shots-Admin-42');
    await page.locator('button[type="submit"]').last().click();
    await page.waitForURL((u) => u.pathname.includes('/dashboard'), { timeout: 60000 });
    await page.goto(`${BASE}${prefix}/dashboard/settings/hours`);
    await page.getByTestId('hours-table').waitFor();
    await page.screenshot({ path: `${OUT}/hours-${tag}-${lang}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
console.log('done');
