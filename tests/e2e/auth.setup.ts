import { mkdirSync } from 'node:fs';
import { ADMIN, CUSTOMER, STAFF } from './accounts';
import { savedSessionFile, SAVED_SESSIONS_DIR, signInThroughForm } from './support/account-helpers';
import { test as setup } from './support/test';

/**
 * Signs each seeded account in once, through the sign-in form, and saves its session (tests/e2e/support/account-helpers.ts,
 * signIn): the tests then start signed in instead of going through the form again.
 */
for (const [role, account] of Object.entries({ admin: ADMIN, staff: STAFF, customer: CUSTOMER })) {
  setup(`sign in as the seeded ${role}`, async ({ page }) => {
    mkdirSync(SAVED_SESSIONS_DIR, { recursive: true });
    await signInThroughForm(page, account);
    await page.context().storageState({ path: savedSessionFile(account.email) });
  });
}

/**
 * The first request of each route on a fresh server loads and compiles its code (seconds each on 2 cores): the routes
 * the first specs open are asked for once here, so those specs do not spend their 30 s on it.
 */
setup('warm up the routes the first specs open', async ({ browser, baseURL }) => {
  setup.setTimeout(120_000);
  const guest = await browser.newContext({ baseURL });
  for (const path of [
    '/',
    '/shop',
    '/shop/laminate',
    '/product/primed-mdf-base-shoe-8-ft',
    '/signup',
    '/signin',
    '/cart',
    '/wishlist',
    '/checkout',
  ]) {
    await guest.request.get(path);
  }
  await guest.close();
  const customer = await browser.newContext({ baseURL, storageState: savedSessionFile(CUSTOMER.email) });
  for (const path of ['/profile', '/checkout']) await customer.request.get(path);
  await customer.close();
  const admin = await browser.newContext({ baseURL, storageState: savedSessionFile(ADMIN.email) });
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/product']) await admin.request.get(path);
  await admin.close();
});
