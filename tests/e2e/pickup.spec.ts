import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn, uniqueEmail } from './support/account-helpers';

// Showroom pickup and delivery fees (docs/requirements.md, "Showroom pickup" and "Delivery fees").

/**
 * Three boxes of a porcelain tile (15.5 sq ft a box): 6 ft × 6 ft + 10 % = 39.6 sq ft. A tile no other spec reprices
 * (the heavy delivery is free from $2,500 of goods).
 */
async function addThreeBoxes(page: Page) {
  await page.goto('/product/silver-sand-sugar-24x48-porcelain');
  const calc = page.getByTestId('boxes-calculator');
  await calc.getByLabel('Length (ft)').fill('6');
  await calc.getByLabel('Width (ft)').fill('6');
  await calc.getByRole('button', { name: 'Add 3 boxes to the cart' }).click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('3');
}

test('a per-box delivery shows the cart’s own fee: $20 + 3 boxes × $3.50', async ({ page }) => {
  await addThreeBoxes(page);
  await page.goto('/checkout');
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  const heavy = page.locator('label').filter({ has: page.getByRole('radio', { name: /Heavy delivery \(per box\)/ }) });
  await expect(heavy.getByTestId('delivery-fee')).toHaveText('$30.50');
  const local = page.locator('label').filter({ has: page.getByRole('radio', { name: /Local delivery/ }) });
  await expect(local.getByTestId('delivery-fee')).toHaveText('$49.00');
  await page.getByRole('radio', { name: /Heavy delivery \(per box\)/ }).check();
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-summary-row="delivery"]')).toContainText('$30.50');
});

test('a customer picks up at the showroom with contact details only; staff mark it ready', async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  await addThreeBoxes(page);
  await page.goto('/checkout');
  await expect(page.getByLabel('Street address')).toBeVisible();
  await page.getByRole('radio', { name: /Showroom pickup/ }).check();
  const pickup = page.getByTestId('pickup-details');
  await expect(pickup).toContainText('Pick up at our Surrey showroom');
  await expect(pickup).toContainText('7350 120 St, Surrey, BC V3W 3M9');
  await expect(pickup).toContainText('Monday to Saturday');
  await expect(pickup).toContainText('09:00–17:30');
  await expect(pickup).toContainText('Sunday');
  await expect(pickup).toContainText('Closed');
  // the contact only: no address fields, no separate delivery address
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await expect(page.getByLabel('Ship to the billing address')).toBeHidden();
  await page.getByLabel('Full name').fill('Gurpreet Dhillon');
  await page.getByLabel('Phone').fill('604-555-0123');
  const email = uniqueEmail('pickup');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 60_000 });
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  const collect = page.getByTestId('order-pickup');
  await expect(collect).toContainText('Pick up at our Surrey showroom');
  await expect(collect).toContainText('7350 120 St');
  await expect(collect).toContainText('09:00–17:30');
  if (isMobile) return; // the dashboard flow once, at desktop width

  const staff = await browser.newPage();
  await signIn(staff, ADMIN, '/dashboard/orders');
  await staff.goto(`/dashboard/orders?q=${number}`);
  await staff.getByRole('link', { name: `View order ${number}` }).click();
  const control = staff.getByTestId('order-pickup');
  await expect(control).toContainText('Confirm the order before marking it ready.');
  await expect(staff.getByTestId('order-shipment')).toHaveCount(0);
  await staff.getByLabel('New status').selectOption({ label: 'Confirmed' });
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(staff.getByText('Status changed to Confirmed')).toBeVisible();
  await control.getByRole('button', { name: 'Mark ready for pickup and e-mail the customer' }).click();
  await expect(staff.getByText('Marked ready for pickup; the customer was e-mailed.')).toBeVisible();
  await expect(control).toContainText('Ready for pickup since');
  await expect(staff.getByTestId('timeline-event')).toContainText('Ready for pickup; the customer was e-mailed');

  // the customer reads "Ready for pickup"
  await page.goto('/order/lookup');
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Ready for pickup');
});
