import { expect, test } from './support/test';

const CATEGORIES = ['Laminate', 'Accessories', 'Porcelain Tiles', 'Vinyl Plank', 'Engineered Wood'];

test('the home page lists the five categories from the database', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const list = page.getByTestId('home-categories');
  for (const name of CATEGORIES) await expect(list.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test(
  'the home page shows the hero and banners from its content, products and the three footer banner blocks',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Engineered white oak, wide and calm' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Herringbone is back/ })).toHaveAttribute(
      'href',
      '/shop/engineered-wood/american-oak-herringbone',
    );
    await expect(page.getByTestId('featured-products').getByTestId('product-card')).toHaveCount(8);
    await expect(page.getByTestId('new-arrivals').getByTestId('product-card')).toHaveCount(8);
    const blocks = page.getByTestId('footer-banner');
    for (const title of ['Secure checkout', 'Expert support', 'Local delivery'])
      await expect(blocks.getByRole('heading', { name: title })).toBeVisible();
  },
);

test('/categories lists every category with its subcategories, /new-arrivals the newest products', async ({ page }) => {
  await page.goto('/categories');
  const list = page.getByTestId('categories');
  for (const name of CATEGORIES) await expect(list.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Molding, Trims & Base Board' })).toHaveAttribute(
    'href',
    '/shop/accessories/molding-trims-base-board',
  );
  await expect(list.getByRole('link', { name: 'Matt Tiles' })).toHaveCount(2);
  await page.goto('/new-arrivals');
  await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
  expect(await page.getByTestId('new-arrivals').getByTestId('product-card').count()).toBeGreaterThan(8);
});

test('Arabic is served right to left', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'LANGUAGE', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'تسوق حسب الفئة' })).toBeVisible();
});

test('an unknown route gives a real 404 page in the shop layout', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
});

test('the settings and categories calls answer with the documented shapes', async ({ request }) => {
  const settings = await (await request.get('/api/home/settings')).json();
  expect(settings.success).toBe(true);
  expect(settings.settings.currency.symbol).toBe('$');
  const categories = await (await request.get('/api/home/categories')).json();
  // the five seeded categories of the menu tree (docs/requirements.md, "Category tree") (dashboard tests may have added their own since)
  const names = (categories.categories as { name: string; slug: string; subCategories: unknown[] }[]).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(CATEGORIES));
  for (const c of categories.categories)
    expect(c).toEqual(expect.objectContaining({ name: expect.any(String), slug: expect.any(String), subCategories: expect.any(Array) }));
});
