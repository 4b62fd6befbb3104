import { expect, test } from './support/test';
import { ADMIN, CUSTOMER, STAFF } from './accounts';
import { signIn } from './support/account-helpers';

const menu = (page: import('@playwright/test').Page) => page.locator('#dashboard-menu');

test('a guest is sent to sign in and a customer gets the 403 page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Fdashboard/);
  await signIn(page, CUSTOMER);
  await page.goto('/dashboard');
  await expect(page.getByText('access forbidden')).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
});

test('an admin sees every area, the staff section included, and the header', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard');
  const nav = menu(page);
  for (const name of [
    'Dashboard',
    'Orders',
    'Products',
    'Categories',
    'Brands',
    'Colours',
    'Attributes',
    'Coupons',
    'Shipping',
    'Customers',
    'Subscribers',
    'Blogs',
    'Pages',
    'Settings',
    'Staff',
  ]) {
    await expect(nav.getByText(name, { exact: true }), name).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Open Website' })).toHaveAttribute('href', '/');
  await page
    .getByRole('button', { name: /Admin|admin/ })
    .first()
    .click();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('staff see only their granted areas; view-only areas lose their create entries', async ({ page }) => {
  // seeded demo staff: dashboard view; product full; category view+edit; order view+edit; customers view
  await signIn(page, STAFF, '/dashboard');
  const nav = menu(page);
  for (const name of ['Dashboard', 'Orders', 'Products', 'Categories', 'Customers'])
    await expect(nav.getByText(name, { exact: true }), name).toBeVisible();
  for (const name of ['Settings', 'Staff', 'Coupons', 'Blogs', 'Pages', 'Subscribers'])
    await expect(nav.getByText(name, { exact: true }), name).toHaveCount(0);
  await nav.getByRole('button', { name: 'Products' }).click();
  await expect(nav.getByRole('link', { name: 'Add product' })).toBeVisible();
  // an area outside the grant is refused by its page too, not only hidden from the menu
  await page.goto('/dashboard/settings/layout');
  await expect(page.getByText('access forbidden')).toBeVisible();
  // a full load is refused with HTTP 403 before anything streams; granted areas answer 200
  const statuses: [string, number][] = [
    ['/dashboard/settings/layout', 403],
    ['/dashboard/staffs', 403],
    ['/dashboard/coupons/create', 403],
    ['/dashboard/users', 200],
    ['/dashboard/product/create', 200],
  ];
  for (const [path, status] of statuses) expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(status);
});

test('an unknown item of a dashboard area is a 404 inside the dashboard frame', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard');
  // dashboard pages stream under their loading skeleton, so the answer has started (200) when the page finds nothing
  await page.goto('/dashboard/blogs/not-a-post-id');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});

test('the dashboard speaks Arabic right to left', async ({ page, context, baseURL }) => {
  await signIn(page, ADMIN, '/dashboard');
  await context.addCookies([{ name: 'LANGUAGE', value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'فتح الموقع' }).first()).toBeAttached();
});

test('on a phone the menu is a drawer that closes after navigating', { tag: '@phone' }, async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1280) >= 769, 'phone layout');
  await signIn(page, ADMIN, '/dashboard');
  const nav = menu(page);
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle menu' }).first().click();
  await expect(nav).toBeInViewport();
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  await expect(nav).not.toBeInViewport();
  // Escape closes it too, and the focus goes back to its button
  const toggle = page.getByRole('button', { name: 'Toggle menu' }).first();
  await toggle.click();
  await expect(nav).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(nav).not.toBeInViewport();
  await expect(toggle).toBeFocused();
});

test('the folded menu stays folded after a reload, drawn so by the server; a skip link leads to the content', async ({
  page,
  viewport,
}) => {
  test.skip((viewport?.width ?? 1280) < 769, 'desktop layout');
  await signIn(page, ADMIN, '/dashboard');
  const fold = page.getByRole('button', { name: 'Toggle menu' }).last();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  // the server's HTML, before any script runs, already has the rail
  const html = await (await page.request.get('/dashboard/orders')).text();
  expect(html).toMatch(/<aside id="dashboard-menu" class="[^"]*dash:w-\[72px\]/);
  await page.reload();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#dashboard-menu')).toHaveCSS('width', '72px');
  // unfold again for the other tests of this account's saved session
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');

  // the first Tab of a fresh page reaches the skip link
  await page.reload();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
});

test('each dashboard page has its own browser-tab title, after a navigation inside the dashboard too', async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1280) < 769, 'desktop layout');
  await signIn(page, ADMIN, '/dashboard');
  await expect(page).toHaveTitle(/^Dashboard \| /);
  await menu(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page).toHaveTitle(/^Orders \| /);
  await page.goto('/dashboard/settings/stock');
  await expect(page).toHaveTitle(/^Stock alerts \| /);
  await page.goto('/dashboard/coupons/create');
  await expect(page).toHaveTitle(/^Add coupon \| /);
  // a record under a menu entry: a seeded brand
  await page.goto('/dashboard/brand');
  await page.getByRole('main').locator('a[href^="/dashboard/brand/"]:not([href$="/create"])').first().click();
  await expect(page).toHaveURL(/\/dashboard\/brand\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(/^Brands: details \| /);
});
