import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test with one automatic check: a page that reports a Content-Security-Policy violation in the browser
 * console fails the test (a script our policy blocks is a broken page, or one the policy should not allow).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
