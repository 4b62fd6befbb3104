import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './support/test';
import { ADMIN, CUSTOMER } from './accounts';
import { signIn } from './support/account-helpers';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('the owner exports the catalogue, checks an import (one new, one updated, one refused row), fixes it and imports it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/dashboard/product');

  // Export CSV: the catalogue format, with the seeded products
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = Papa.parse<Record<string, string>>((await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(exported.meta.fields).toEqual(expect.arrayContaining(['slug', 'name', 'type', 'category', 'price', 'variant_colour']));
  expect(exported.data.length).toBeGreaterThan(10);
  const seeded = exported.data.find((r) => r.type === 'simple')!;
  expect(seeded.slug).toBeTruthy();

  // a product of this test to update (the seeded ones belong to other tests), made through the same import route
  const columns = exported.meta.fields!;
  const id = tag();
  const row = (over: Record<string, string>) => ({ ...seeded, images: '', sku: '', ...over });
  const csv = (rows: Record<string, string>[]) => Papa.unparse({ fields: columns, data: rows.map((r) => columns.map((c) => r[c] ?? '')) });
  const existing = row({ slug: `e2e-import-old-${id}`, name: `Import Old ${id}`, price: '80.00', sale_price: '' });
  const setup = await page.request.post('/api/dashboard/products/import', {
    headers: { origin: baseURL! },
    multipart: { mode: 'apply', file: { name: 'setup.csv', mimeType: 'text/csv', buffer: Buffer.from(csv([existing])) } },
  });
  expect(setup.status()).toBe(200);

  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  const fresh = row({ slug: `e2e-import-new-${id}`, name: `Import New ${id}`, price: '61.00', sale_price: '55.00' });
  const updated = { ...existing, price: '75.00' };
  const bad = row({ slug: `e2e-import-bad-${id}`, name: `Import Bad ${id}`, category: 'No such category' });
  const choose = (rows: Record<string, string>[]) =>
    page.getByLabel('CSV file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });

  // the dry run: every row's outcome, the refused one with its reason and column, and no import button
  await choose([fresh, updated, bad]);
  await page.getByRole('button', { name: 'Check file' }).click();
  const result = page.locator('tbody tr');
  await expect(result).toHaveCount(3);
  await expect(page.locator('tr[data-row="2"]')).toHaveAttribute('data-outcome', 'created');
  await expect(page.locator('tr[data-row="3"]')).toHaveAttribute('data-outcome', 'updated');
  await expect(page.locator('tr[data-row="4"]')).toHaveAttribute('data-outcome', 'refused');
  await expect(page.locator('tr[data-row="4"]')).toContainText('No category has this name.');
  await expect(page.locator('tr[data-row="4"]')).toContainText('category');
  await expect(page.getByText('An import writes every row or none')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);

  // fixed file: checked again, then imported
  await choose([fresh, updated, { ...bad, category: seeded.category }]);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.locator('tr[data-row="4"]')).toHaveAttribute('data-outcome', 'created');
  await expect(page.locator('[data-outcome="refused"]')).toContainText('Refused: 0');
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('2 created, 1 updated, 0 unchanged.');

  // the products list and the shop show the new product at once
  await page.goto(`/dashboard/product?q=${encodeURIComponent(`Import New ${id}`)}`);
  await expect(page.getByRole('link', { name: `Import New ${id}` }).first()).toBeVisible();
  await page.goto(`/product/e2e-import-new-${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Import New ${id}`);
  await expect(page.locator('main')).toContainText('55.00');
});

// an import posted by a customer: tests/integration/catalogue-import.test.ts
test('a customer cannot open the import page', async ({ page }) => {
  await signIn(page, CUSTOMER);
  const page403 = await page.goto('/dashboard/product/import');
  expect(page403?.status()).toBe(403);
});
