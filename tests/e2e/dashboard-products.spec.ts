import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { ADMIN, CUSTOMER, STAFF } from './accounts';
import { signIn } from './support/account-helpers';

const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function fillBasics(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Coverage per sell unit' }).fill('20.5');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('50');
  await page.getByRole('textbox', { name: 'Sale price', exact: true }).fill('45');
}

test('an admin creates a variable product with two uploaded images and the shop shows it at once', async ({ page, baseURL }) => {
  const name = `Zephyrwood Oak ${tag()}`;
  await signIn(page, ADMIN, '/dashboard/product/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  await fillBasics(page, name);
  // a new product's stock starts empty, not 0, and a simple product is not saved without it
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter the stock: a whole number, or -1 for unlimited.')).toBeVisible();
  // the field in error is scrolled to and focused
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeInViewport();
  await expect(page).toHaveURL(/\/dashboard\/product\/create$/);

  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png('#8a5a2b') },
    { name: 'detail.png', mimeType: 'image/png', buffer: await png('#c9a27e') },
  ]);
  await expect(page.getByLabel('Alternative text')).toHaveCount(2);
  await expect(page.getByLabel('Alternative text').first()).toHaveValue('front');

  await page.getByLabel('With variants (colours, sizes…)').check();
  const colours = page.getByRole('group', { name: 'Colours' }).locator('label');
  await colours.nth(0).click();
  await colours.nth(1).click();
  await page.getByRole('button', { name: 'Generate variants' }).click();
  const quantities = page.getByTestId('variant-row').locator('input[type=number]');
  await expect(quantities).toHaveCount(2);
  // a new combination's stock is left empty for staff to enter, not 0 (out of stock at once)
  await expect(quantities.nth(0)).toHaveValue('');
  await quantities.nth(0).fill('12');
  await quantities.nth(1).fill('-1');

  await page.getByRole('textbox', { name: 'Description', exact: true }).first().click();
  await page.keyboard.type('Warm European oak with a brushed finish.');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Product created')).toBeVisible();
  const slug = await page.getByLabel('Slug (web address)').inputValue();
  expect(slug).toMatch(/^zephyrwood-oak-/);
  await expect(page.getByTestId('variant-row').locator('input[type=number]')).toHaveCount(2);

  // the shop: its page and the search, without waiting for a cache to expire
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Warm European oak with a brushed finish.')).toBeVisible();
  const shopImage = page.locator('main img[src*="uploads"]').first();
  await expect(shopImage).toBeVisible();
  expect(await shopImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toBeVisible();

  // the dashboard list finds it by name, with its thumbnail and price
  await page.goto(`/dashboard/product?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/.+\.webp$/);
  expect(baseURL).toBeTruthy();
});

test('staff give a product two options besides colour, generate their combinations, and the shop asks for each', async ({ page }) => {
  const name = `Tidewater Oak ${tag()}`;
  await signIn(page, ADMIN, '/dashboard/product/create');
  await fillBasics(page, name);
  await page.getByLabel('With variants (colours, sizes…)').check();
  await page.getByRole('group', { name: 'Colours' }).getByText('Natural Oak', { exact: true }).click();
  // option 1: thickness, two values; option 2: surface, two values
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByRole('combobox', { name: 'Attribute' }).nth(0).selectOption('Thickness');
  await page.getByRole('group', { name: 'Values of Thickness' }).getByText('12.3 mm', { exact: true }).click();
  await page.getByRole('group', { name: 'Values of Thickness' }).getByText('14 mm', { exact: true }).click();
  await page.getByRole('button', { name: 'Add an option' }).click();
  const second = page.getByRole('combobox', { name: 'Attribute' }).nth(1);
  // an attribute is one option at most: the first's is not offered to the second
  await expect(second.locator('option', { hasText: 'Thickness' })).toHaveCount(0);
  await second.selectOption('Surface');
  await page.getByRole('group', { name: 'Values of Surface' }).getByText('Brushed UV oil', { exact: true }).click();
  await page.getByRole('group', { name: 'Values of Surface' }).getByText('Natural oil', { exact: true }).click();
  await page.getByRole('button', { name: 'Generate variants' }).click();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveText([
    /12\.3 mm \/ Brushed UV oil/,
    /12\.3 mm \/ Natural oil/,
    /14 mm \/ Brushed UV oil/,
    /14 mm \/ Natural oil/,
  ]);
  // one combination is not made
  await page.getByRole('button', { name: 'Delete: Natural Oak / 14 mm / Natural oil' }).click();
  await expect(rows).toHaveCount(3);
  for (const [i, quantity] of ['8', '0', '-1'].entries()) await rows.nth(i).locator('input[type=number]').fill(quantity);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
  // the saved product comes back with its options and combinations
  await expect(page.getByRole('combobox', { name: 'Attribute' })).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Attribute' }).nth(1)).toHaveValue(/[0-9a-f-]{36}/);
  await expect(rows).toHaveCount(3);
  const slug = await page.getByLabel('Slug (web address)').inputValue();

  await page.goto(`/product/${slug}`);
  const surface = page.getByRole('group', { name: /^Surface/ });
  await page
    .getByRole('group', { name: /^Thickness/ })
    .getByRole('button', { name: '14 mm' })
    .click();
  await expect(surface.getByRole('button')).toHaveText(['Brushed UV oil']);
  await page
    .getByRole('group', { name: /^Thickness/ })
    .getByRole('button', { name: '12.3 mm' })
    .click();
  await expect(surface.getByRole('button')).toHaveText(['Brushed UV oil', 'Natural oil']);
});

test('a simple product keeps its colour through a save, and the shop still finds it by that colour', async ({ page }) => {
  const name = 'Primed MDF Base Shoe';
  await signIn(page, ADMIN, `/dashboard/product?q=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
  const colours = page.getByRole('group', { name: 'Colours' });
  await expect(colours.getByRole('checkbox', { name: 'Bright White' })).toBeChecked();
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  const before = await price.inputValue();
  await price.fill(before);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Primed MDF base shoe, ready to paint, in 8 ft lengths.');
  const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/product.update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Colours' }).getByRole('checkbox', { name: 'Bright White' })).toBeChecked();

  // the shop's colour filter: the accessories in Bright White still list it
  await page.goto('/shop/accessories');
  await page
    .getByRole('checkbox', { name: /Bright White/ })
    .first()
    .check();
  await expect(page).toHaveURL(/color=/);
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toBeVisible();
});

