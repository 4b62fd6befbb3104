import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mailTo } from './support/outbox';
import { signIn, uniqueEmail } from './support/account-helpers';

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Rae Reset');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/registered=1/);
}

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, account);
  return page;
}

test('a reset link works once, sets the new password and ends the other sessions', async ({ page, browser }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email, 'first-maple-plank-12');
  const elsewhere = await signedInPage(browser, { email, password: 'first-maple-plank-12' });

  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');
  const mail = await mailTo(email, 'Subject: Reset your Floorshop password');
  const link = new URL(mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);

  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('second-walnut-stair-34');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed and every other session of your account has been signed out.',
  );

  // the session opened before the reset is over
  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/signin\?error=SessionRequired/);

  // the link is single use: opened again, it says so at once and offers a new link instead of the password form
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link is invalid, already used or expired.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();

  await signIn(page, { email, password: 'second-walnut-stair-34' });
  await expect(page.getByText('Hello, Rae Reset')).toBeVisible();
});

test('changing the password in the profile keeps this session and ends the others', async ({ page, browser }) => {
  const email = uniqueEmail('change');
  await signUp(page, email, 'first-birch-board-21');
  const elsewhere = await signedInPage(browser, { email, password: 'first-birch-board-21' });
  await signIn(page, { email, password: 'first-birch-board-21' });

  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('wrong-password-00');
  await form.getByLabel('New password').fill('second-birch-board-43');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveText('The current password is not correct.');

  await form.getByLabel('Current password').fill('first-birch-board-21');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed.');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/signin\?error=SessionRequired/);
});

test('a forged Host changes no link: reset mails and payment returns use the configured site origin', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('forged');
  await signUp(page, email, 'first-cedar-deck-77');
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');
  const link = (await mailTo(email, 'Subject: Reset your Floorshop password')).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0];
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  // a client that claims another host (as a proxy would) is sent back to the shop, not to that host
  const back = await request.get('/api/payments/paypal/return?token=nothing', {
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(new URL(back.headers().location).origin).toBe(new URL(baseURL!).origin);
});

// the throttles of the order look-up, reset request and sign-up forms: tests/integration/throttles.test.ts (the limits,
// nothing changed) and the forms' component tests (the refusal in the visitor language: order-lookup-form.test.tsx,
// reset-forms.test.tsx)

test('changing the e-mail address takes the password and a link to the new address; the old one is told', async ({ page }) => {
  const email = uniqueEmail('mover');
  const target = uniqueEmail('moved');
  await signUp(page, email, 'Maple-Riser-Nose-64');
  await signIn(page, { email, password: 'Maple-Riser-Nose-64' });
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(target);
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await form.getByLabel('Current password').fill('Maple-Riser-Nose-64');
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${target}.`);
  expect(await mailTo(email, target)).toContain(target);
  await page.reload();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  const link = new URL((await mailTo(target)).match(/https?:\/\/\S+\/confirm-email\?token=[\w.%-]+/)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address has been changed. Sign in with the new address from now on.');
  await page.goto('/profile');
  await expect(page.getByText(target, { exact: true })).toBeVisible();
  // the link works once
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This confirmation link is invalid, already used or expired.');
});
