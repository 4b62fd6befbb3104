import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, gatewayURL, GATEWAY_PORT } from './tests/e2e/support/gateway';

const baseURL = `http://127.0.0.1:${PORT}`;
/** fixed passwords of the seeded admin and demo accounts in the throwaway e2e database (tests/e2e/accounts.ts) */
const E2E_ADMIN_PASSWORD = 'e2e-admin-Parquet-42';
const E2E_DEMO_PASSWORD = 'e2e-demo-Laminate-42';
/**
 * The payment gateways' stand-in (tests/e2e/support/fake-gateway-server.ts): Stripe's API and hosted Checkout page.
 * The shop gets test keys from its environment, as a deployment that keeps its secrets there would.
 */
const STRIPE_SECRET_KEY = 'sk_test_floorshopE2e';
const STRIPE_WEBHOOK_SECRET = 'whsec_floorshopE2eWebhook';

/**
 * Debian's Chromium (npx playwright install cannot download here); CHROME_PATH overrides. Its headless shell
 * (Debian's chromium-headless-shell, what Playwright itself runs headless) when installed: the full browser in
 * headless mode also runs its own user-interface pages and a GPU process drawing with SwiftShader, about twice the
 * CPU per browser on the 2-core machine (docs/testing.md, "Run times").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs that change what other specs read (shop settings, shared products and catalogue terms, figures over all orders):
 * they run one at a time after every other spec has finished (the 'serial' project, the set-up's teardown), so the
 * specs of the parallel projects never see a setting change under them. docs/testing.md, "Browser tests".
 */
const SERIAL_SPECS = [
  'accessories',
  'analytics-csp',
  'cached-pages',
  'catalogue-import',
  'catalogue-terms-languages',
  'content-languages-pages',
  'content-languages-settings',
  'content-languages',
  'coupons',
  'dashboard-activity',
  'dashboard-catalog',
  'dashboard-commerce',
  'dashboard-content',
  'dashboard-integrity',
  'dashboard-products',
  'installation',
  'payments',
  'reports',
  'reviews',
  'samples',
  'seo-languages',
  'stock-alerts',
  'taxes',
].map((name) => `${name}.spec.ts`);

/** Workers of the parallel projects: E2E_WORKERS, else 2 (the 2-core machine: docs/testing.md has the figures). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  // a trace (with its screencast: every frame drawn and encoded in software) only for a retry: recording it for every
  // test kept each browser's GPU process at a third of a core (docs/testing.md, "Run times"); `--trace on` when debugging
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    // the seeded admin, staff member and customer sign in once through the form; their sessions are saved for signIn
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions }, teardown: 'serial' },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, dependencies: ['setup'], testIgnore: SERIAL_SPECS },
    // phones run only the tests tagged @phone: the layouts and controls that change at 390 px (tab bar, slide-in
    // menus, folded filters, mobile search, dashboard drawer, bottom overlays, axe in en and ar). Server answers,
    // metadata, API, sign-in, dashboard and checkout flows do not depend on the viewport and run once, on desktop.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
      dependencies: ['setup'],
    },
    // the specs that change shared state, on desktop, one at a time, after the others (the phone project runs every
    // @phone test, theirs too, in the parallel part)
    { name: 'serial', use: { ...devices['Desktop Chrome'], launchOptions }, testMatch: SERIAL_SPECS, workers: 1 },
  ],
  webServer: [
    {
      command: `FAKE_GATEWAY_PORT=${GATEWAY_PORT} STRIPE_WEBHOOK_URL=${baseURL}/api/payments/stripe/webhook STRIPE_WEBHOOK_SECRET=${STRIPE_WEBHOOK_SECRET} npx tsx tests/e2e/support/fake-gateway-server.ts`,
      url: `${gatewayURL}/__fake/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The shop exactly as `npm start` runs it (prepare, build, start) on a fresh embedded database, behind one
      // trusted proxy: the tests, which give each test its own client address (tests/e2e/support/test.ts).
      // A fresh database each run: the data cache of an earlier run (pages and reads holding its ids) goes with it.
      // Prepared first, then given the lots and places of tests/e2e/support/stock-places-fixture.ts before the shop
      // opens it (npm start's own preparing then finds it ready).
      command: `rm -rf data/e2e .next/cache/fetch-cache .next/server/route-cache && export DATA_DIR=data/e2e PORT=${PORT} TRUSTED_PROXIES=1 SITE_URL=${baseURL} ADMIN_PASSWORD=${E2E_ADMIN_PASSWORD} DEMO_PASSWORD=${E2E_DEMO_PASSWORD} STRIPE_API_BASE=${gatewayURL} STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY} STRIPE_WEBHOOK_SECRET=${STRIPE_WEBHOOK_SECRET} && npx tsx --conditions=react-server scripts/prepare.ts && npx tsx --conditions=react-server tests/e2e/support/stock-places-fixture.ts && npm start`,
      url: `${baseURL}/api/home/settings`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