test('a file that is not an image is refused with a message, whatever its name', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard/product/create');
  const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: 'photo.jpg: This file is not an image' }).first();
  // a file chosen before the form has hydrated is not seen by React: choose it again until it is
  await expect(async () => {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is plain text, not a JPEG') });
    // shown under the drop zone (and as a toast)
    await expect(refusal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('Alternative text')).toHaveCount(0);
});

test('the staff member with product rights sees the list with its create button and row actions', async ({ page }) => {
  await signIn(page, STAFF, '/dashboard/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add product' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Delete: / }),
  ).toBeVisible();
  // server-side search and sort through the URL
  await page.goto('/dashboard/product?q=walnut&sort=price&dir=asc');
  await expect(page.getByRole('row').nth(1)).toContainText(/walnut/i);
});

// a direct POST of product.create or an upload by a customer: tests/integration/dashboard-authz.test.ts and dashboard-upload.test.ts
test('a customer gets the 403 page', async ({ page }) => {
  await signIn(page, CUSTOMER, '/profile');
  const res = await page.goto('/dashboard/product');
  expect(res?.status()).toBe(403);
});

// the direct create refused to view-only staff: tests/integration/dashboard-authz.test.ts (every action, every kind of caller)
test('a view-only staff member sees the product list without create, edit or delete', async ({ browser }) => {
  const email = `product-viewer-${tag()}@example.com`;
  const password = 'Viewer-Parquet-7391';
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/dashboard/staffs/create');
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Product Viewer');
  await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await admin.getByLabel('Password').fill(password);
  await admin.getByRole('checkbox', { name: 'Products: View' }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/staffs$/);
  await admin.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, { email, password }, '/dashboard/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /^Delete: / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);
  // the menu entry (open on its own page) keeps the list but loses the create entry (docs/requirements.md, "Dashboard menu")
  await expect(page.locator('#dashboard-menu').getByRole('link', { name: 'All products' })).toBeVisible();
  await expect(page.locator('#dashboard-menu').getByRole('link', { name: 'Add product' })).toHaveCount(0);
  // a product opens read-only: no Save, and the description cannot be typed into (no toolbar either)
  await page.getByRole('main').locator('a[href^="/dashboard/product/"]').first().click();
  const description = page.locator('[contenteditable][aria-label="Description"]');
  await expect(description).toHaveAttribute('contenteditable', 'false');
  await expect(description).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.goto('/dashboard/product/create');
  await expect(page.getByRole('heading', { name: 'access forbidden' })).toBeVisible();
  await page.context().close();
});

