import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillField, newCustomer } from './support/account-helpers';

test.skip(({ isMobile }) => !!isMobile, 'account flows are exercised once, at desktop width');

test('an order placed while signed in, from a saved address, appears in the profile order history', async ({ page }) => {
  // a sign-up, an address saved, an order placed and the profile read: over 30 s on a loaded 2-core machine (CI)
  test.setTimeout(60_000);
  const account = await newCustomer(page, 'Mei Chen');
  // a saved billing address fills the checkout form
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Address' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption('billing');
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
    await fillField(form, label, value);
  }
  // the book keeps the checkout's rules: a phone checkout would refuse is refused here, in the checkout's words
  await form.getByLabel('Phone', { exact: true }).fill('12');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a valid phone number.')).toBeVisible();
  // the field's name now carries its message too
  await form.getByLabel(/^Phone/).fill('604-555-0150');
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
  // and its payment status, as the dashboard names it
  await expect(history.getByRole('listitem').filter({ hasText: number }).getByTestId('payment-status')).toHaveText('Unpaid');

  // in Arabic every amount of the history reads left to right, so its "$" stands on the same side everywhere
  await page.goto('/ar/profile');
  const order = page.getByRole('main').getByRole('listitem').filter({ hasText: number });
  await order.locator('summary').click();
  await expect(order.getByTestId('order-line')).toBeVisible();
  const amounts = await order.evaluate((root) => {
    const found: { text: string; ltr: boolean }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (!/\d\.\d\d\s?\$/.test(text)) continue;
      found.push({ text, ltr: text.includes('\u2066') || getComputedStyle(n.parentElement!).direction === 'ltr' });
    }
    return found;
  });
  expect(amounts.length).toBeGreaterThanOrEqual(3);
  expect(amounts.filter((a) => !a.ltr)).toEqual([]);
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
    // each reload ends the page that was merging: give a merge time to finish before reloading again
    await expect(page.getByRole('main').getByText(name)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 25_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('WISHLIST'))).toBeNull();
});

/** Saves an address in the profile's address book. */
async function saveAddress(page: Page, kind: 'billing' | 'shipping', fields: Record<string, string>, isDefault = false) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Address', exact: true });
  await form.getByRole('combobox', { name: 'Type' }).selectOption(kind);
  for (const [label, value] of Object.entries(fields)) await fillField(form, label, value);
  if (isDefault) await form.getByLabel('Use as my default for this type').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(
    page.getByRole('listitem', { name: `${kind === 'billing' ? 'Billing' : 'Shipping'} address: ${fields['Full name']}` }),
  ).toBeVisible({
    timeout: 10_000,
  });
}

test('a signed-in checkout opens with the default addresses, switches to another saved one, and every summary names the variant, GST, PST and rounding', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await newCustomer(page, 'Ines Duarte');
  const address = (name: string, house: string, city: string, zip: string) => ({
    'Full name': name,
    Phone: '604-555-0161',
    Email: account.email,
    'House and street': house,
    City: city,
    'Province / state': 'British Columbia',
    'Postal code': zip,
    Country: 'Canada',
  });
  await saveAddress(page, 'billing', address('Ines Duarte', '1 Office Park', 'Burnaby', 'V5C 0A1'));
  await saveAddress(page, 'billing', address('Ines Home', '88 Fraser Hwy', 'Surrey', 'V3S 2N1'), true);
  await saveAddress(page, 'shipping', address('Duarte Site', '15 Marine Dr', 'White Rock', 'V4B 1A1'), true);

  // a variant whose price leaves a rounding: 1 x $7.09 makes a cart total of $7.10
  await page.goto('/product/colour-matched-wrapped-base-shoe');
  await page.getByRole('button', { name: 'Walnut Brown', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  // the default billing address, not the first saved; the default shipping address, so not "same as billing"
  await expect(page.locator('#billing-fullName')).toHaveValue('Ines Home');
  await expect(page.locator('#billing-house')).toHaveValue('88 Fraser Hwy');
  await expect(page.locator('#billing-country')).toHaveValue('CA');
  await expect(page.locator('#billing-state')).toHaveValue('BC');
  await expect(page.locator('#billing-saved option:checked')).toHaveText(/^\u2068?Ines Home, 88 Fraser Hwy, Surrey\u2069? \(default\)$/);
  await expect(page.getByLabel('Ship to the billing address')).not.toBeChecked();
  await expect(page.locator('#shipping-fullName')).toHaveValue('Duarte Site');
  await expect(page.locator('#shipping-city')).toHaveValue('White Rock');

  // switching to the other saved billing address fills every field from it
  await page.locator('#billing-saved').selectOption({ label: 'Ines Duarte, 1 Office Park, Burnaby' });
  await expect(page.locator('#billing-fullName')).toHaveValue('Ines Duarte');
  await expect(page.locator('#billing-house')).toHaveValue('1 Office Park');
  await expect(page.locator('#billing-city')).toHaveValue('Burnaby');
  await expect(page.locator('#billing-zipCode')).toHaveValue('V5C 0A1');

  // local delivery ($49, taxed with the goods: GST 5 % and PST 7 % of $56.10)
  await page.getByRole('radio', { name: /Local delivery/ }).check();
  // the checkout summary names the variant and lists the rows in the one order
  const summary = page.getByRole('complementary');
  await expect(summary.getByTestId('summary-variant')).toHaveText('Walnut Brown · 8 ft');
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible();
  const rows = () => summary.locator('[data-summary-row]').evaluateAll((els) => els.map((e) => e.getAttribute('data-summary-row')));
  await expect.poll(rows).toEqual(['subtotal', 'rounding', 'delivery', 'tax', 'tax', 'total']);
  await expect(summary.locator('[data-summary-row="rounding"]')).toHaveText(/Rounding\s*\$0\.01/);
  const checkoutTotal = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 15_000 });
  const number = (await page.getByTestId('order-number').textContent())!;
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-variant')).toHaveText('Walnut Brown · 8 ft');
  await expect(detail).toContainText('Ines Duarte');
  await expect(detail).toContainText('15 Marine Dr');
  await expect(detail.locator('[data-summary-row="tax"]').first()).toHaveText(/GST \(5%\)\s*\$2\.81/);
  await expect(detail.locator('[data-summary-row="tax"]').last()).toHaveText(/PST \(7%\)\s*\$3\.93/);
  await expect(detail.locator('[data-summary-row="rounding"]')).toHaveText(/Rounding\s*\$0\.01/);
  await expect(page.getByTestId('order-total')).toHaveText(checkoutTotal!);

  // the order history shows the same lines
  await page.goto('/profile');
  const order = page.getByRole('list', { name: 'Order history' }).getByRole('listitem').filter({ hasText: number });
  await order.getByText(number).click();
  await expect(order.getByTestId('order-variant')).toHaveText('Walnut Brown · 8 ft');
  await expect(order.locator('[data-summary-row="tax"]').first()).toHaveText(/GST \(5%\)\s*\$2\.81/);
  await expect(order.locator('[data-summary-row="tax"]').last()).toHaveText(/PST \(7%\)\s*\$3\.93/);
  await expect(order.locator('[data-summary-row="rounding"]')).toHaveText(/Rounding\s*\$0\.01/);
  await expect(order.locator('[data-summary-row="total"]')).toContainText(checkoutTotal!);
});
