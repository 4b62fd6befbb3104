import { type Page } from '@playwright/test';
import { expect } from './test';

/**
 * A guest buys one piece through the shop (local delivery, cash on delivery) and lands on the confirmation; returns the
 * order number. The product has unlimited stock, so the stock figures other specs assert stay untouched.
 */
export async function placeGuestOrder(page: Page, buyer: { name: string; phone: string; email: string }): Promise<string> {
  await page.goto('/product/primed-mdf-base-shoe-8-ft');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Phone').fill(buyer.phone);
  await page.getByLabel('E-mail', { exact: true }).fill(buyer.email);
  await page.getByLabel('Street address').fill('9900 King George Blvd');
  await page.getByLabel('City').fill('Surrey');
  await page.getByLabel('Postal code').fill('V3T 0K3');
  await page.getByRole('radio', { name: /Local delivery/ }).check();
  // the first orders of a fresh server are slow on a busy machine: the quote and the order get time to answer
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible({ timeout: 60_000 });
  return (await page.getByTestId('order-number').textContent())!.trim();
}
