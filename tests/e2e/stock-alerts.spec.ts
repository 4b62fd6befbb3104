import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { actionCalls } from './support/dashboard-action';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

// Stock alerts (docs/requirements.md, "Low stock"): the shop's default in settings, a product's own threshold, the home list.
test.describe('stock alerts', () => {
  test.skip(({ isMobile }) => !!isMobile, 'dashboard forms are exercised once, at desktop width');

  async function saveAndWait(page: Page, action: string) {
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/dashboard/${action}`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
  }

  /** the number beside "Low stock" on the dashboard home (0 when nothing is low) */
  async function lowCount(page: Page): Promise<number> {
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: /^Low stock/ });
    await expect(heading).toBeVisible();
    return Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1] ?? 0);
  }

  test('the owner sets the default threshold and the daily summary; a bad value is refused in words', async ({ page }) => {
    await signIn(page, ADMIN, '/dashboard/settings');
    await page
      .getByRole('link', { name: /Stock alerts/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/stock$/);
    const threshold = page.getByLabel('Low-stock threshold');
    const summary = page.getByLabel('Send a daily low-stock summary');
    await expect(threshold).toHaveValue('5');
    await expect(summary).not.toBeChecked();

    // refused in the browser by the action's own schema: nothing is sent
    const sent = actionCalls(page, 'settings.updateStock');
    await threshold.fill('-2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This cannot be negative.')).toBeVisible();
    expect(sent).toEqual([]);

    await threshold.fill('3');
    await summary.check();
    await saveAndWait(page, 'settings.updateStock');
    await page.reload();
    await expect(threshold).toHaveValue('3');
    await expect(summary).toBeChecked();

    // back to the shop's defaults for the other tests
    await threshold.fill('5');
    await summary.uncheck();
    await saveAndWait(page, 'settings.updateStock');
  });

  test('a product’s own threshold puts it on the dashboard home’s low-stock list, and clearing it takes it off', async ({ page }) => {
    await signIn(page, ADMIN, '/dashboard');
    const before = await lowCount(page);

    await page.goto('/dashboard/product?q=underlay');
    await page.getByRole('main').getByRole('table').locator('a[href^="/dashboard/product/"]').first().click();
    await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
    const own = page.getByLabel('Low-stock alert at');
    await expect(own).toHaveValue('');
    await own.fill('ten');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a whole number of 0 or more, or leave it empty for the shop’s default.')).toBeVisible();
    await own.fill('999999');
    const editUrl = page.url();
    await saveAndWait(page, 'product.update');

    const raised = await lowCount(page);
    expect(raised).toBeGreaterThan(before);
    await expect(page.getByText(/Alert at|left/).first()).toBeVisible();

    await page.goto(editUrl);
    await expect(own).toHaveValue('999999');
    await own.fill('');
    await saveAndWait(page, 'product.update');
    expect(await lowCount(page)).toBe(before);
  });
});
