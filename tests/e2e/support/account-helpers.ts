import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Sessions of the seeded accounts, signed in once per run through the form by tests/e2e/auth.setup.ts. They live beside
 * the e2e database (data/e2e), which is new each run: a session of an earlier database is never reused.
 */
export const SAVED_SESSIONS_DIR = path.join(process.cwd(), 'data', 'e2e', 'sessions');
export const savedSessionFile = (email: string) => path.join(SAVED_SESSIONS_DIR, `${email}.json`);

/** Signs in through the /signin form and waits until the browser has left the sign-in page (tests of the form itself). */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, callbackUrl = '/profile') {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await signInWithForm(page, account);
  await expect(page).toHaveURL((u) => u.pathname === callbackUrl.split('?')[0]);
}

/**
 * Signs in and opens `callbackUrl`. The seeded accounts take the session saved by the set-up project; any other account
 * signs in through next-auth's own endpoints (what the form posts), without rendering the sign-in page. Tests of the
 * form, and of what a sign-in does in the open tabs, use signInThroughForm.
 */
export async function signIn(page: Page, account: { email: string; password: string }, callbackUrl = '/profile') {
  const saved = savedSessionFile(account.email);
  if (existsSync(saved)) {
    const { cookies } = JSON.parse(readFileSync(saved, 'utf8')) as { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] };
    await page.context().addCookies(cookies);
  } else {
    const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const res = await page.request.post('/api/auth/callback/credentials', {
      form: { csrfToken, email: account.email, password: account.password, callbackUrl, json: 'true' },
    });
    expect(res.ok(), `sign-in of ${account.email} answered ${res.status()}`).toBe(true);
    expect((await page.context().cookies()).some((c) => /next-auth\.session-token$/.test(c.name))).toBe(true);
  }
  await page.goto(callbackUrl);
  await expect(page).toHaveURL((u) => u.pathname === callbackUrl.split('?')[0]);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs up a fresh customer through the sign-up form (so tests never share an account) and signs them in. */
export async function newCustomer(page: Page, name: string) {
  // a sign-up through the form (its pages, an argon2 hash, the sign-in after it) takes its own time on a loaded
  // 2-core machine: the test that makes one gets 30 s more than its budget
  test.info().setTimeout(test.info().timeout + 30_000);
  const account = { email: uniqueEmail(name.toLowerCase().replace(/\s+/g, '-')), password: `${name.replace(/\s+/g, '')}-oak-floor-2026` };
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signin\?registered=1/);
  await signIn(page, account);
  return account;
}

/** Types into a field, or picks from a list (country, a Canadian province) by its code or its name. */
export async function fillField(form: Locator, label: string, value: string) {
  const field = form.getByLabel(label, { exact: true });
  if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}
