import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

// Coupons, shipping options and subscribers, from the dashboard to the shop and back.
test.describe('dashboard commerce', () => {
  test.skip(({ isMobile }) => !!isMobile, 'dashboard forms and the purchase flow are exercised once, at desktop width');

  test('an admin creates a coupon and a shipping option; the cart takes the coupon and checkout offers the option', async ({ page }) => {
    const tag = Date.now().toString(36).toUpperCase();
    const code = `E2E-${tag}`;
    const courier = `E2E courier ${tag}`;
    await signIn(page, ADMIN, '/dashboard/coupons');

    await page.getByRole('main').getByRole('link', { name: 'Add coupon' }).click();
    await expect(page).toHaveURL(/\/dashboard\/coupons\/create$/);
    // bad input is refused beside its field, in words
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('not valid!');
    await page.getByLabel('Discount (%)').fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use capital letters A–Z, digits and hyphens only.')).toBeVisible();
    await expect(page.getByText('Enter a percentage from 1 to 100.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Discount (%)').fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coupon created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/coupons$/);
    await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

    await page.goto('/dashboard/shipping/create');
    await page.getByLabel('Delivery type').fill(courier);
    await page.getByLabel('Area').fill('Langley');
    await page.getByLabel('Cost').fill('12.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Shipping option created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/shipping$/);
    await expect(page.getByRole('cell', { name: courier, exact: true })).toBeVisible();
    // the list's language column (docs/requirements.md, "Content in four languages"): the new option has no
    // translations; the seeded local delivery is named in every language
    const french = (name: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name, exact: true }) })
        .getByTestId('shipping-languages')
        .locator('[data-state-translation]')
        .filter({ hasText: /^FR/ });
    await expect(french(courier)).toHaveAttribute('data-state-translation', 'missing');
    await expect(french('Local delivery')).toHaveAttribute('data-state-translation', 'complete');

    await page.goto('/product/colour-matched-wrapped-base-shoe');
    await page.getByRole('button', { name: 'Walnut Brown', exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon ${code} applied: 25% off`)).toBeVisible();

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: new RegExp(courier) })).toBeVisible();
  });

  test('a delivery option named in French shows in French at the French checkout, its untranslated area marked English', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).toUpperCase();
    await signIn(page, ADMIN, '/dashboard/shipping/create');
    await page.getByLabel('Delivery type').fill(`Depot E2E ${tag}`);
    await page.getByLabel('Area').fill('Langley');
    await page.getByLabel('Cost').fill('5');
    await page.getByLabel('Position').fill('9');
    const french = page.getByRole('tab', { name: 'Français' });
    await expect(french).toHaveAttribute('data-state-translation', 'missing');
    await french.click();
    await page.getByRole('tabpanel').getByLabel('Delivery type').fill(`Dépôt E2E ${tag}`);
    await expect(french).toHaveAttribute('data-state-translation', 'partial');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Shipping option created')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/product/colour-matched-wrapped-base-shoe');
    await page.getByRole('button', { name: 'Walnut Brown', exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    await page.goto('/fr/checkout');
    const option = page.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(`Dépôt E2E ${tag}`) }) });
    await expect(option).toBeVisible();
    await expect(option.getByText('Langley', { exact: true })).toHaveAttribute('lang', 'en');
    // the seeded options are named in French
    await expect(page.getByRole('radio', { name: /Livraison locale/ })).toBeVisible();
    await expect(page.getByText('Surrey, Delta et White Rock').first()).toBeVisible();
  });

  test('a visitor subscribes in the footer and appears in the dashboard list', async ({ page }) => {
    const email = `reader-${Date.now().toString(36)}@example.com`;
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');

    // the same address again gets the same thank-you
    await page.reload();
    await footer.getByLabel('E-mail address').fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');

    await signIn(page, ADMIN, '/dashboard/subscribers');
    await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/dashboard/subscribers.csv');
    const csv = await page.request.get('/api/dashboard/subscribers.csv');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(email);
  });
});
