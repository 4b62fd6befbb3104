import { expect, test } from './support/test';
import { ADMIN, STAFF } from './accounts';
import { signIn } from './support/account-helpers';

// The activity log (docs/requirements.md, "Activity log"): admins see who changed what; nobody else opens it.
test.describe('dashboard activity log', () => {
  test.skip(({ isMobile }) => !!isMobile, 'the log is checked once, at desktop width (the layout spec covers phones)');

  test('an admin finds a change by its value, sees who made it and what changed, and filters by area', async ({ page }) => {
    const code = `LOG-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, ADMIN, '/dashboard/coupons/create');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByLabel('Discount (%)').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coupon created')).toBeVisible();

    await page.goto('/dashboard');
    await page.locator('#dashboard-menu').getByRole('button', { name: 'Staff' }).click();
    await page.locator('#dashboard-menu').getByRole('link', { name: 'Activity log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    await expect(page.getByRole('heading', { name: 'Activity log' })).toBeVisible();

    await page.getByPlaceholder('Search action, e-mail, id or value…').fill(code);
    await expect(page).toHaveURL(new RegExp(`q=${code}`));
    const row = page.getByRole('row').filter({ hasText: 'coupon.create' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText(`code: ${code}`);
    await expect(row).toContainText('discountPercent: 12');
    await row.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/dashboard\/coupons\/[0-9a-f-]{36}$/);
    await page.goBack();

    // the area filter keeps the search and narrows to that area
    await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Orders' });
    await expect(page).toHaveURL(/area=order/);
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'coupon.create' })).toHaveCount(1);
    // nothing on the page edits or deletes an entry
    await expect(page.getByRole('main').getByRole('button', { name: /delete|edit/i })).toHaveCount(0);
  });

  test('staff without admin get 403, and the menu does not offer it', async ({ page }) => {
    await signIn(page, STAFF, '/dashboard');
    await expect(page.locator('#dashboard-menu').getByText('Activity log')).toHaveCount(0);
    expect((await page.request.get('/dashboard/activity', { maxRedirects: 0 })).status()).toBe(403);
    // the 403 page inside the dashboard frame: the menu of what this member of staff may open stays
    const res = await page.goto('/dashboard/activity');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'access forbidden' })).toBeVisible();
    await expect(page.locator('#dashboard-menu').getByRole('link', { name: 'Orders' })).toBeVisible();
  });
});
