import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';

// Matching accessories (docs/requirements.md, "Matching accessories"): staff name a floor's accessories in the product
// form, in order; the product page counts each for the customer's room (area from the calculator, perimeter typed
// under it) and "Add all to cart" puts the checked ones in the cart with those quantities.
const FLOOR = 'newton-maple-83-mm-laminate';
const UNDERLAY = '3-mm-foam-underlay-with-vapour-barrier-100-sq-ft';
const BASE_SHOE = 'primed-mdf-base-shoe-8-ft';
const MORTAR = 'large-format-tile-mortar-50-lb';
const VINYL = 'ladner-grey-4-mm-spc-vinyl';

async function action<T>(page: Page, name: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/dashboard/${name}`, { headers: { origin: new URL(page.url()).origin }, data: input });
  const body = (await res.json()) as { ok: boolean; data: T; error?: string };
  expect(body.ok, `${name}: ${body.error}`).toBe(true);
  return body.data;
}

async function addAccessory(page: Page, search: string, name: string) {
  const field = page.getByRole('searchbox', { name: 'Accessories' });
  await field.fill(search);
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await field.fill('');
}

/**
 * The section's interactive part loads when it comes near the screen, and replaces the server's copy: an element found
 * just before the swap is detached under the scroll, so the scroll is tried again until the live section is there.
 */
async function liveSection(page: Page) {
  const section = page.getByTestId('accessories');
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(section).toHaveAttribute('data-live', 'true', { timeout: 2_000 });
  }).toPass();
  return section;
}

/** Each cart line's name and quantity, read at one moment. */
const cartQuantities = (page: Page) =>
  page
    .getByTestId('cart-line')
    .evaluateAll((els) =>
      els.map((e) => [
        e.querySelector('a[href^="/product/"]')?.textContent?.trim(),
        (e.querySelector('input[inputmode="numeric"]') as HTMLInputElement | null)?.value,
      ]),
    );

const qtyOf = (page: Page, slug: string) => page.locator(`[data-testid="accessory"][data-slug="${slug}"] [data-testid="accessory-qty"]`);

test('staff name a floor its accessories in order; a customer gets them counted for the room and adds them all in one click', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/dashboard/products');
  const list = await action<{ rows: { id: string; slug: string }[] }>(page, 'product.list', { q: 'Newton Maple' });
  const floor = list.rows.find((p) => p.slug === FLOOR)!;
  await page.goto(`/dashboard/product/${floor.id}`);
  const picked = page.getByTestId('product-accessoryIds-picker').getByTestId('picked');
  // a retry finds the list the first try saved: it starts again from an empty one
  for (let n = await picked.count(); n > 0; n--)
    await picked
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
  await expect(picked).toHaveCount(0);
  await addAccessory(page, 'Foam Underlay', '3 mm Foam Underlay with Vapour Barrier 100 sq ft');
  await addAccessory(page, 'Tile Mortar', 'Large Format Tile Mortar 50 lb');
  await addAccessory(page, 'Primed MDF Base Shoe', 'Primed MDF Base Shoe 1/2" x 3/4" x 8 ft');
  // the mortar goes last
  await page.getByRole('button', { name: 'Move Primed MDF Base Shoe 1/2" x 3/4" x 8 ft up' }).click();
  await expect(picked).toHaveCount(3);
  await expect(picked.nth(1)).toContainText('Primed MDF Base Shoe');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  const saved = await action<{ accessoryIds: string[] }>(page, 'product.get', { id: floor.id });
  expect(saved.accessoryIds).toHaveLength(3);

  // the customer, on the page served from cache (the save cleared it)
  await page.context().clearCookies();
  await page.goto(`/product/${FLOOR}`);
  const rows = page.getByTestId('accessory');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')))).toEqual([UNDERLAY, BASE_SHOE, MORTAR]);
  const calculator = page.getByTestId('boxes-calculator');
  await calculator.getByRole('radio', { name: 'Area' }).click();
  await calculator.getByLabel(/Floor area/).fill('250');
  const section = await liveSection(page);
  await expect(section).toContainText('Counted for your room of 250 sq ft');
  // 250 sq ft + 10 % waste = 275 sq ft: three rolls of 100; trims wait for the perimeter; one bag of mortar
  await expect(qtyOf(page, UNDERLAY)).toHaveAttribute('data-qty', '3');
  await expect(qtyOf(page, BASE_SHOE)).toHaveText('Enter the perimeter');
  await expect(qtyOf(page, MORTAR)).toHaveAttribute('data-qty', '1');
  await section.getByLabel('Room perimeter (ft)').fill('66');
  // 66 ft of walls in 8 ft pieces: nine
  await expect(qtyOf(page, BASE_SHOE)).toHaveAttribute('data-qty', '9');
  await expect(qtyOf(page, BASE_SHOE)).toHaveText('× 9');

  await section.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(section.getByRole('status')).toContainText('3 accessories added to your cart.');
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect
    .poll(() => cartQuantities(page))
    .toEqual([
      ['3 mm Foam Underlay with Vapour Barrier 100 sq ft', '3'],
      ['Primed MDF Base Shoe 1/2" x 3/4" x 8 ft', '9'],
      ['Large Format Tile Mortar 50 lb', '1'],
    ]);
});

test('an unchecked accessory stays out of the cart; one out of stock is shown and cannot be added', async ({ page }) => {
  // the vinyl plank category's default list (seeded): the IXPE underlay and the PVC base shoe (both sold out), the MDF
  // base shoe and the transitions (chosen on their own page)
  await page.goto(`/product/${VINYL}`);
  const section = await liveSection(page);
  for (const slug of ['1-mm-ixpe-underlay-for-vinyl-plank-200-sq-ft', 'waterproof-pvc-base-shoe-8-ft']) {
    const row = section.locator(`[data-testid="accessory"][data-slug="${slug}"]`);
    await expect(row).toContainText('Out of stock');
    await expect(row.getByRole('checkbox')).toHaveCount(0);
  }
  const transitions = section.locator('[data-slug="colour-matched-transition-moulding-94-in"]');
  await expect(transitions.getByRole('link', { name: 'Choose colour and style' })).toBeVisible();
  await expect(transitions.getByRole('checkbox')).toHaveCount(0);
  const calculator = page.getByTestId('boxes-calculator');
  await calculator.getByRole('radio', { name: 'Area' }).click();
  await calculator.getByLabel(/Floor area/).fill('100');
  await section.getByLabel('Room perimeter (ft)').fill('40');
  const addAll = section.getByRole('button', { name: 'Add all to cart' });
  const mdf = section.getByRole('checkbox', { name: 'Include Primed MDF Base Shoe 1/2" x 3/4" x 8 ft' });
  // unchecked, nothing is left to add
  await mdf.uncheck();
  await expect(addAll).toBeDisabled();
  await mdf.check();
  await addAll.click();
  await expect(section.getByRole('status')).toContainText('1 accessory added to your cart.');
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  // 40 ft of walls in 8 ft pieces
  await expect.poll(() => cartQuantities(page)).toEqual([['Primed MDF Base Shoe 1/2" x 3/4" x 8 ft', '5']]);
});
