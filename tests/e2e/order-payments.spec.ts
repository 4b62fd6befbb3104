import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { placeGuestOrder } from './support/guest-order';

/** Money as the English dashboard writes it, e.g. "$1,234.50", read back as a number. */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('a staff member marks a cash-on-delivery order paid in two parts and records a part refund; the customer sees it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = 'gurpreet.pay@example.com';
  const shopper = await browser.newPage();
  const number = await placeGuestOrder(shopper, { name: 'Gurpreet Sidhu', phone: '604-555-0147', email });

  const page = await browser.newPage();
  await signIn(page, ADMIN, `/dashboard/orders?q=${number}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `View order ${number}` }) });
  await expect(row.getByTestId('payment-status')).toContainText('Unpaid');
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();

  const payment = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payment', exact: true }) });
  await expect(payment.getByTestId('payment-status')).toContainText('Unpaid');
  const balance = payment.getByTestId('payment-balance');
  const total = amountOf((await balance.locator('dd').first().textContent())!);
  expect(total).toBeGreaterThan(10);

  // a part payment: the dialog names its effect, the order keeps a balance due
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  let dialog = page.getByRole('dialog', { name: `Record a payment for order ${number}?` });
  await expect(dialog.getByRole('button')).toHaveText(['Don’t record', `Record $${total.toFixed(2)} payment`]);
  // more than is due is refused next to the field, nothing recorded
  await dialog.getByLabel(/Amount received/).fill(String(total + 1));
  await dialog.getByRole('button', { name: `Record $${(total + 1).toFixed(2)} payment` }).click();
  await expect(dialog.getByRole('alert')).toContainText('That is more than the balance due');
  await dialog.getByLabel(/Amount received/).fill('10');
  await dialog.getByLabel('Reference or note (optional)').fill('cash deposit');
  await dialog.getByRole('button', { name: 'Record $10.00 payment' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const due = (total - 10).toFixed(2);
  await expect(payment.getByTestId('payment-status')).toContainText('Unpaid');
  await expect(payment.getByTestId('payment-status')).toContainText(`Balance due $${due}`);
  await expect(payment.getByTestId('payment-recorded')).toContainText(/Recorded by hand · recorded by .+ · cash deposit/);

  // the rest: the empty amount is the whole balance due
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  dialog = page.getByRole('dialog', { name: `Record a payment for order ${number}?` });
  await dialog.getByRole('button', { name: `Record $${due} payment` }).click();
  await expect(payment.getByTestId('payment-status')).toHaveText('Paid');
  await expect(payment.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(payment.getByTestId('payment-row')).toHaveCount(2);

  // a part refund of the first payment, with the reason
  await payment.getByTestId('payment-row').first().getByRole('button', { name: 'Record refund' }).click();
  dialog = page.getByRole('dialog', { name: 'Record a refund of this payment?' });
  await expect(dialog.getByRole('button')).toHaveText(['Don’t refund', 'Record $10.00 refund']);
  await dialog.getByLabel(/Amount given back/).fill('4');
  await dialog.getByRole('button', { name: 'Record $4.00 refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the money is given back.');
  await dialog.getByLabel('Reason').fill('One piece returned');
  await dialog.getByRole('button', { name: 'Record $4.00 refund' }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible();
  await expect(payment.getByTestId('payment-status')).toHaveText('Partially refunded');
  await expect(payment.getByTestId('payment-refunds')).toContainText(/Refunded \$4\.00 on .+ by .+ · One piece returned/);

  // the orders table says the same
  await page.goto(`/dashboard/orders?q=${number}`);
  await expect(row.getByTestId('payment-status')).toHaveText('Partially refunded');

  // the customer's order page shows the payment status
  await shopper.goto('/order/lookup');
  await shopper.getByLabel('Order number').fill(number);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByRole('button', { name: 'Find order' }).click();
  await expect(shopper.getByTestId('order-detail').getByTestId('payment-status')).toHaveText('Partially refunded');
  await shopper.close();
  await page.close();
});
