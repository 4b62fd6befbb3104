import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { callAction } from './support/dashboard-action';

/*
 * Blog posts and the FAQ in the visitor's language (docs/requirements.md, "Content in four languages"): a translated
 * text shows in the page's language, a missing one in English marked lang="en", and a staff edit shows at once.
 */

test.describe('content in four languages', () => {
  test('a French blog post shows in French, its category too; the English page stays English', async ({ page }) => {
    await page.goto('/fr/blogs/laminate-ac-ratings-explained');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const title = page.getByTestId('blog-title');
    await expect(title).toHaveText('Les classes AC du stratifié expliquées : laquelle convient à votre pièce?');
    await expect(title).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByRole('cell', { name: 'Commercial courant : bureaux, boutiques, cafés' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guides d’achat' })).toBeVisible();
    await expect(page).toHaveTitle(/Les classes AC du stratifié/);

    await page.goto('/fr/blogs');
    await expect(
      page.getByTestId('blog-list').getByRole('heading', { name: 'Vinyle étanche au sous-sol : ce qu’il faut savoir' }),
    ).toBeVisible();
    // a post without a French translation is listed in English, marked
    const untranslated = page.getByTestId('blog-list').getByRole('heading', { name: 'Porcelain vs ceramic tile: the real differences' });
    await expect(untranslated).toHaveAttribute('lang', 'en');

    await page.goto('/blogs/laminate-ac-ratings-explained');
    await expect(page.getByTestId('blog-title')).toHaveText('Laminate AC ratings explained: which one does your room need?');
  });

  test('an Arabic FAQ entry without a translation shows in English marked lang="en"; the translated ones in Arabic', async ({ page }) => {
    await signIn(page, ADMIN, '/dashboard/page/faq');
    type Faq = { title: string; translations: object; items: { question: string; answer: string; translations: object }[] };
    const stored = await callAction<Faq>(page, 'pageSettings.getFaq', {});
    expect(stored.ok).toBe(true);
    const question = `Do you lend moisture meters? ${Date.now().toString(36)}`;
    const added = { ...stored.data, items: [...stored.data.items, { question, answer: '<p>Yes, for a weekend.</p>' }] };
    expect((await callAction(page, 'pageSettings.saveFaq', added)).ok).toBe(true);
    try {
      await page.goto('/ar/faq');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
      const entries = page.getByTestId('faq-entry');
      await expect(entries).toHaveCount(stored.data.items.length + 1);
      const first = entries.first().locator('h2');
      await expect(first).toHaveText('كم علبة أحتاج؟');
      await expect(first).not.toHaveAttribute('lang', /.*/);
      const last = entries.last();
      await expect(last.locator('h2')).toHaveText(question);
      await expect(last.locator('h2')).toHaveAttribute('lang', 'en');
      await last.locator('summary').click();
      await expect(last.getByText('Yes, for a weekend.')).toBeVisible();
      await expect(last.locator('[lang="en"]', { hasText: 'Yes, for a weekend.' })).toHaveCount(1);
    } finally {
      // other specs expect the seeded FAQ
      expect((await callAction(page, 'pageSettings.saveFaq', stored.data)).ok).toBe(true);
    }
  });

  // the seeded Arabic hero heading and banner: home.spec.ts, 'the Arabic home page…'

  test('staff edit a post’s French title in the dashboard and the French page shows it at once', async ({ page }) => {
    const slug = 'porcelain-vs-ceramic-tile';
    // the French page is in the cache with the English title standing in
    await page.goto(`/fr/blogs/${slug}`);
    await expect(page.getByTestId('blog-title')).toHaveText('Porcelain vs ceramic tile: the real differences');
    await expect(page.getByTestId('blog-title')).toHaveAttribute('lang', 'en');

    await signIn(page, ADMIN, '/dashboard/blogs');
    const list = await callAction<{ rows: { id: string; slug: string }[] }>(page, 'blogs.list', { q: slug, page: 1, pageSize: 20 });
    const id = list.data.rows.find((r) => r.slug === slug)!.id;
    await page.goto(`/dashboard/blogs/${id}`);
    // the texts' tabs (the SEO title and description have their own)
    const fr = page.getByRole('tablist', { name: 'Languages', exact: true }).getByTestId('language-tab-fr');
    await expect(fr).toHaveAttribute('data-state-translation', 'missing');
    await fr.click();
    const title = `Porcelaine ou céramique : les vraies différences ${Date.now().toString(36)}`;
    await page.locator('#blog-fr-title').fill(title);
    await expect(fr).toHaveAttribute('data-state-translation', 'partial');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/blogs.save') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const res = await saved;
    expect(res.status()).toBe(200);
    expect((await res.json()).ok).toBe(true);
    try {
      await page.goto(`/fr/blogs/${slug}`);
      await expect(page.getByTestId('blog-title')).toHaveText(title);
      await expect(page.getByTestId('blog-title')).not.toHaveAttribute('lang', /.*/);
      // the text the title did not get stays English, marked
      await expect(page.locator('article [lang="en"]').first()).toBeVisible();
      await page.goto(`/blogs/${slug}`);
      await expect(page.getByTestId('blog-title')).toHaveText('Porcelain vs ceramic tile: the real differences');
    } finally {
      const edit = await callAction<Record<string, unknown> & { tags: string[] }>(page, 'blogs.get', { id });
      expect((await callAction(page, 'blogs.save', { ...edit.data, translations: {} })).ok).toBe(true);
    }
  });

  test('the post and blog category lists show per language how far each row is translated', async ({ page }) => {
    /** one language's mark in a row's language column */
    const language = (cell: Locator, code: string) => cell.locator('[data-state-translation]').filter({ hasText: new RegExp(`^${code}`) });
    await signIn(page, ADMIN, '/dashboard/blogs?q=laminate-ac-ratings');
    // the seeded post is translated into every language: title, excerpt and content
    const seeded = page.getByRole('row').filter({ hasText: 'Laminate AC ratings explained' }).getByTestId('blog-languages');
    await expect(language(seeded, 'FR')).toHaveAttribute('data-state-translation', 'complete');
    await expect(seeded.locator('[data-state-translation="complete"]')).toHaveCount(3);

    // a post written without translations: every language is missing
    const tag = Date.now().toString(36);
    const post = await callAction<{ id: string }>(page, 'blogs.save', {
      title: `Grout colour ${tag}`,
      slug: `grout-colour-${tag}`,
      content: '<p>Pick it last.</p>',
      status: 'draft',
    });
    expect(post.ok).toBe(true);
    const category = await callAction<{ id: string }>(page, 'blogs.categorySave', { name: `Grout ${tag}`, slug: `grout-${tag}` });
    expect(category.ok).toBe(true);
    try {
      await page.goto(`/dashboard/blogs?q=${tag}`);
      const made = page
        .getByRole('row')
        .filter({ hasText: `Grout colour ${tag}` })
        .getByTestId('blog-languages');
      await expect(language(made, 'FR')).toHaveAttribute('data-state-translation', 'missing');
      await expect(made.locator('[data-state-translation="missing"]')).toHaveCount(3);

      await page.goto('/dashboard/blogs/categories?q=buying');
      const guides = page.getByRole('row').filter({ hasText: 'buying-guides' }).getByTestId('blog-category-languages');
      await expect(language(guides, 'FR')).toHaveAttribute('data-state-translation', 'complete');
      await page.goto(`/dashboard/blogs/categories?q=${tag}`);
      const newCategory = page
        .getByRole('row')
        .filter({ hasText: `grout-${tag}` })
        .getByTestId('blog-category-languages');
      await expect(language(newCategory, 'FR')).toHaveAttribute('data-state-translation', 'missing');
    } finally {
      expect((await callAction(page, 'blogs.delete', { ids: [post.data.id] })).ok).toBe(true);
      expect((await callAction(page, 'blogs.categoryDelete', { ids: [category.data.id] })).ok).toBe(true);
    }
  });

  test('the content page, FAQ and blog category editors show the four language tabs, marked while a translation is missing', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/dashboard/page/about');
    // the seeded about page is translated into every language
    for (const l of ['en', 'bn', 'ar', 'fr'])
      await expect(page.getByTestId(`language-tab-${l}`)).toHaveAttribute('data-state-translation', 'complete');
    await page.getByTestId('language-tab-ar').click();
    await expect(page.locator('#page-ar-title')).toHaveValue('من نحن');
    await expect(page.locator('#page-ar-title')).toHaveAttribute('placeholder', 'About us');

    // the privacy page is seeded in every language too
    await page.goto('/dashboard/page/privacy');
    await expect(page.getByTestId('language-tab-fr')).toHaveAttribute('data-state-translation', 'complete');
    await page.getByTestId('language-tab-fr').click();
    await expect(page.locator('#page-fr-title')).toHaveValue('Politique de confidentialité');

    await page.goto('/dashboard/page/faq');
    const first = page.getByTestId('faq-item').first();
    await expect(first.getByTestId('language-tab-bn')).toHaveAttribute('data-state-translation', 'complete');
    await first.getByTestId('language-tab-bn').click();
    await expect(first.locator('#faq-q-0-bn')).toHaveValue('আমার কয়টি বাক্স লাগবে?');

    await page.goto('/dashboard/blogs/categories');
    const categories = await callAction<{ rows: { id: string; slug: string }[] }>(page, 'blogs.categoryList', { q: 'buying' });
    await page.goto(`/dashboard/blogs/categories/${categories.data.rows.find((r) => r.slug === 'buying-guides')!.id}`);
    await page.getByTestId('language-tab-fr').click();
    await expect(page.locator('#category-fr-name')).toHaveValue('Guides d’achat');
  });
});
