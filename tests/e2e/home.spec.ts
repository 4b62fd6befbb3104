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
    // the footer leaves out its copy of the three blocks on the home page, and shows it on the others
    await expect(page.getByTestId('footer-service-banner')).toBeHidden();
    await page.goto('/about');
    await expect(page.getByTestId('footer-service-banner')).toBeVisible();
    await expect(page.getByTestId('footer-service-banner')).toContainText('Expert support');
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

// one visit for the Arabic home page's seeded texts (hero, banners, footer, title): they were checked in three specs
test('the Arabic home page is right to left, with its seeded hero, banners, copyright and title in Arabic, unmarked', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('footer-banner').getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_CA');

  // the language cookie brings the visitor to the Arabic home page
  await context.addCookies([{ name: 'LANGUAGE', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'تسوق حسب الفئة' })).toBeVisible();
  const hero = page.getByRole('heading', { level: 2, name: 'خشب البلوط الأبيض الهندسي، عريض وهادئ' });
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveAttribute('lang', /.*/);
  await expect(page.getByRole('link', { name: /نقشة عظم السمكة تعود من جديد/ })).toHaveAttribute(
    'href',
    '/ar/shop/engineered-wood/american-oak-herringbone',
  );
  await expect(page.getByText('Engineered white oak, wide and calm')).toHaveCount(0);
  const banner = page.getByTestId('footer-banner');
  await expect(banner.getByRole('heading', { name: 'دفع آمن' })).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'دفع آمن' })).not.toHaveAttribute('lang', /.*/);
  await expect(banner.getByText('توصيل سريع في ساري ودلتا ولانغلي ومنطقة فانكوفر الكبرى.')).toBeVisible();
  await expect(page.locator('footer').getByText('دعم من الخبراء')).toHaveCount(1);
  await expect(page.getByTestId('footer-copyright')).toHaveText('© Floorshop. جميع الحقوق محفوظة.');
  await expect(page).toHaveTitle('Floorshop | متجر أرضيات في ساري، كولومبيا البريطانية');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AR');
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(3);
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
