import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { ADMIN, CUSTOMER, STAFF } from './accounts';
import { signIn } from './support/account-helpers';
import { placeGuestOrder } from './support/guest-order';

/**
 * Reports (docs/dashboard-commerce.md, "Reports"): an order placed in the shop shows in today's figures; the range,
 * comparison and buckets live in the URL; the charts draw; the CSV holds the same figures. The figures themselves are
 * checked against known orders in tests/integration/reports.test.ts.
 */

test.describe.configure({ mode: 'serial' });

test('an admin opens the reports, changes the range and buckets, sees the charts and figures, and downloads the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const shopper = await browser.newPage();
  await placeGuestOrder(shopper, { name: 'Gurpreet Bains', phone: '604-555-0144', email: 'gurpreet@example.com' });
  await shopper.close();

  await signIn(page, ADMIN, '/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // the default: the last 30 days against the 30 before, by day
  await expect(page.getByLabel('Range')).toHaveValue('30d');
  await expect(page.getByLabel('Compare with')).toHaveValue('previous');
  const orders = Number((await page.getByTestId('kpi-orders').locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(orders).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('kpi-sales')).toContainText('$');
  await expect(page.getByTestId('top-products')).toContainText('Primed MDF Base Shoe');
  await expect(page.getByRole('list', { name: 'Sales by payment method' })).toContainText('Cash on delivery');
  await expect(page.getByRole('list', { name: 'Sales by delivery option' })).toContainText('Local delivery');
  // the demo keeps stock at two places; the base shoe's unlimited stock is sold from none of them
  await expect(page.getByRole('list', { name: 'Sales by stock location' })).toContainText('Not from stock');
  // both charts draw (recharts is loaded on this page only)
  for (const name of ['Sales over time', 'Orders over time'])
    await expect(page.getByRole('img', { name }).locator('svg').first()).toBeVisible();

  // last 7 days by week, against the same days last year: the URL holds the choice, the figures follow
  await page.getByLabel('Range').selectOption('7d');
  await expect(page).toHaveURL(/preset=7d/);
  await page.getByLabel('Show by').selectOption('week');
  await expect(page).toHaveURL(/granularity=week/);
  await page.getByLabel('Compare with').selectOption('lastYear');
  await expect(page).toHaveURL(/compare=lastYear/);
  await expect(page.getByTestId('kpi-orders').locator('p').nth(1)).toHaveText(String(orders));
  await expect(page.getByTestId('kpi-sales')).toContainText('Nothing to compare with');
  await expect(page.getByRole('img', { name: 'Orders over time' }).locator('svg').first()).toBeVisible();

  // a custom range: the days are applied together; a range with nothing in it says so
  await page.getByLabel('Range').selectOption('custom');
  // the custom range starts from the days shown
  await expect(page).toHaveURL(/preset=custom.*from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2020-01-01.*to=2020-01-31/);
  await expect(page.getByTestId('report-range')).toContainText('Jan 1, 2020');
  await expect(page.getByTestId('kpi-orders').locator('p').nth(1)).toHaveText('0');
  await expect(page.getByText('No sales in this range.').first()).toBeVisible();

  // a range backwards falls back to the last 30 days and says why
  await page.goto('/dashboard/reports?preset=custom&from=2026-02-01&to=2026-01-01');
  // (Next's route announcer is an empty alert of its own)
  await expect(page.getByRole('alert').filter({ hasText: 'The end date must be after the start date.' })).toBeVisible();
  await expect(page.getByLabel('Range')).toHaveValue('30d');

  // the CSV of the last 30 days by day
  await page.goto('/dashboard/reports');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Section,Item,Sales,Orders,Average order value,Received,Units,Comparison sales,Comparison orders');
  expect(csv).toMatch(new RegExp(`\r\nPeriod,\\d{4}-\\d{2}-\\d{2} – \\d{4}-\\d{2}-\\d{2},[\\d.]+,${orders},`));
  expect(csv).toContain('Top products,"Primed MDF Base Shoe 1/2"" x 3/4"" x 8 ft",');
  expect(csv).toContain('Payment methods,Cash on delivery,');
  expect(csv).toContain('Stock locations,Not from stock,');
});

test('the reports need the dashboard view right: staff with it open them, a customer gets 403, a guest no CSV', async ({
  page,
  browser,
  request,
}) => {
  const guest = await request.get('/api/dashboard/reports.csv');
  expect(guest.status()).toBe(403);
  expect(await guest.text()).not.toContain('Section');
  // the demo staff member has dashboard view: the page opens
  await signIn(page, STAFF, '/dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, CUSTOMER, '/profile');
  expect((await customer.goto('/dashboard/reports'))?.status()).toBe(403);
  expect((await customer.request.get('/api/dashboard/reports.csv')).status()).toBe(403);
  await context.close();
});
