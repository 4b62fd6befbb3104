import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn, uniqueEmail } from './support/account-helpers';

// Free samples (docs/requirements.md, "Free samples"): floor products offer one sample of the chosen colour or variant,
// at most 5 per order; an order of samples alone goes through the checkout with nothing to pay.
const FLOOR = [
  'cemento-matt-porcelain',
  'ladner-grey-4-mm-spc-vinyl',
  'serra-polished-marble-look-high-gloss-porcelain',
  'quartzite-punch-12x24-porcelain',
  'crema-marfil-sugar-24x24-porcelain',
  'bowen-island-white-oak-835-engineered-hardwood',
];
const ACCESSORY = 'cross-tile-spacers-bag-of-500';
const SWITCHED = 'tofino-almond-ash-6-12-engineered-hardwood';

async function orderSample(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  const button = page.getByRole('button', { name: 'Order a free sample' });
  await expect(button).toBeVisible();
  await button.click();
}

test.describe('free samples', () => {
  test('a guest orders two samples of floor products, sees the order placed with nothing to pay; staff see it marked', async ({
    page,
    isMobile,
  }) => {
    await orderSample(page, FLOOR[0]);
    await expect(page.getByText('Free sample added to your cart.')).toBeVisible();
    await orderSample(page, FLOOR[1]);
    await expect(page.getByText('Free sample added to your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('2');
    // the same sample twice is refused in words
    await page.getByRole('button', { name: 'Order a free sample' }).click();
    await expect(page.getByText('A sample of this one is already in your cart.')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-sample')).toHaveCount(2);
    await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
    // the total says which dollars
    await expect(page.getByTestId('cart-total')).toHaveText('CA$0.00');

    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('Noor Haddad');
    await page.getByLabel('Phone').fill('604-555-0190');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('samples'));
    await page.getByLabel('Street address').fill('10153 King George Blvd');
    await page.getByLabel('City').fill('Surrey');
    await page.getByLabel('Postal code').fill('V3T 2W1');
    await page.getByRole('radio', { name: /Local delivery/ }).check();
    await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sample-delivery')).toHaveText('Samples only: delivery is free.');
    await expect(page.getByTestId('nothing-to-pay')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toHaveText('CA$0.00');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 60_000 });
    const number = (await page.getByTestId('order-number').textContent())!.trim();
    await expect(page.getByTestId('order-detail').getByTestId('order-sample')).toHaveCount(2);
    await expect(page.getByTestId('order-total')).toHaveText('CA$0.00');

    if (isMobile) return; // the dashboard is checked once, at desktop width
    await signIn(page, ADMIN, '/dashboard/orders');
    await page.getByRole('combobox', { name: 'Samples' }).selectOption({ label: 'With samples' });
    await expect(page).toHaveURL(/samples=yes/);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row.getByTestId('order-samples-marker')).toHaveText('Samples');
    await row.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByTestId('order-samples-badge')).toHaveText('Samples');
    await expect(page.getByText('Free sample', { exact: true })).toHaveCount(2);
    // without samples, the order is not listed
    await page.goto('/dashboard/orders?samples=no');
    await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  });

  test('an accessory offers no sample', async ({ page }) => {
    await page.goto(`/product/${ACCESSORY}`);
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order a free sample' })).toHaveCount(0);
  });

  test('a sixth sample is refused in words @phone', async ({ page }) => {
    for (const slug of FLOOR.slice(0, 5)) {
      await orderSample(page, slug);
      await expect(page.getByText('Free sample added to your cart.')).toBeVisible();
    }
    await orderSample(page, FLOOR[5]);
    await expect(page.getByText('You can order up to 5 samples.')).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('5');
  });

  test('switching samples off in the product form takes the button off the product page', async ({ page, isMobile }) => {
    test.skip(!!isMobile, 'dashboard forms are exercised once, at desktop width');
    await page.goto(`/product/${SWITCHED}`);
    await expect(page.getByRole('button', { name: 'Order a free sample' })).toBeVisible();

    await signIn(page, ADMIN, '/dashboard/product?q=tofino');
    await page.getByRole('main').getByRole('table').locator('a[href^="/dashboard/product/"]').first().click();
    await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
    const editUrl = page.url();
    const offer = page.getByRole('checkbox', { name: /Offer free samples/ });
    await expect(offer).toBeChecked();
    await offer.uncheck();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/product.update') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`/product/${SWITCHED}`);
    await expect(page.getByTestId('product-name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order a free sample' })).toHaveCount(0);

    // back on, for the other tests
    await page.goto(editUrl);
    await expect(offer).not.toBeChecked();
    await offer.check();
    const again = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/product.update') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await again).status()).toBe(200);
    await page.goto(`/product/${SWITCHED}`);
    await expect(page.getByRole('button', { name: 'Order a free sample' })).toBeVisible();
  });
});