test('staff count a product’s stock on its form, and its stock movements show the count beside the opening stock', async ({ page }) => {
  const name = 'Solid White Oak Base Shoe';
  await signIn(page, ADMIN, `/dashboard/product?q=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const held = Number(await quantity.inputValue());
  expect(held).toBeGreaterThanOrEqual(0);
  await quantity.fill(String(held + 5));
  const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/product.update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  await page.getByRole('link', { name: 'Stock movements' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}\/stock$/);
  await expect(page.getByRole('heading', { name: 'Stock movements' })).toBeVisible();
  const ledger = page.getByTestId('stock-ledger');
  const latest = ledger.getByRole('row').nth(1);
  await expect(latest).toContainText('Counted');
  await expect(latest).toContainText('+5');
  await expect(latest.getByRole('cell').nth(5)).toHaveText(String(held + 5));
  await expect(ledger.getByRole('row').last()).toContainText('Opening stock');

  // a delivery from a supplier, then a write-off larger than what is held (refused at its field, nothing recorded)
  const record = page.getByRole('form', { name: 'Record stock' });
  await record.getByLabel('Boxes received').fill('24');
  await record.getByLabel('Note').fill('Mohawk, PO 4471');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(ledger.getByRole('row').nth(1)).toContainText('Received');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Mohawk, PO 4471');
  await expect(ledger.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(String(held + 29));
  await page.getByRole('combobox', { name: 'Movement' }).selectOption('damaged');
  await page.getByLabel('Boxes written off').fill(String(held + 30));
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(`Only ${held + 29} on hand: no more can be written off.`)).toBeVisible();
  await expect(ledger.getByRole('row').nth(1)).toContainText('Received');
});

test('staff record a delivery of two products from a supplier, and each product’s stock movements name it', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard/product/deliveries');
  await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
  // nothing added yet: refused at the search, nothing sent
  await page.getByRole('button', { name: 'Record the delivery' }).click();
  await expect(page.getByText('Add at least one product.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Supplier' }).fill('Mohawk Industries');
  await page.getByRole('textbox', { name: 'Reference' }).fill('PO 4471');
  const search = page.getByRole('searchbox', { name: 'Add a product' });
  await search.fill('Solid White Oak Base');
  await page.getByRole('button', { name: /^Add Solid White Oak Base Shoe/ }).click();
  await search.fill('Transition Moulding');
  await page.getByRole('button', { name: /^Add Colour-Matched Transition Moulding 94 in · Natural Oak \/ Reducer/ }).click();
  const lines = page.getByTestId('delivery-lines');
  await expect(lines.getByRole('spinbutton')).toHaveCount(2);
  await page.getByLabel(/^Boxes of Solid White Oak Base Shoe/).fill('12');
  await page.getByLabel(/^Boxes of Colour-Matched Transition Moulding/).fill('8');
  await page.getByRole('button', { name: 'Record the delivery' }).click();
  const latest = page.getByTestId('delivery-list').getByRole('row').nth(1);
  await expect(latest).toContainText('Mohawk Industries');
  await expect(latest).toContainText('PO 4471');
  await expect(latest.getByRole('cell').nth(5)).toHaveText('20');

  await page.goto(`/dashboard/product?q=${encodeURIComponent('Solid White Oak Base Shoe')}`);
  await page.getByRole('row').filter({ hasText: 'Solid White Oak Base Shoe' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Stock movements' }).click();
  const row = page.getByTestId('stock-ledger').getByRole('row').nth(1);
  await expect(row).toContainText('Received');
  await expect(row).toContainText('Mohawk Industries · PO 4471');
  await expect(row).toContainText('+12');
});

test('staff export the stock CSV, import a changed count back, and see a refused row with its reason', async ({ page }) => {
  await signIn(page, ADMIN, '/dashboard/product/deliveries');
  const section = page.getByRole('region', { name: 'Stock by location and lot' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Export stock CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, first] = text.split('\r\n');
  expect(header).toBe('product,variant,location,lot,shade,caliber,boxes');
  const cells = first.split(',');
  const boxes = Number(cells.at(-1));
  const upload = async (name: string, body: string) => {
    await section.getByLabel('Stock CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
    await section.getByRole('button', { name: 'Import stock CSV' }).click();
  };

  // the first holding counted two more: one holding changes, the rest of the shop is not in the file
  await upload('count.csv', `${header}\r\n${[...cells.slice(0, -1), boxes + 2].join(',')}\r\n`);
  await expect(section.getByRole('status')).toHaveText('Stock imported: 1 holding changed, 0 unchanged.');
  // a location that does not exist: the row is refused with its reason, nothing is imported
  await upload('bad.csv', `${header}\r\n${[cells[0], cells[1], 'Moon base', ...cells.slice(3, -1), 1].join(',')}\r\n`);
  await expect(section.getByRole('alert')).toContainText('Nothing was imported: 1 row is refused.');
  await expect(section.getByRole('row').filter({ hasText: 'No location has this name.' })).toContainText('location');
  // the exported file read back as it was: the count goes back, nothing else moves
  await upload('stock.csv', text);
  await expect(section.getByRole('status')).toContainText('1 holding changed');
});

// docs/requirements.md, "Locations and lots"
test('staff add a warehouse, receive a lot-tracked tile into it, move some to the showroom, and see the holdings', async ({ page }) => {
  const warehouse = `North warehouse ${tag()}`;
  const lot = `BB-${tag()}`;
  const name = 'Basalt Black 12x24 Matt Porcelain';
  await signIn(page, ADMIN, '/dashboard/product/locations');
  await expect(page.getByRole('heading', { name: 'Stock locations' })).toBeVisible();
  // a name already taken is refused at its field
  await page.getByRole('textbox', { name: 'Name' }).fill('showroom');
  await page.getByRole('button', { name: 'Save the location' }).click();
  await expect(page.getByText('Another location has this name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(warehouse);
  await page.getByRole('textbox', { name: 'Address' }).fill('19100 94 Ave, Surrey');
  await page.getByRole('spinbutton', { name: 'Position' }).fill('5');
  await page.getByRole('button', { name: 'Save the location' }).click();
  const row = page.getByTestId('location-list').getByRole('row').filter({ hasText: warehouse });
  await expect(row).toContainText('19100 94 Ave, Surrey');
  // the showroom holds stock: it cannot be deleted
  await page.getByRole('button', { name: 'Delete Showroom' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This location holds stock, appears in the stock movements or is named on a purchase order, so it cannot be deleted.'),
  ).toBeVisible();

  // the tile keeps its stock per dye lot
  await page.goto(`/dashboard/product?q=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
  const productUrl = page.url();
  await page.getByRole('checkbox', { name: /Track dye lots/ }).check();
  const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/product.update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  // a delivery into the warehouse: a lot-tracked line needs its lot
  await page.goto('/dashboard/product/deliveries');
  await page.getByRole('textbox', { name: 'Supplier' }).fill('Cascadia Stone');
  await page.getByRole('searchbox', { name: 'Add a product' }).fill('Basalt Black');
  await page.getByRole('button', { name: `Add ${name} to the delivery` }).click();
  await page.getByLabel(`Boxes of ${name} received`).fill('30');
  await page.getByRole('combobox', { name: `Location of ${name}` }).selectOption({ label: warehouse });
  await page.getByRole('button', { name: 'Record the delivery' }).click();
  await expect(page.getByText('Choose the dye lot, or enter a new lot code.')).toBeVisible();
  await page.getByRole('textbox', { name: `Lot code of ${name}` }).fill(lot);
  await page.getByRole('textbox', { name: `Shade of ${name}` }).fill('Jet');
  await page.getByRole('textbox', { name: `Caliber of ${name}` }).fill('C2');
  await page.getByRole('button', { name: 'Record the delivery' }).click();
  const latest = page.getByTestId('delivery-list').getByRole('row').nth(1);
  await expect(latest).toContainText('Cascadia Stone');
  await expect(latest).toContainText(`${lot} / Jet / C2`);

  // the stock page: held per location and lot; 12 boxes moved to the showroom
  await page.goto(`${productUrl}/stock`);
  const places = page.getByTestId('stock-places');
  const atWarehouse = places.getByRole('row').filter({ hasText: warehouse });
  await expect(atWarehouse).toContainText(lot);
  await expect(atWarehouse).toContainText('Jet');
  await expect(atWarehouse.getByRole('cell').last()).toHaveText('30');
  const move = page.getByRole('form', { name: 'Move stock between locations' });
  await move.getByRole('combobox', { name: 'From' }).selectOption({ label: `${warehouse} · ${lot} / Jet / C2 (30 held)` });
  await move.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Showroom' });
  await move.getByRole('spinbutton', { name: 'Boxes moved' }).fill('40');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText('Only 30 held there.')).toBeVisible();
  await move.getByRole('spinbutton', { name: 'Boxes moved' }).fill('12');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(atWarehouse.getByRole('cell').last()).toHaveText('18');
  const showroomLot = places.getByRole('row').filter({ hasText: 'Showroom' }).filter({ hasText: lot });
  await expect(showroomLot.getByRole('cell').last()).toHaveText('12');
  const ledger = page.getByTestId('stock-ledger');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Transferred');
  await expect(ledger.getByRole('row').nth(1)).toContainText(lot);
});

