import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { layoutSettingsSchema } from '../../src/domain/settings/settings-forms';
import { LAYOUT_TEXT_FIELDS } from '../../src/domain/settings/settings-texts';
import { callAction } from './support/dashboard-action';

/*
 * The settings texts, the sitemap and the structured data in the visitor's language (docs/requirements.md, "Content in
 * four languages"): the seeded Arabic banner, a French text saved in the dashboard showing at once, hreflang in the
 * sitemap and the product page's inLanguage.
 */

/** What the layout settings page saves besides the translations, as its form schema names them. */
const LAYOUT_FIELDS = Object.keys(layoutSettingsSchema.shape).filter((k) => k !== 'translations');

test.describe('settings texts in four languages', () => {
  // the seeded Arabic banner, copyright and title: home.spec.ts, 'the Arabic home page…'

  test('staff save a French banner title in the dashboard and the French page shows it at once; a blank one falls back marked', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/dashboard/settings/layout');
    type View = { settings: Record<string, unknown> & { translations?: Record<string, Record<string, string>> } };
    const stored = await callAction<View>(page, 'settings.get', {});
    expect(stored.ok).toBe(true);
    const title = `Paiement protégé ${Date.now().toString(36)}`;
    // the French page is cached with the seeded text
    await page.goto('/fr');
    await expect(page.getByTestId('footer-banner').getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
    try {
      await page.goto('/dashboard/settings/layout');
      await page.getByTestId('language-tab-fr').click();
      await page.locator('#translations-fr-securityTitle').fill(title);
      await page.locator('#translations-fr-supportTitle').fill('');
      // a field left empty marks the tab as partly translated
      await expect(page.getByTestId('language-tab-fr')).toHaveAttribute('data-state-translation', 'partial');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/saved/i).first()).toBeVisible();

      await page.goto('/fr');
      const banner = page.getByTestId('footer-banner');
      await expect(banner.getByRole('heading', { name: title })).toBeVisible();
      await expect(banner.getByRole('heading', { name: 'Expert support' })).toHaveAttribute('lang', 'en');
      await expect(page.locator('footer').getByText(title)).toHaveCount(1);
    } finally {
      // other specs expect the seeded texts
      const s = stored.data.settings;
      const translations = Object.fromEntries(
        Object.entries(s.translations ?? {}).map(([l, f]) => [l, Object.fromEntries(LAYOUT_TEXT_FIELDS.map((k) => [k, f[k] ?? '']))]),
      );
      const input = { ...Object.fromEntries(LAYOUT_FIELDS.map((k) => [k, s[k]])), translations };
      expect((await callAction(page, 'settings.updateLayout', input)).ok).toBe(true);
    }
    await page.goto('/fr');
    await expect(page.getByTestId('footer-banner').getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
  });

  // the sitemap's four languages and x-default: tests/integration/layout.test.ts

  test('the French product page describes the product in French: JSON-LD inLanguage, name and addresses, og:locale', async ({ page }) => {
    await page.goto('/fr/product/shaughnessy-chestnut-123-mm-laminate');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
    const all = data.flat();
    const product = all.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ inLanguage: 'fr', name: 'Stratifié Shaughnessy châtaigne 12,3 mm' });
    expect(product.offers.url).toMatch(/\/fr\/product\/shaughnessy-chestnut-123-mm-laminate$/);
    const crumbs = all.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.inLanguage).toBe('fr');
    expect(crumbs.itemListElement[1].item).toMatch(/\/fr\/shop$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Stratifié Shaughnessy châtaigne 12,3 mm');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/fr\/product\//);
  });
});
