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