// docs/requirements.md, "Purchase orders"
test('staff raise a purchase order, receive part of it with a dye lot, and close it with boxes outstanding', async ({ page }) => {
  const lot = `LB-${tag()}`;
  await signIn(page, ADMIN, '/dashboard/product/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Raise a purchase order' });
  await form.getByRole('textbox', { name: 'Supplier' }).fill('Cascadia Stone');
  await form.getByRole('textbox', { name: 'Reference' }).fill('Q-2291');
  await form.getByLabel('Expected on').fill('2026-12-14');
  const search = form.getByRole('searchbox', { name: 'Add a product' });
  await search.fill('Solid White Oak Base');
  await form.getByRole('button', { name: /^Add Solid White Oak Base Shoe.* to the purchase order$/ }).click();
  await search.fill('Limestone Beige');
  await form
    .getByRole('button', { name: /^Add Limestone Beige 24x24 Matt Porcelain.* to the purchase order$/ })
    .first()
    .click();
  await form.getByLabel(/^Boxes of Solid White Oak Base Shoe.* ordered$/).fill('10');
  await form.getByLabel(/^Boxes of Limestone Beige.* ordered$/).fill('6');
  await form.getByRole('button', { name: 'Raise the purchase order' }).click();

  await expect(page).toHaveURL(/\/dashboard\/product\/purchase-orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^PO-\d+$/);
  const number = (await heading.textContent())!;
  const summary = page.getByTestId('purchase-order-summary');
  await expect(summary).toContainText('Open');
  await expect(summary).toContainText('Q-2291');
  await expect(summary).toContainText('Dec 14, 2026');

  // each line starts at what it still expects; more than that is refused at its line
  const receive = page.getByRole('form', { name: 'Receive a delivery for this order' });
  const oak = receive.getByLabel(/^Boxes of Solid White Oak Base Shoe.* received now$/);
  await expect(oak).toHaveValue('10');
  await oak.fill('11');
  await receive.getByRole('textbox', { name: /^Lot code of Limestone Beige/ }).fill(lot);
  await receive.getByRole('textbox', { name: /^Shade of Limestone Beige/ }).fill('Sand');
  await receive.getByRole('button', { name: 'Record the delivery' }).click();
  await expect(receive.getByText('Only 10 still expected on this line.')).toBeVisible();
  await oak.fill('4');
  await receive.getByRole('textbox', { name: 'Delivery note reference' }).fill('DN-5512');
  await receive.getByRole('button', { name: 'Record the delivery' }).click();
  await expect(summary).toContainText('Partly received');
  const lines = page.getByTestId('purchase-order-lines');
  const oakLine = lines.getByRole('row').filter({ hasText: 'Solid White Oak Base Shoe' });
  await expect(oakLine.getByRole('cell').nth(3)).toHaveText('4');
  await expect(oakLine.getByRole('cell').nth(4)).toHaveText('6');
  await expect(lines.getByRole('row').filter({ hasText: 'Limestone Beige' }).getByRole('cell').nth(4)).toHaveText('0');
  const delivery = page.getByTestId('delivery-list').getByRole('row').nth(1);
  await expect(delivery).toContainText('DN-5512');
  await expect(delivery).toContainText(`For ${number}`);
  await expect(delivery).toContainText(`${lot} / Sand`);
  // only the oak is still expected
  await expect(receive.getByLabel(/received now$/)).toHaveCount(1);

  // a second tab still showing the open order
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await receive.getByRole('button', { name: 'Close the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the order' }).click();
  await expect(summary).toContainText('Closed');
  await expect(page.getByRole('form', { name: 'Receive a delivery for this order' })).toHaveCount(0);
  await expect(
    page.getByTestId('purchase-order-lines').getByRole('row').filter({ hasText: 'Solid White' }).getByRole('cell').nth(4),
  ).toHaveText('—');
  // the stale tab's delivery is refused, and the tab then shows the order as it is
  await stale.getByRole('form', { name: 'Receive a delivery for this order' }).getByRole('button', { name: 'Record the delivery' }).click();
  await expect(stale.getByText('This purchase order is received or closed: record the delivery on its own.')).toBeVisible();
  await expect(stale.getByTestId('purchase-order-summary')).toContainText('Closed');
  await expect(stale.getByRole('form', { name: 'Receive a delivery for this order' })).toHaveCount(0);
  await stale.close();

  await page.getByRole('link', { name: 'All purchase orders' }).click();
  const row = page.getByTestId('purchase-order-list').getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Cascadia Stone');
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('10 of 16');
});
