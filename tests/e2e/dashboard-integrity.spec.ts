import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, STAFF } from './accounts';
import { signIn } from './support/account-helpers';

/*
 * Dashboard saves that would break the shop are refused or asked about (docs/requirements.md, "Settings that must
 * hold", "Hiding a category"), the dashboard home says what is misconfigured, and the attribute form's "Add value"
 * works on the first click.
 */

test.describe.configure({ mode: 'serial' });

const GATEWAY = '/dashboard/settings/gateway';

/** A dashboard action called as the signed-in page (same cookies, same origin). */
async function action<T>(page: Page, name: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/dashboard/${name}`, { headers: { origin: new URL(page.url()).origin }, data: input });
  const body = (await res.json()) as { ok: boolean; data: T; error?: string };
  expect(body.ok, `${name}: ${body.error}`).toBe(true);
  return body.data;
}

test('switching every payment method off is refused with a message, and the settings stay as they were', async ({ page }) => {
  await signIn(page, ADMIN, GATEWAY);
  const settingsBefore = await (await page.request.get('/api/home/settings')).json();
  const cod = page.getByRole('checkbox', { name: /Offer cash on delivery/ });
  await expect(cod).toBeChecked();
  for (const name of ['Offer PayPal', 'Offer Stripe', 'Offer SSLCommerz']) await expect(page.getByLabel(name)).not.toBeChecked();
  await cod.uncheck();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/settings.updateGateway'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(400);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Keep at least one payment method on that the checkout can offer.' }),
  ).toBeVisible();
  await expect(cod).toHaveAttribute('aria-invalid', 'true');
  // nothing was saved: the page read again and the storefront's settings still offer cash on delivery
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Offer cash on delivery/ })).toBeChecked();
  const settingsAfter = await (await page.request.get('/api/home/settings')).json();
  expect(settingsAfter.settings.paymentGateway).toEqual(settingsBefore.settings.paymentGateway);
  expect(settingsAfter.settings.paymentGateway.cod).toBe(true);
});

test('the dashboard home lists what is misconfigured, with a link to the page that fixes it, for staff who may view settings', async ({
  page,
  browser,
}) => {
  // the e2e server sends no e-mail (no SMTP_URL): they land in the outbox, and the home says so
  await signIn(page, ADMIN, '/dashboard');
  const panel = page.getByTestId('settings-problems');
  await expect(panel.getByRole('heading', { name: 'Settings that need attention' })).toBeVisible();
  await expect(panel).toContainText('No mail server is configured (SMTP_URL)');
  // cash on delivery is on and Stripe is configured from the environment: the checkout has what it needs
  await expect(panel).not.toContainText('The checkout offers no payment method');

  // staff without the settings area see no panel
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, STAFF, '/dashboard');
  await expect(staff.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(staff.getByTestId('settings-problems')).toHaveCount(0);
  await staff.context().close();
});

test('a gateway switched on without keys is refused on its switch, and nothing is saved', async ({ page }) => {
  await signIn(page, ADMIN, GATEWAY);
  await page.getByLabel('Offer PayPal').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This gateway can be switched on only with its keys, entered here or set in the server environment.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Offer PayPal')).not.toBeChecked();
  await page.goto('/dashboard');
  await expect(page.getByTestId('settings-problems')).not.toContainText('PayPal');
});

test('"Add value" adds a field on the first click, right after typing a value', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard/attributes/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Finish ${Date.now().toString(36)}`);
  // leave the first value empty and click at once: no message may appear under it and move the button away
  await page.getByRole('textbox', { name: 'Value 1' }).focus();
  await page.getByRole('button', { name: 'Add value' }).click();
  await expect(page.getByRole('textbox', { name: 'Value 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Value 1' }).fill('Matt');
  await page.getByRole('textbox', { name: 'Value 2' }).fill('Gloss');
  await page.getByRole('button', { name: 'Add value' }).click();
  await expect(page.getByRole('textbox', { name: 'Value 3' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Value 3' }).fill('Satin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attribute created')).toBeVisible();
});

test('hiding a category with products on sale asks what happens to them, and the server does it', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  await signIn(page, ADMIN, '/dashboard/categories');
  const category = (published = true, name = `Hideable ${tag}`) =>
    action<{ id: string; slug: string; name: string }>(page, 'category.create', {
      name,
      slug: '',
      description: '',
      image: '',
      position: 90,
      published,
      seoTitle: '',
      seoDescription: '',
    });
  const hideable = await category();
  const target = await category(true, `Receiving ${tag}`);
  // a product on sale in it: a copy of a seeded product, moved there and published
  const list = await action<{ rows: { id: string; type: string }[] }>(page, 'product.list', { pageSize: 50 });
  const simple = list.rows.find((r) => r.type === 'simple')!;
  const copy = await action<{ id: string; slug: string }>(page, 'product.duplicate', { id: simple.id });
  const record = await action<Record<string, unknown>>(page, 'product.get', { id: copy.id });
  await action(page, 'product.update', {
    id: copy.id,
    product: { ...record, name: `Hideable plank ${tag}`, categoryId: hideable.id, subcategoryId: '', published: true },
  });

  const crumbs = (p: Page) => p.getByRole('navigation', { name: 'Breadcrumb' });
  await page.goto(`/product/${copy.slug}`);
  await expect(crumbs(page).getByRole('link', { name: hideable.name })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Hide this category?' });
  // a box unticked while the form is still hydrating is ticked again by React: untick and save until the question comes
  const askToHide = async (id: string) => {
    await page.goto(`/dashboard/categories/${id}`);
    await expect(async () => {
      await page.getByRole('checkbox', { name: /Published/ }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  };
  await askToHide(hideable.id);
  await expect(dialog).toContainText('1 published product is in this category');
  // kept visible: nothing changed
  await dialog.getByRole('button', { name: 'Keep it visible' }).click();
  await expect(dialog).toBeHidden();
  const listed = await action<{ rows: { id: string; published: boolean }[] }>(page, 'category.list', { q: hideable.name });
  expect(listed.rows.find((r) => r.id === hideable.id)?.published).toBe(true);

  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('radio', { name: 'Move the product to another category' }).check();
  await expect(dialog.getByRole('button', { name: 'Hide the category' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Category to move them to' }).selectOption({ label: target.name });
  await dialog.getByRole('button', { name: 'Hide the category' }).click();
  await expect(page.getByText('Category saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the product is on sale in the other category, and its page links there (the cached page was cleared)
  await page.goto(`/product/${copy.slug}`);
  await expect(crumbs(page).getByRole('link', { name: target.name })).toBeVisible();
  await expect(crumbs(page)).not.toContainText(hideable.name);
  expect((await page.request.get(`/shop/${hideable.slug}`)).status()).toBe(404);

  // hiding the other one with "hide them too": the product leaves the shop
  await askToHide(target.id);
  await dialog.getByRole('radio', { name: 'Hide the product too' }).check();
  await dialog.getByRole('button', { name: 'Hide the category' }).click();
  await expect(page.getByText('Category saved')).toBeVisible();
  expect((await page.request.get(`/product/${copy.slug}`)).status()).toBe(404);
});
