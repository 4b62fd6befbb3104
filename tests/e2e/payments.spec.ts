import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { gatewayRequests, gatewayURL } from './support/gateway';

/**
 * Card payment through Stripe's hosted Checkout against the real shop: the shop's Stripe client talks to the fake
 * gateway process (playwright.config.ts), whose stand-in hosted page pays by sending a signed webhook. Stripe's
 * keys come from the shop's environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): nothing is saved in settings.
 * Stripe is switched off again afterwards, so the other specs see the shop's default methods.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// four pages and two processes per step on a shared two-core machine: waits longer than the default 5 s
const expect = baseExpect.configure({ timeout: 20_000 });

const GATEWAY_SETTINGS = '/dashboard/settings/gateway';
const CARD = 'Card (secure hosted page)';

async function setStripe(page: Page, on: boolean) {
  await page.goto(GATEWAY_SETTINGS);
  const box = page.getByLabel('Offer Stripe');
  if ((await box.isChecked()) === on) return;
  await box.setChecked(on);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/settings.updateGateway') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await (await saved).json()).ok).toBe(true);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

async function adminPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN, path);
  return page;
}

/** The shop's order total as shown at checkout ("$123.45") in minor units. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test.describe('card payments on the hosted page', () => {
  let guest: Page;
  let number = '';
  let totalText = '';
  let sessionUrl = '';
  let paymentIntent = '';

  test.afterAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await adminPage(browser, GATEWAY_SETTINGS);
    await setStripe(admin, false);
    await admin.context().close();
    await guest?.context().close();
  });

  test('the admin offers Stripe with the keys from the server environment', async ({ browser }) => {
    const admin = await adminPage(browser, GATEWAY_SETTINGS);
    await expect(admin.getByRole('heading', { name: 'Stripe', exact: true })).toBeVisible();
    // no key saved in the dashboard: the one in the environment is what counts
    await expect(admin.getByLabel('Secret key', { exact: true })).toHaveValue('');
    await expect(admin.getByText('Set in the server environment (STRIPE_SECRET_KEY).')).toBeVisible();
    await expect(admin.getByTestId('environment-STRIPE_WEBHOOK_SECRET')).toHaveText(
      'Webhook signing secret: set in the server environment (STRIPE_WEBHOOK_SECRET).',
    );
    await setStripe(admin, true);
    await admin.reload();
    await expect(admin.getByLabel('Offer Stripe')).toBeChecked();
    // the store's footer names the methods now on, and shows the gateway picture (card logos) with them
    const { settings } = await (await admin.request.get('/api/home/settings')).json();
    await admin.goto('/');
    const footer = admin.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-payment-methods').getByRole('listitem')).toHaveText([
      'Cash on delivery',
      'Credit and debit cards',
    ]);
    const gateway = footer.getByRole('img', { name: settings.gatewayImage[0].name });
    await expect(gateway).toHaveAttribute('width', '565');
    await expect(gateway).toHaveAttribute('height', '37');
    await admin.context().close();
  });

  test('a guest leaves the hosted page without paying: the order waits, and "Pay now" goes back to it', async ({ browser }) => {
    guest = await (await browser.newContext()).newPage();
    await guest.goto('/product/primed-mdf-base-shoe-8-ft');
    await guest.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(guest.getByTestId('cart-count')).toHaveText('1');
    await guest.goto('/checkout');
    await guest.getByLabel('Full name').fill('Manpreet Sandhu');
    await guest.getByLabel('Phone').fill('604-555-0142');
    await guest.getByLabel('E-mail', { exact: true }).fill('manpreet@example.com');
    await guest.getByLabel('Street address').fill('7388 120 St');
    await guest.getByLabel('City').fill('Surrey');
    await guest.getByLabel('Postal code').fill('V3W 3M9');
    await guest.getByRole('radio', { name: /Local delivery/ }).check();
    await guest.getByRole('radio', { name: new RegExp(CARD.replace(/[()]/g, '\\$&')) }).check();
    await expect(guest.locator('dl[aria-busy="false"]')).toBeVisible();
    totalText = (await guest.getByTestId('checkout-total').textContent())!.trim();
    const before = (await gatewayRequests('POST /v1/checkout/sessions')).length;
    await guest.getByRole('button', { name: 'Place order' }).click();

    // on the gateway's page, for the order's own total, computed by the server
    await guest.waitForURL(`${gatewayURL}/c/pay/**`);
    sessionUrl = guest.url();
    await expect(guest.getByTestId('hosted-amount')).toHaveText(totalText);
    const sessions = await gatewayRequests('POST /v1/checkout/sessions');
    expect(sessions).toHaveLength(before + 1);
    const sent = sessions.at(-1)!;
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe(String(cents(totalText)));
    expect(sent.form['line_items[0][price_data][currency]']).toBe('cad');
    expect(sent.form.success_url).toMatch(/\/order\/confirmation\?payment=return$/);
    expect(sent.form.cancel_url).toMatch(/\/order\/confirmation\?payment=cancelled$/);
    expect(sent.idempotencyKey).toMatch(/^checkout-/);
    number = sent.form['metadata[orderNumber]'];
    expect(number).toMatch(/^FS-\d{6}-[2-9A-Z]{5}$/);

    await guest.getByRole('button', { name: 'Cancel and return' }).click();
    await guest.waitForURL(/\/order\/confirmation\?payment=cancelled$/);
    await expect(guest.getByTestId('order-number')).toHaveText(number);
    const notice = guest.getByTestId('payment-notice');
    await expect(notice).toContainText('You left the payment page without paying. We hold your order until');
    await expect(guest.getByTestId('order-detail')).toContainText(CARD);
    await expect(guest.getByTestId('order-detail').getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
    await expect(guest.getByTestId('order-detail').getByTestId('payment-status')).toHaveText('Pending');

    // coming back by the return URL alone does not make the order paid: only the gateway's signed event does
    await guest.goto('/order/confirmation?payment=return');
    await expect(notice).toContainText('We are waiting for Stripe to confirm your payment.');
    await guest.goto('/order/confirmation');
    await expect(notice).toContainText('Your order is waiting for payment.');

    // "Pay now" starts over on the gateway's page (the session still open is reused)
    await notice.getByRole('button', { name: 'Pay now by card' }).click();
    await guest.waitForURL(sessionUrl);
    await expect(guest.getByTestId('hosted-amount')).toHaveText(totalText);
  });

  test('the guest pays: the signed webhook marks the order paid before they are back', async () => {
    // the fake gateway delivers the webhook first and only then sends the customer to success_url (a failed
    // delivery shows the gateway's error page instead, so the notice below proves the webhook was accepted)
    await guest.getByRole('button', { name: `Pay ${totalText}` }).click();
    await guest.waitForURL(/\/order\/confirmation\?payment=return$/);
    await expect(guest.getByTestId('payment-notice')).toContainText('Payment received. Thank you!');
    await expect(guest.getByTestId('payment-notice').getByRole('button')).toHaveCount(0);
    await expect(guest.getByTestId('order-detail').getByTestId('payment-status')).toHaveText('Paid');
    // the reference the customer sees is the gateway's payment (the payment intent the webhook named)
    await expect(guest.getByTestId('payment-reference')).toHaveText(/^pi_\w+$/);
    paymentIntent = (await guest.getByTestId('payment-reference').textContent())!.trim();
    // the session is complete: paying again is not possible
    await guest.goto(sessionUrl);
    await expect(guest.getByText('This session is complete.')).toBeVisible();
  });

  test('the admin refunds part of the payment through Stripe', async ({ browser }) => {
    const admin = await adminPage(browser, `/dashboard/orders?q=${number}`);
    await admin.getByRole('link', { name: `View order ${number}` }).click();
    await expect(admin.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();
    const row = admin.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    // the checkout's total says CA$ (docs/requirements.md, "Currency"); the dashboard shows the plain symbol
    const amountText = totalText.replace(/^CA\$/, '$');
    await expect(row).toContainText(`Card (Stripe) · ${amountText} · Paid`);
    const intent = (await row.getByText(/^pi_/).textContent())!.trim();
    expect(intent).toBe(paymentIntent);

    const before = (await gatewayRequests('POST /v1/refunds')).length;
    await row.getByLabel(`Amount to refund (empty: all ${amountText})`).fill('12.50');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Refund $12.50 to the customer through Card (Stripe)? This cannot be undone.');
    await expect(dialog.getByRole('button')).toHaveText(['Don’t refund', 'Refund $12.50']);
    await dialog.getByRole('button', { name: 'Refund $12.50' }).click();
    await expect(admin.getByText('The refund was sent.')).toBeVisible();
    await expect(row).toContainText('Partially refunded');
    await expect(row).toContainText('Refunded: $12.50');
    await expect(admin.getByRole('heading', { name: 'Payment', exact: true }).locator('..')).toContainText('Partially refunded');

    // the gateway was asked for exactly that part of that payment
    const refunds = await gatewayRequests('POST /v1/refunds');
    expect(refunds).toHaveLength(before + 1);
    expect(refunds.at(-1)!.form).toEqual({ payment_intent: intent, amount: '1250' });
    expect(refunds.at(-1)!.idempotencyKey).toBeTruthy();

    // more than what is left is refused and changes nothing
    const left = ((cents(totalText) - 1250) / 100).toFixed(2);
    await expect(row.getByLabel(`Amount to refund (empty: all $${left})`)).toBeVisible();
    await row.getByLabel(/Amount to refund/).fill(String(Number(left) + 1));
    await row.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: /^Refund / }).click();
    await expect(admin.getByText('That is more than what is left to refund.')).toBeVisible();
    expect(await gatewayRequests('POST /v1/refunds')).toHaveLength(before + 1);
    await admin.context().close();

    // the customer sees it too
    await guest.goto('/order/confirmation');
    await expect(guest.getByTestId('order-detail').getByTestId('payment-status')).toHaveText('Partially refunded');
  });
});
