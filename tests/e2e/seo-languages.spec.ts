import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { callAction } from './support/dashboard-action';

/*
 * SEO texts in four languages (docs/requirements.md, "Content in four languages"): staff write a product's SEO title
 * in French in the dashboard, and the French product page's <title> shows it at once; the English page keeps its own.
 */

const SLUG = 'guildford-espresso-oak-83-mm-laminate';
const FRENCH_NAME = 'Stratifié Guildford chêne espresso 8,3 mm';
// a title of its own per run, so that a retry on the same database sees this run's save
const SEO_TITLE = `Stratifié espresso à Surrey ${Date.now().toString(36)}`;

test('staff write a French SEO title for a product; the French page title shows it at once', async ({ page }) => {
  test.setTimeout(120_000);
  // the French page is in the cache before the save, titled by its French name (no French SEO title yet)
  await page.goto(`/fr/product/${SLUG}`);
  await expect(page).toHaveTitle(new RegExp(`^${FRENCH_NAME}`));
  await page.goto(`/product/${SLUG}`);
  const englishTitle = await page.title();

  await signIn(page, ADMIN, '/dashboard/product');
  const list = await callAction<{ rows: { id: string; slug: string }[] }>(page, 'product.list', {
    q: 'Guildford Espresso',
    page: 1,
    pageSize: 20,
  });
  const id = list.data.rows.find((r) => r.slug === SLUG)!.id;
  try {
    await page.goto(`/dashboard/product/${id}`);
    const seoTabs = page.getByRole('tablist', { name: 'SEO languages', exact: true });
    const french = seoTabs.getByRole('tab', { name: /Français/ });
    // optional in every language: an empty French SEO title leaves the tab unmarked
    await expect(french).toHaveAttribute('data-state-translation', 'complete');
    const englishField = seoTabs.locator('xpath=..').getByRole('tabpanel').getByLabel('Title', { exact: true });
    // the form fills its fields as it hydrates: read the English SEO title once it is there (read earlier it was '')
    await expect(englishField).toHaveValue(/\S/);
    const englishSeo = await englishField.inputValue();
    await french.click();
    const title = seoTabs.locator('xpath=..').getByRole('tabpanel').getByLabel('Title', { exact: true });
    await expect(title).toHaveAttribute('lang', 'fr');
    // the English SEO title is the placeholder
    await expect(title).toHaveAttribute('placeholder', englishSeo);
    await title.fill(SEO_TITLE);
    // the texts' tabs do not count the SEO texts
    await expect(page.getByRole('tablist', { name: 'Languages', exact: true }).getByRole('tab', { name: /Français/ })).toHaveAttribute(
      'data-state-translation',
      'complete',
    );
    const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/product.update') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`/fr/product/${SLUG}`);
    await expect(page).toHaveTitle(new RegExp(`^${SEO_TITLE}`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', SEO_TITLE);
    // the page itself still names the product by its French name
    await expect(page.getByTestId('product-name')).toHaveText(FRENCH_NAME);
    // the English page keeps its English title
    await page.goto(`/product/${SLUG}`);
    await expect(page).toHaveTitle(englishTitle);
  } finally {
    // leave the seeded product as it was: no French SEO title
    const record = await callAction<Record<string, unknown> & { translations?: Record<string, Record<string, string>> }>(
      page,
      'product.get',
      { id },
    );
    const translations = structuredClone(record.data.translations ?? {});
    delete translations.fr?.seoTitle;
    const restored = await callAction(page, 'product.update', { id, product: { ...record.data, translations } });
    expect(restored.ok).toBe(true);
  }
});
