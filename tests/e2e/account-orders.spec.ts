import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, uniqueEmail } from './support/account-helpers';

test.skip(({ isMobile }) => !!isMobile, 'account flows are exercised once, at desktop width');

/** Signs up a fresh customer (so tests never share an account) and signs them in. */
async function newCustomer(page: Page, name: string) {
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

test('an order placed while signed in, from a saved address, appears in the profile order history', async ({ page }) => {
  const account = await newCustomer(page, 'Mei Chen');
  // a saved billing address fills the checkout form
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Address' });
  await form.getByRole('combobox').selectOption('billing');
  for (const [label, value] of [
    ['Full name', 'Mei Chen'],
    ['Phone', '604-555-0150'],
    ['Email', account.email],
    ['House and street', '10153 King George Blvd'],
    ['City', 'Surrey'],
    ['Province / state', 'BC'],
    ['Postal code', 'V3T 2W1'],
    ['Country', 'Canada'],
  ]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('listitem', { name: 'Billing address: Mei Chen' })).toBeVisible();

  await page.goto('/product/armani-grey-carving-24x48-porcelain');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await expect(page.getByLabel('Full name')).toHaveValue('Mei Chen');
  await expect(page.getByLabel('Street address')).toHaveValue('10153 King George Blvd');
  await expect(page.getByLabel('Country')).toHaveValue('CA');
  await expect(page.getByLabel('Saved address')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 15_000 });
  const number = (await page.getByTestId('order-number').textContent())!;

  await page.goto('/profile');
  const history = page.getByRole('main');
  await expect(history.getByText(number)).toBeVisible();
  await expect(history.getByText('Pending').first()).toBeVisible();
});

test("a guest's wishlist moves into the account at sign-in", async ({ page }) => {
  await page.goto('/shop/laminate');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
  await expect(card.getByRole('button', { name: new RegExp(`Remove ${name}`) })).toBeVisible();

  await newCustomer(page, 'Omar Haddad');
  // the merge runs in the browser once the session is known; the profile is rendered on the server, so reload until it shows
  await expect(async () => {
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(name)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('WISHLIST'))).toBeNull();
});
