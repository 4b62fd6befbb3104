import { createHash } from 'node:crypto';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

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
 * Whether React has hydrated the page's controls: every button, field and form carries React's props. Before that,
 * a click on a button or a typed value is lost (a form posts natively, a controlled field is reset), which on a busy
 * machine made tests fail at random. A part drawn by the server whose code loads only when the visitor comes near it
 * (`data-late`) keeps what is typed or chosen in it before then itself. A page whose scripts never ran (JavaScript
 * off: no flight data) has nothing to wait for.
 */
function controlsHydrated(): boolean {
  if (document.readyState !== 'complete') return false;
  if (!('__next_f' in self)) return true;
  // hidden inputs are left out: React writes a server action's own (its id and bound values) outside its tree
  const controls = document.querySelectorAll('body button, body input:not([type="hidden"]), body select, body textarea, body form');
  for (const el of controls) {
    if (el.closest('[hidden]')) continue; // streamed parts not placed yet
    if (el.closest('[data-late]')) continue; // a part whose code loads when the visitor comes near it (the boxes calculator)
    if (!Object.keys(el).some((k) => k.startsWith('__reactProps$'))) return false;
  }
  return true;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(controlsHydrated, undefined, { timeout: 30_000, polling: 100 });
}

/** What a test does to a page through a locator: each waits for the page's hydration first. */
const ACTIONS = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'clear',
  'press',
  'pressSequentially',
  'type',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'setInputFiles',
] as const;

/**
 * Every locator action of the worker (see ACTIONS) waits until the page it acts on is hydrated (controlsHydrated),
 * whatever brought the page there: page.goto, a redirect after a form, a link the browser followed itself. Patched
 * once on Playwright's Locator prototype, so pages opened with browser.newPage are covered as well.
 */
function waitForHydrationBeforeActions(page: Page) {
  const proto = Object.getPrototypeOf(page.locator('body')) as Record<string, unknown> & { __hydrationWait?: true };
  if (proto.__hydrationWait) return;
  proto.__hydrationWait = true;
  for (const name of ACTIONS) {
    const original = proto[name] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: async function (this: Locator, ...args: unknown[]) {
        await waitForHydration(this.page());
        return original.apply(this, args);
      },
    });
  }
}

/**
 * Playwright's test with one automatic check: a page that reports a Content-Security-Policy violation in the browser
 * console fails the test (a script our policy blocks is a broken page, or one the policy should not allow); and
 * locator actions that wait for the page's hydration (waitForHydrationBeforeActions).
 */
export const test = base.extend<{ cspViolations: string[] }, { hydrationWait: void }>({
  hydrationWait: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForHydrationBeforeActions(page);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo.testId) });
  },
  // E2E_CPU_SLOWDOWN=6 runs the test's page on a CPU six times slower (Chromium's throttling): a way to find steps
  // that race the page's hydration before a busy CI machine does.
  page: async ({ page }, provide) => {
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await provide(page);
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
