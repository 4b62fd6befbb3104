import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { callAction } from './support/dashboard-action';
import { placeGuestOrder } from './support/guest-order';

test.skip(({ isMobile }) => !!isMobile, 'the dashboard order flows are exercised once, at desktop width');

/** Opens the order from the dashboard's order list. */
async function openOrder(page: Page, number: string) {
  await page.goto(`/dashboard/orders?q=${number}`);
  await page.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();
}

test('staff ship an order in two parcels and correct one’s tracking; the customer’s order page shows each parcel', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopper = await browser.newPage();
  const email = 'kiran.tracking@example.com';
  const number = await placeGuestOrder(shopper, { name: 'Kiran Bains', phone: '604-555-0166', email });

  const page = await browser.newPage();
  await signIn(page, ADMIN, '/dashboard/orders');
  await openOrder(page, number);
  const shipment = page.getByTestId('order-shipment');
  // a pending order is confirmed first
  await expect(shipment).toContainText('Confirm the order before adding tracking.');
  await page.getByLabel('New status').selectOption({ label: 'Confirmed' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Status changed to Confirmed')).toBeVisible();
  // three pieces instead of the one bought, set through the edit action (its own form has its own test below)
  const id = page.url().split('/').pop()!;
  const order = await callAction<{ updatedAt: string; items: { id: string; name: string }[]; shipping: unknown }>(page, 'order.get', {
    id,
  });
  const [line] = order.data.items;
  expect(
    (
      await callAction(page, 'order.edit', {
        id,
        version: order.data.updatedAt,
        items: [{ itemId: line.id, qty: 3 }],
        add: [],
        shipping: order.data.shipping,
      })
    ).ok,
  ).toBe(true);
  await page.reload();

  // the first parcel takes one of the three
  await shipment.getByLabel(line.name).fill('1');
  await shipment.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await shipment.getByLabel('Tracking number').fill('1z999aa10123456784');
  await shipment.getByRole('button', { name: 'Ship these items and e-mail the customer' }).click();
  await expect(page.getByText('Parcel saved. The rest of the order is still to ship')).toBeVisible();
  const parcels = shipment.getByTestId('order-parcel');
  await expect(parcels).toHaveCount(1);
  await expect(parcels.first()).toContainText('× 1');
  await expect(parcels.first().getByRole('link', { name: 'Open tracking page' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expect(page.getByTestId('timeline-event').last()).toHaveText('Part shipped (parcel 1): UPS 1Z999AA10123456784');

  // the second takes the two left and ships the order
  await expect(shipment.getByLabel(line.name)).toHaveValue('2');
  await shipment.getByTestId('new-parcel').getByLabel('Carrier').selectOption({ label: 'Canada Post' });
  await shipment.getByTestId('new-parcel').getByLabel('Tracking number').fill('7023 4567 8901 2345');
  await shipment.getByRole('button', { name: 'Mark shipped and e-mail the customer' }).click();
  await expect(page.getByText('The order is shipped. The customer is being e-mailed the tracking.')).toBeVisible();
  await expect(parcels).toHaveCount(2);
  await expect(shipment).toContainText('Everything on this order has shipped.');
  await expect(page.getByTestId('timeline-event').last()).toHaveText('Tracking added: Canada Post 7023 4567 8901 2345');

  // Other carrier for parcel 2: the staff-given https page
  const second = parcels.nth(1);
  await second.getByRole('button', { name: 'Change tracking of parcel 2' }).click();
  await second.getByLabel('Carrier').selectOption({ label: 'Other carrier' });
  await second.getByLabel('Tracking number').fill('FR-88231');
  await second.getByLabel('Tracking page').fill('http://track.fraserfreight.ca/FR-88231');
  await second.getByRole('button', { name: 'Save new tracking and e-mail the customer' }).click();
  await expect(second.getByText('Enter the carrier’s tracking page, starting with https://.')).toBeVisible();
  await second.getByLabel('Tracking page').fill('https://track.fraserfreight.ca/FR-88231');
  await second.getByRole('button', { name: 'Save new tracking and e-mail the customer' }).click();
  await expect(page.getByText('Tracking saved. The customer is being e-mailed the new tracking.')).toBeVisible();
  await expect(page.getByTestId('timeline-event').last()).toHaveText('Tracking changed: track.fraserfreight.ca FR-88231');

  await shopper.goto('/order/lookup');
  await shopper.getByLabel('Order number').fill(number);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByRole('button', { name: 'Find order' }).click();
  const customerParcels = shopper.getByTestId('shipment-tracking').getByTestId('parcel');
  await expect(customerParcels).toHaveCount(2);
  await expect(customerParcels.first()).toContainText('Parcel 1');
  await expect(customerParcels.first()).toContainText('× 1');
  await expect(customerParcels.first()).toContainText('UPS');
  await expect(customerParcels.nth(1)).toContainText('× 2');
  await expect(customerParcels.nth(1).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://track.fraserfreight.ca/FR-88231',
  );
  // the history lists the move to shipped once, not the part shipment or the correction
  await expect(shopper.getByTestId('order-detail')).toContainText('Shipped');
});

test('staff raise a quantity in edit mode: the server prices the change and the order total follows', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopper = await browser.newPage();
  const number = await placeGuestOrder(shopper, { name: 'Simran Toor', phone: '604-555-0177', email: 'simran.edit@example.com' });
  await shopper.close();

  const page = await browser.newPage();
  await signIn(page, ADMIN, '/dashboard/orders');
  await openOrder(page, number);
  // the order summary's total (the payment card has totals of its own)
  const totalRow = page.locator('[data-summary="total"]').first();
  const before = (await totalRow.textContent())!;

  await page.getByRole('link', { name: 'Edit order' }).click();
  const editor = page.getByRole('region', { name: `Edit order ${number}` });
  await expect(editor).toBeVisible();
  const totals = editor.getByTestId('edit-totals');
  await expect(totals).toContainText(
    before
      .replace(/^Total/, '')
      .replace(/\s*[A-Z]{3}$/, '')
      .trim(),
  );
  await editor.getByRole('button', { name: /^One more / }).click();
  await expect(editor.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('2');
  await expect(totals).not.toContainText(
    before
      .replace(/^Total/, '')
      .replace(/\s*[A-Z]{3}$/, '')
      .trim(),
  );
  const after = (await totals
    .locator('div')
    .filter({ hasText: /^Total/ })
    .locator('dd')
    .textContent())!;

  // the product search offers catalogue products with their stock
  await editor.getByLabel('Add a product').fill('oak');
  await expect(editor.getByRole('list', { name: 'Add a product' }).getByRole('listitem').first()).toBeVisible();

  await editor.getByRole('button', { name: 'Save changes to the order' }).click();
  await expect(page.getByText(`Order saved. New total: ${after}`)).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(totalRow).toContainText(after);
  await expect(page.getByRole('row').filter({ hasText: 'Primed' }).getByRole('cell').nth(3)).toHaveText('2');
  await expect(page.getByTestId('timeline-event')).toContainText('Order edited');

  // discarding leaves the order as it is
  await page.getByRole('link', { name: 'Edit order' }).click();
  await editor.getByRole('button', { name: /^One more / }).click();
  await editor.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toHaveCount(0);
  await expect(totalRow).toContainText(after);
});
