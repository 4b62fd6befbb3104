import { expect, test } from './support/test';
import { ADMIN, STAFF } from './accounts';
import { signIn } from './support/account-helpers';

test.describe.configure({ mode: 'serial' });

interface ApiCategory {
  name: string;
  slug: string;
  subCategories: { name: string; slug: string }[];
}

test('an admin creates a category and a subcategory; the shop shows them at once', async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Cork Floors ${tag}`;
  const slug = `cork-floors-${tag}`;
  await signIn(page, ADMIN, '/dashboard/categories');
  await page.getByRole('link', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories\/create$/);
  // the shared schema answers in the browser first
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Warm, quiet and soft underfoot.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);

  await page.goto('/dashboard/categories/subcategories/create');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: name });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Cork Planks');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subcategory created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/categories\/subcategories$/);

  const api = (await (await page.request.get('/api/home/categories')).json()) as { categories: ApiCategory[] };
  const made = api.categories.find((c) => c.slug === slug);
  expect(made, JSON.stringify(api.categories.map((c) => c.slug))).toBeTruthy();
  expect(made!.subCategories).toEqual([expect.objectContaining({ name: 'Cork Planks', slug: 'cork-planks' })]);

  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cork Planks' }).first()).toHaveAttribute('href', `/shop/${slug}/cork-planks`);
  const sub = await page.goto(`/shop/${slug}/cork-planks`);
  expect(sub?.status()).toBe(200);

  // a typed slug that is taken is refused on its field
  await page.goto('/dashboard/categories/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Another ${tag}`);
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This slug is already used. Choose another one.')).toBeVisible();
});

test('deleting a colour still in use is refused with what uses it', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard/colors');
  await page.getByRole('searchbox').fill('Natural Oak');
  await expect(page).toHaveURL(/q=Natural/);
  const row = page.getByRole('row').filter({ hasText: 'Natural Oak' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('#c19a6b');
  await row.getByRole('button', { name: 'Delete: Natural Oak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this colour?' });
  await expect(dialog).toContainText('Natural Oak is deleted for good. This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Keep colour', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete colour', exact: true }).click();
  await expect(page.getByText(/“Natural Oak” cannot be deleted: it is used by \d+ products? and/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Natural Oak' })).toHaveCount(1);
});

// the direct delete refused: tests/integration/dashboard-authz.test.ts (every action, every kind of caller)
test('staff with category view and edit but no delete see no delete buttons', async ({ page }) => {
  await signIn(page, STAFF, '/dashboard/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create category' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete: / })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveCount(0);

  // brands are outside their grant: the page is refused
  await page.goto('/dashboard/brand');
  await expect(page.getByText('access forbidden')).toBeVisible();
});
