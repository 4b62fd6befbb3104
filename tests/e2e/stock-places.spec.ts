import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LOT_TILE } from './support/stock-places';

// Largest matching lot and pickup at the showroom (docs/requirements.md, "Largest matching lot" and "Pickup and the
// showroom"): what the product page, the cart and the checkout tell the customer. The tile's lots and places are put in
// place before the shop starts (tests/e2e/support/stock-places-fixture.ts); nothing here takes its stock.

const LOT_WARNING =
  'The largest matching lot has 8 boxes: boxes from different lots can differ in shade. Order 8 or fewer for matching boxes, or order more in mixed lots.';
const FROM_WAREHOUSE = 'Ready for pickup in about 2 days: the boxes come from our warehouse';

/** The tile's page with `qty` boxes on the stepper. */
async function tileWith(page: Page, qty: number) {
  await page.goto(`/product/${LOT_TILE.slug}`);
  await expect(page.getByTestId('stock-status')).toHaveText(`In stock: ${LOT_TILE.stock} left`);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(String(qty));
}

test('a customer told about the largest lot: on the product page and in the cart, and may still order more', async ({ page }) => {
  await tileWith(page, LOT_TILE.largestLot);
  await expect(page.getByTestId('lot-warning')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('9');
  await expect(page.getByTestId('lot-warning')).toHaveText(LOT_WARNING);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('9');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('9');
  await expect(line.getByTestId('lot-warning')).toHaveText(LOT_WARNING);
  // the quote's own largest lot: one box fewer and the boxes match
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('8');
  await expect(line.getByTestId('lot-warning')).toHaveCount(0);
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByTestId('lot-warning')).toHaveText(LOT_WARNING);
});

test('a pickup order with stock at the warehouse: the product page and the checkout say the boxes come from it', async ({ page }) => {
  await tileWith(page, LOT_TILE.atShowroom);
  await expect(page.getByTestId('pickup-readiness')).toHaveText('5 boxes at the showroom for pickup today');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('6');
  await expect(page.getByTestId('pickup-readiness')).toHaveText(FROM_WAREHOUSE);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('6');

  await page.goto('/checkout');
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  // a delivery: nothing said of the showroom
  await expect(page.getByTestId('summary-pickup-transfer')).toHaveCount(0);
  await page.getByRole('radio', { name: /Showroom pickup/ }).check();
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('summary-pickup-transfer')).toHaveText(FROM_WAREHOUSE);
});
