import { expect, type Page } from '@playwright/test';

export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /signin and waits until the browser has left the sign-in page. */
export async function signIn(page: Page, account: { email: string; password: string }, callbackUrl = '/profile') {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await signInWithForm(page, account);
  await expect(page).toHaveURL((u) => u.pathname === callbackUrl.split('?')[0]);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs up a fresh customer (so tests never share an account) and signs them in. */
export async function newCustomer(page: Page, name: string) {
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
