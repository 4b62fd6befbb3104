import { expect, test } from './support/test';
import { newCustomer } from './support/account-helpers';

test.skip(({ isMobile }) => !!isMobile, 'account flows are exercised once, at desktop width');

// an order keeps its lines in its own language (docs/requirements.md, "Content in four languages"): the customer's
// pages show them so, whatever the page's language
test("an order placed in French shows its products' French names and variant on the customer's pages", async ({ page }) => {
  test.setTimeout(90_000);
  await newCustomer(page, 'Chloe Tremblay');
  await page.goto('/product/shaughnessy-chestnut-123-mm-laminate');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/product/colour-matched-wrapped-base-shoe');
  await page.getByRole('button', { name: 'Walnut Brown', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // a fresh order, placed on the French checkout (collected at the showroom: contact details only)
  await page.goto('/fr/checkout');
  await page.getByRole('radio', { name: /Retrait en salle d’exposition/ }).check();
  await page.locator('#billing-fullName').fill('Chloé Tremblay');
  await page.locator('#billing-phone').fill('604-555-0177');
  await expect(page.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Merci ! Votre commande est passée.' })).toBeVisible({ timeout: 30_000 });
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText('Stratifié Shaughnessy châtaigne 12,3 mm');
  await expect(detail.getByTestId('order-variant')).toHaveText('Brun noyer · 8 pi');

  // the French order history names them in French
  await page.goto('/fr/profile');
  const order = page.getByRole('list', { name: 'Historique des commandes' }).getByRole('listitem').filter({ hasText: number });
  await order.getByText(number).click();
  await expect(order).toContainText('Stratifié Shaughnessy châtaigne 12,3 mm');
  await expect(order).not.toContainText('Shaughnessy Chestnut');
  await expect(order.getByTestId('order-variant')).toHaveText('Brun noyer · 8 pi');

  // the English page shows the order as it was recorded, in French
  await page.goto('/profile');
  const en = page.getByRole('list', { name: 'Order history' }).getByRole('listitem').filter({ hasText: number });
  await en.getByText(number).click();
  await expect(en).toContainText('Stratifié Shaughnessy châtaigne 12,3 mm');
  await expect(en.getByTestId('order-variant')).toHaveText('Brun noyer · 8 pi');
});
