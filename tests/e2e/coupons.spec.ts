import type { Browser, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { expect, test } from './support/test';

/*
 * Coupons a shop uses (docs/requirements.md, "Coupons" and "Automatic discounts"): staff make them in the dashboard,
 * the cart says why one does not apply yet and applies it once the cart qualifies, an automatic discount applies itself.
 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Signs the admin in onto the coupons list (the first dashboard page of a fresh server may take a while). */
async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN, '/dashboard/coupons');
}

/** A shopper of their own (not signed in as staff), with a product in the cart. */
async function shopper(browser: Browser, slug: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible();
  return page;
}

test.describe('coupons', () => {
  test.skip(({ isMobile }) => !!isMobile, 'dashboard forms and the purchase flow are exercised once, at desktop width');

  test('staff make a fixed amount off Laminate from $300; the cart says how much more to add, then applies it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const code = `LAM20-${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page);
    await page.getByRole('main').getByRole('link', { name: 'Add coupon' }).click();
    await expect(page).toHaveURL(/\/dashboard\/coupons\/create$/);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('fixed');
    // bad input is refused beside its field
    await page.getByLabel('Amount off').fill('0');
    await page.getByLabel('Starts').fill('2030-12-02T10:00');
    await page.getByLabel('Ends').fill('2030-12-01T10:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This must be more than zero.')).toBeVisible();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    await page.getByLabel('Amount off').fill('20');
    await page.getByLabel('Starts').fill('');
    await page.getByLabel('Ends').fill('');
    await page.getByLabel('Minimum spend').fill('300');
    await page.getByLabel('Laminate', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coupon created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/coupons$/);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('$20.00 off');
    await expect(row).toContainText('Selected products only');
    await expect(row).toContainText('Active');

    // one box of a Laminate floor is under the minimum: the cart keeps the code and says what is missing
    const shop = await shopper(browser, 'shaughnessy-chestnut-123-mm-laminate');
    const subtotal = amount(await shop.getByTestId('cart-total').textContent());
    await shop.getByLabel('Coupon code').fill(code.toLowerCase());
    await shop.getByRole('button', { name: 'Apply' }).click();
    const refused = shop.getByTestId('cart-coupon-refused');
    await expect(refused).toContainText(`Coupon ${code} is not applied yet`);
    await expect(refused).toContainText(/Add \$[\d,.]+ more to use this coupon \(minimum order \$300\.00\)\./);
    const missing = amount((await refused.textContent())!.match(/Add (\$[\d,.]+) more/)![1]);
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThan(300);

    // enough boxes: it applies, $20.00 off the Laminate line
    const boxes = Math.ceil(300 / subtotal);
    await shop.getByRole('textbox', { name: 'Quantity', exact: true }).fill(String(boxes));
    await expect(shop.getByTestId('cart-coupon')).toContainText(`Coupon ${code} applied: $20.00 off`);
    await expect(shop.getByTestId('cart-coupon')).toContainText('On selected products only');
    await expect(shop.getByTestId('cart-discount')).toHaveText('-$20.00');
    await expect(shop.getByTestId('cart-coupon-refused')).toHaveCount(0);
    await shop.context().close();
  });

  test('an automatic free-delivery discount shows in the cart and in the checkout total', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const code = `FREESHIP-${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page);
    await page.getByRole('main').getByRole('link', { name: 'Add coupon' }).click();
    await expect(page).toHaveURL(/\/dashboard\/coupons\/create$/);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('free_delivery');
    await page.getByLabel('Apply automatically').check();
    // limited to one product, so no other cart of the suite gets it
    await page.getByRole('textbox', { name: 'Products' }).fill('Kerrisdale Hickory');
    await page.getByLabel(/Kerrisdale Hickory 12\.3 mm/).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coupon created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Automatic');
    await expect(row).toContainText('Free delivery');

    const shop = await shopper(browser, 'kerrisdale-hickory-123-mm-hand-scraped-laminate');
    // no code typed: the cart shows the discount it gets
    await expect(shop.getByTestId('cart-coupon')).toContainText(`Coupon ${code} applied: free delivery`);
    await expect(shop.getByTestId('cart-coupon')).toContainText('Applied automatically, no code needed');
    const cartTotal = amount(await shop.getByTestId('cart-total').textContent());

    await shop.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(shop).toHaveURL(/\/checkout$/);
    await shop.getByLabel('Full name').fill('Manpreet Dhillon');
    await shop.getByLabel('Phone').fill('604-555-0190');
    await shop.getByLabel('E-mail', { exact: true }).fill(`manpreet-${Date.now().toString(36)}@example.com`);
    await shop.getByLabel('Street address').fill('14880 104 Ave');
    await shop.getByLabel('City').fill('Surrey');
    await shop.getByLabel('Postal code').fill('V3R 1M4');
    await shop.locator('select#billing-state').selectOption('BC');
    await shop.getByRole('radio', { name: /Local delivery/ }).check();
    await expect(shop.locator('dl[aria-busy="false"]')).toBeVisible();
    const summary = shop.getByRole('complementary');
    await expect(summary.getByTestId('checkout-coupon')).toHaveText(`Coupon ${code} applied: free delivery`);
    // delivery $49.00 and the discount −$49.00; GST and PST on the goods only
    await expect(summary).toContainText('$49.00');
    await expect(summary).toContainText(/-\$49\.00/);
    const total = round2(cartTotal + round2(cartTotal * 0.05) + round2(cartTotal * 0.07));
    expect(amount(await shop.getByTestId('checkout-total').textContent())).toBe(total);
    await shop.getByRole('button', { name: 'Place order' }).click();
    await expect(shop.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 20_000 });
    expect(amount(await shop.getByTestId('order-total').textContent())).toBe(total);
    await shop.context().close();

    // switched off again: the rest of the suite's carts stay as they were
    await page.getByRole('row').filter({ hasText: code }).getByRole('link').first().click();
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coupon saved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Off');
  });
});
