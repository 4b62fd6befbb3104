import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

/**
 * A client address of its own for each test (10.x.y.z from the test's id): the e2e server trusts one proxy
 * (TRUSTED_PROXIES=1 in playwright.config.ts) and the test runner plays it, so the throttles per address
 * (docs/operations.md, "Throttles") count each test as a separate visitor, as real visitors are.
 */
export function clientAddressFor(testId: string): string {
  const h = createHash('sha256').update(testId).digest();
  return `10.${h[0]}.${h[1]}.${1 + (h[2] % 254)}`;
}

/**
 * Playwright's test with one automatic check: a page that reports a Content-Security-Policy violation in the browser
 * console fails the test (a script our policy blocks is a broken page, or one the policy should not allow).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo.testId) });
  },
  cspViolations: [
    async ({ page }, use) => {
      const seen: string[] = [];
      page.on('console', (m) => {
        const text = m.text();
        if (/Content Security Policy|Content-Security-Policy/i.test(text)) seen.push(`${page.url()}: ${text}`);
      });
      await use(seen);
      expect(seen, 'CSP violations reported in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
