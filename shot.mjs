import { chromium } from '@playwright/test';
const [,, url, out, width, locale, session] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, storageState: session || undefined });
if (locale) await ctx.addCookies([{ name: 'LANGUAGE', value: locale, url: 'http://127.0.0.1:3100' }]);
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:3100' + url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
