import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

/*
 * Colours, attribute values and specifications in four languages (docs/requirements.md, "Content in four
 * languages"): the product page shows them in its language, English standing in marked lang="en"; a colour's name
 * saved in the dashboard shows at once on the cached product page of its language.
 */

const SLUG = 'cloverdale-classic-oak-83-mm-laminate';
// a word of its own per run, so that a retry on the same database finds this run's name
const TAG = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

test('the Arabic product page shows translated specification labels and colour names, English values marked', async ({ page }) => {
  await page.goto(`/ar/product/${SLUG}`);
  const specs = page.getByTestId('specifications');
  const thickness = specs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'السماكة' }) });
  await expect(thickness).toHaveCount(1);
  await expect(thickness.getByRole('rowheader').locator('bdi')).not.toHaveAttribute('lang');
  // a measurement has no Arabic text of its own: the English stands in, marked
  await expect(thickness.getByRole('cell').locator('bdi')).toHaveText('8.3 mm');
  await expect(thickness.getByRole('cell').locator('bdi')).toHaveAttribute('lang', 'en');
  // no English label is left on the Arabic page (every seeded specification name is translated)
  await expect(specs.getByRole('rowheader', { name: 'Thickness' })).toHaveCount(0);

  // the variant picker's colours in Arabic
  const coastal = page.getByRole('button', { name: 'أشقر ساحلي', exact: true });
  await expect(coastal).toBeVisible();
  await expect(coastal).not.toHaveAttribute('lang');
  await coastal.click();
  await expect(page.locator('legend').filter({ hasText: 'أشقر ساحلي' })).toBeVisible();

  // the listing's colour filter too
  await page.goto('/ar/shop/laminate');
  const filters = page.getByTestId('filters');
  await expect(filters.getByText('أشقر ساحلي', { exact: true })).toHaveCount(1);
  await expect(filters.getByText('Coastal Blonde', { exact: true })).toHaveCount(0);
});

test('a French colour name edited in the dashboard shows at once on the French product page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const renamed = `Blond côtier ${TAG}`;
  // the French page is in the cache before the save
  await page.goto(`/fr/product/${SLUG}`);
  await expect(page.getByRole('button', { name: /^Blond côtier/ })).toBeVisible();

  await signIn(page, ADMIN, '/dashboard/colors');
  const listed = await page.request.post('/api/dashboard/color.list', { headers: { origin: baseURL! }, data: { q: 'Coastal Blonde' } });
  const color = ((await listed.json()) as { data: { rows: { id: string; name: string; hex: string; translations: object }[] } }).data
    .rows[0];
  try {
    await page.getByRole('searchbox').fill('Coastal Blonde');
    await expect(page).toHaveURL(/q=Coastal/);
    const row = page.getByRole('row').filter({ hasText: 'Coastal Blonde' });
    // the list shows the colour's languages: every one translated
    await expect(row.getByTestId('row-languages').locator('[data-state-translation="complete"]')).toHaveCount(3);
    await row.getByRole('link', { name: 'Coastal Blonde', exact: true }).click();

    const tabs = page.getByRole('tablist', { name: 'Languages', exact: true });
    const french = tabs.getByRole('tab', { name: /Français/ });
    await expect(french).toHaveAttribute('data-state-translation', 'complete');
    await french.click();
    const name = page.getByRole('tabpanel').getByLabel('Name');
    await expect(name).toHaveAttribute('lang', 'fr');
    await name.fill('');
    // an empty French name: the tab is marked
    await expect(french).toHaveAttribute('data-state-translation', 'missing');
    await name.fill(renamed);
    const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/color.update') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`/fr/product/${SLUG}`);
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();
    // the English page keeps the English name
    await page.goto(`/product/${SLUG}`);
    await expect(page.getByRole('button', { name: 'Coastal Blonde', exact: true })).toBeVisible();
  } finally {
    const restored = await page.request.post('/api/dashboard/color.update', {
      headers: { origin: baseURL! },
      data: { id: color.id, name: color.name, hex: color.hex, translations: color.translations },
    });
    expect(restored.status()).toBe(200);
  }
  await page.goto(`/fr/product/${SLUG}`);
  await expect(page.getByRole('button', { name: 'Blond côtier', exact: true })).toBeVisible();
});
