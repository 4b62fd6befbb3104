import { expect, test } from './support/test';
import { CUSTOMER } from './accounts';
import { signIn } from './support/account-helpers';

const LAMINATE = { slug: 'kitsilano-oak-123-mm-laminate', name: 'Kitsilano Oak 12.3 mm Laminate' };
const BASE_SHOE = { slug: 'primed-mdf-base-shoe-8-ft', name: 'Primed MDF Base Shoe 1/2" x 3/4" x 8 ft' };

test.describe('compare and wishlist', () => {
  test('compare shows two products side by side', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByRole('main').getByText('You have not chosen any products to compare yet.')).toBeVisible();

    await page.goto(`/product/${LAMINATE.slug}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Compare ${LAMINATE.name}` })
      .first()
      .click();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Stop comparing ${LAMINATE.name}` })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/product/${BASE_SHOE.slug}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Compare ${BASE_SHOE.name}` })
      .first()
      .click();
    // the toast after adding offers the way to the compare page; it shows for 2 s (docs/requirements.md, "Toasts"), so it is taken at once
    await page.getByRole('button', { name: 'Compare (2)' }).click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/compare$/);

    const table = page.getByTestId('compare-table');
    await expect(table.getByTestId('compare-column')).toHaveCount(2);
    await expect(table.getByRole('link', { name: LAMINATE.name })).toBeVisible();
    await expect(table.getByRole('link', { name: BASE_SHOE.name })).toBeVisible();
    // a specification both have, one value per column
    const installation = table.getByTestId('spec-row').filter({ has: page.getByRole('rowheader', { name: 'Installation', exact: true }) });
    await expect(installation.getByRole('cell')).toHaveText([
      'Floating, angle-angle click lock',
      'Brad-nail to baseboard, not to the floor',
    ]);
    // a specification only the laminate has: the base shoe's cell is empty
    const thickness = table.getByTestId('spec-row').filter({ has: page.getByRole('rowheader', { name: 'Thickness', exact: true }) });
    await expect(thickness.getByRole('cell')).toHaveText(['12.3 mm', '']);
    // the variable product links to its page to choose a variant; the simple one goes straight into the cart
    await expect(table.getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', `/product/${LAMINATE.slug}`);
    await table.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');

    await table.getByRole('button', { name: `Remove ${LAMINATE.name} from compare` }).click();
    await expect(table.getByTestId('compare-column')).toHaveCount(1);
    await expect(table.getByRole('link', { name: LAMINATE.name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('compare-table').getByTestId('compare-column')).toHaveCount(1);
  });

  test('a guest sees and removes wishlist products on /wishlist', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('main').getByText('Your wishlist is empty.')).toBeVisible();

    await page.goto('/shop/tiles');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const count = page.getByRole('banner').getByTestId('wishlist-count');
    await expect(count).toHaveCount(0);
    await card.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
    await expect(card.getByRole('button', { name: `Remove ${name} from the wishlist` })).toHaveAttribute('aria-pressed', 'true');
    // the header's heart counts the list, like the cart and compare icons
    await expect(count).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toHaveAttribute('href', '/wishlist');

    await page.goto('/wishlist');
    const items = page.getByTestId('wishlist-card');
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('link', { name })).toBeVisible();
    await items.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    await expect(page.getByRole('main').getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('wishlist-count')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('WISHLIST') ?? '[]') as string[])).toEqual([]);
  });

  test('a signed-in customer sees the account wishlist and removes from it', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/shop/tiles');
    const card = page.getByTestId('product-card').nth(1);
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const count = page.getByRole('banner').getByTestId('wishlist-count');
    // the count is the account's list, read once the page knows who is signed in
    const before = await page.evaluate(
      async () => ((await (await fetch('/api/home/wishlist')).json()) as { wishlist: unknown[] }).wishlist.length,
    );
    if (before) await expect(count).toHaveText(String(before));
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/home/wishlist' && r.request().method() === 'POST');
    await card.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
    expect((await saved).ok()).toBe(true);
    await expect(count).toHaveText(String(before + 1));

    await page.goto('/wishlist');
    const item = page.getByTestId('wishlist-card').filter({ has: page.getByRole('link', { name }) });
    await expect(item).toHaveCount(1);
    // it is kept by the account, not only by this browser
    const server = await page.evaluate(async () =>
      ((await (await fetch('/api/home/wishlist')).json()) as { wishlist: { name: string }[] }).wishlist.map((w) => w.name),
    );
    expect(server).toContain(name);

    await item.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Wishlist' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Loading your wishlist…')).toHaveCount(0);
    await expect(page.getByTestId('wishlist-card').filter({ has: page.getByRole('link', { name }) })).toHaveCount(0);
  });
});
