import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn, uniqueEmail } from './support/account-helpers';
import { placeGuestOrder } from './support/guest-order';
import { mailTo } from './support/outbox';

test.describe.configure({ mode: 'serial' });

test.describe('dashboard orders', () => {
  let number = '';
  let orderUrl = '';
  const staffEmail = uniqueEmail('orders-viewer');
  const staffPassword = 'Viewer-Hardwood-73';

  test('a shop order is listed, moved to shipped through the allowed steps, and its invoice downloads', async ({ browser }) => {
    test.setTimeout(120_000);
    const shopper = await browser.newPage();
    number = await placeGuestOrder(shopper, { name: 'Navdeep Dhillon', phone: '604-555-0188', email: 'navdeep@example.com' });
    await shopper.close();

    const page = await browser.newPage();
    await signIn(page, ADMIN, '/dashboard/orders');
    // the new order raised a notification: the bell lists it
    await page.getByTestId('notification-bell').click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(new RegExp(`New order ${number}`))
        .first(),
    ).toBeVisible();
    // "Clear all" asks first, with buttons named by what they do; keeping changes nothing
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear your notifications?' });
    await expect(confirm).toContainText('Other staff members keep theirs.');
    await expect(confirm.getByRole('button')).toHaveText(['Keep notifications', 'Clear all notifications']);
    await confirm.getByRole('button', { name: 'Keep notifications' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByTestId('notification-bell').click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(new RegExp(`New order ${number}`))
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // the table's search lives in the URL
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    const link = page.getByRole('link', { name: `View order ${number}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row').filter({ has: link })).toContainText('Pending');
    await link.click();
    await expect(page.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();
    orderUrl = page.url();

    const select = page.getByLabel('New status');
    // only the statuses the machine allows next are offered
    await expect(select.locator('option')).toHaveText(['Confirmed', 'Cancelled']);
    // cancelling asks, with "Keep order" / "Cancel order"; keeping leaves the order as it was
    await select.selectOption({ label: 'Cancelled' });
    await page.getByRole('button', { name: 'Update status' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(cancel).toContainText('its items go back into stock');
    await expect(cancel.getByRole('button')).toHaveText(['Keep order', 'Cancel order']);
    await cancel.getByRole('button', { name: 'Keep order' }).click();
    await expect(cancel).toHaveCount(0);
    await page.reload();
    await expect(select.locator('option')).toHaveText(['Confirmed', 'Cancelled']);
    const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Status history' }) });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText('Pending');
    // the date with its time of day, e.g. "Nov 29, 2026, 9:05 AM"
    await expect(history.getByRole('listitem').locator('time')).toHaveText(
      /^\u2066[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\u2069$/,
    );
    await expect(history.getByRole('listitem').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    for (const [status, next] of [
      ['Confirmed', ['Processing', 'Shipped', 'Cancelled']],
      ['Processing', ['Shipped', 'Cancelled']],
      ['Shipped', ['Delivered']],
    ] as const) {
      await select.selectOption({ label: status });
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByText(`Status changed to ${status}`)).toBeVisible();
      await expect(select.locator('option')).toHaveText([...next]);
    }
    await expect(page.getByRole('list').filter({ hasText: 'Pending' }).last()).toContainText('Shipped');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice PDF' }).click()]);
    const file = test.info().outputPath('invoice.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain('INVOICE');
    expect(text).toContain('Navdeep Dhillon');
    expect(text).toMatch(/GST \(5%\)/);
    // cash on delivery, nothing recorded yet: the whole total is still due
    const total = /Total\s+(\$[\d,]+\.\d\d) [A-Z]{3}/.exec(text)?.[1];
    expect(total).toBeTruthy();
    expect(text).toMatch(/Amount paid\s+\$0\.00/);
    expect(text).toMatch(new RegExp(`Balance due\\s+\\$${total!.slice(1).replace('.', '\\.')}`));
    if (process.env.INVOICE_PNG) execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, process.env.INVOICE_PNG]);

    // the delivery is the customer's to know: "E-mail the customer" is offered, ticked, and the mail goes out
    const notify = page.getByRole('checkbox', { name: 'E-mail the customer about this change' });
    await expect(select.locator('option')).toHaveText(['Delivered']);
    await expect(notify).toBeChecked();
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('Status changed to Delivered')).toBeVisible();
    const mail = await mailTo('navdeep@example.com', `Your order ${number} has been delivered`);
    expect(mail).toContain('Hello Navdeep Dhillon,');
    await page.close();
  });

  test('staff select orders on the list and mark them together; an order its status does not allow is reported, not changed', async ({
    browser,
  }) => {
    const shopper = await browser.newPage();
    const email = uniqueEmail('bulk');
    const fresh = await placeGuestOrder(shopper, { name: 'Ravi Grewal', phone: '604-555-0190', email });
    await shopper.close();
    const page = await browser.newPage();
    await signIn(page, ADMIN, `/dashboard/orders?q=${fresh}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `View order ${fresh}` }) });
    await expect(row).toContainText('Pending');
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    const markAs = page.getByRole('combobox', { name: 'Mark selected as…' });
    await expect(markAs.locator('option')).toHaveText(['Mark selected as…', 'Confirmed', 'Processing', 'Shipped', 'Delivered']);
    await markAs.selectOption({ label: 'Confirmed' });
    // confirming tells the customer nothing: no e-mail box
    await expect(page.getByRole('checkbox', { name: 'E-mail the customer about this change' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(page.getByText('1 order marked Confirmed')).toBeVisible();
    await expect(row).toContainText('Confirmed');

    // delivered is not allowed from confirmed: reported with the order number, nothing changes
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await markAs.selectOption({ label: 'Delivered' });
    await expect(page.getByRole('checkbox', { name: 'E-mail the customer about this change' })).toBeChecked();
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(page.getByText(`1 order was not changed: ${fresh} (not allowed from its status)`)).toBeVisible();
    await expect(row).toContainText('Confirmed');

    // the selection's packing slips print as one PDF
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Packing slips (PDF)' }).click()]);
    const file = test.info().outputPath('slips.pdf');
    await download.saveAs(file);
    const slips = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(slips).toMatch(/PACKING\s+SLIP/);
    expect(slips).toContain(fresh);
    expect(slips).toMatch(/Amount to collect on delivery\s+\$/);
    expect(slips).toMatch(/Page 1 of 1/);

    // shipped asks for each order's carrier and tracking number in a dialog; a missing one is named at its field
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await markAs.selectOption({ label: 'Shipped' });
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship 1 order' });
    await expect(dialog.getByTestId('bulk-ship-row')).toHaveCount(1);
    await expect(dialog.getByTestId('bulk-ship-row')).toContainText(fresh);
    await dialog.getByRole('button', { name: 'Mark shipped and e-mail the customers' }).click();
    await expect(dialog.getByText('Choose a carrier.')).toBeVisible();
    await dialog.getByLabel('Carrier').selectOption({ label: 'Purolator' });
    await dialog.getByLabel('Tracking number').fill('3290 1234 5678');
    await dialog.getByRole('button', { name: 'Mark shipped and e-mail the customers' }).click();
    await expect(page.getByText('1 order shipped; the customers are being e-mailed their tracking')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Shipped');
    const shipped = await mailTo(email, `Your floorshop order ${fresh} is on its way`);
    expect(shipped).toContain('Purolator');
    expect(shipped).toContain('3290 1234 5678');

    // a tag for the selection: the row shows it, and choosing it filters the list by it
    const tag = `van ${Date.now().toString(36)}`;
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('textbox', { name: 'Tag for the selected orders' }).fill(tag.toUpperCase());
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText(`“${tag}” added to 1 order`)).toBeVisible();
    await row.getByRole('button', { name: `Tags: ${tag}` }).click();
    await expect(page.getByRole('combobox', { name: 'Tags' })).toHaveValue(tag);
    await expect(row).toBeVisible();
    // and on the order's page its tags are edited as one field, stored in lower case once each
    await row.getByRole('link', { name: `View order ${fresh}` }).click();
    const tags = page.getByRole('textbox', { name: 'Tags on this order' });
    await expect(tags).toHaveValue(tag);
    await tags.fill(`${tag}, Call First, call first`);
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByText('Tags saved.')).toBeVisible();
    await expect(tags).toHaveValue(`${tag}, call first`);
    await page.close();
  });

  test('staff save the list’s filters as a named view, open it from its tab, and delete it', async ({ page }) => {
    await signIn(page, ADMIN, '/dashboard/orders?status=cancelled&paymentMethod=cod');
    const views = page.getByRole('navigation', { name: 'Saved views' });
    await expect(views.getByRole('link', { name: 'All orders' })).not.toHaveAttribute('aria-current', 'page');
    await views.getByRole('button', { name: 'Save view' }).click();
    const name = `Cancelled COD ${Date.now().toString(36)}`;
    await views.getByLabel('View name').fill(name);
    await views.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
    const tab = views.getByRole('link', { name });
    await expect(tab).toHaveAttribute('aria-current', 'page');

    // the whole list, then the view again: its filters come back with it
    await views.getByRole('link', { name: 'All orders' }).click();
    await expect(views.getByRole('link', { name: 'All orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('cod');

    await views.getByRole('button', { name: `Delete view ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete view' }).click();
    await expect(page.getByText('View deleted.')).toBeVisible();
    await expect(views.getByRole('link', { name })).toHaveCount(0);
  });

  test("a Bengali order's invoice names its product in Bengali, drawn as shaped outlines", async ({ browser }) => {
    test.setTimeout(120_000);
    // a guest orders on the Bengali checkout, collecting at the showroom
    const shopper = await browser.newPage();
    await shopper.goto('/product/shaughnessy-chestnut-123-mm-laminate');
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(shopper.getByTestId('cart-count')).toHaveText('1');
    await shopper.goto('/bn/checkout');
    await shopper.getByRole('radio', { name: /শোরুম থেকে সংগ্রহ/ }).check();
    await shopper.locator('#billing-fullName').fill('Anika Rahman');
    await shopper.locator('#billing-phone').fill('604-555-0166');
    await shopper.locator('#billing-email').fill(uniqueEmail('anika'));
    await expect(shopper.locator('dl[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
    await shopper.getByRole('button', { name: 'অর্ডার করুন' }).click();
    await expect(shopper.getByRole('heading', { name: 'ধন্যবাদ! আপনার অর্ডার নেওয়া হয়েছে।' })).toBeVisible({ timeout: 60_000 });
    const bnNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
    await shopper.close();

    const page = await browser.newPage();
    await signIn(page, ADMIN, `/dashboard/orders?q=${bnNumber}`);
    await page.getByRole('link', { name: `View order ${bnNumber}` }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Order ${bnNumber}`) })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice PDF' }).click()]);
    const file = test.info().outputPath('invoice-bn.pdf');
    await download.saveAs(file);
    // the labels and the buyer stay text; the Bengali name is outlines, so neither it nor the English name is text
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(bnNumber);
    expect(text).toContain('Anika Rahman');
    expect(text).not.toContain('Shaughnessy Chestnut');
    if (process.env.INVOICE_PNG) execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', file, `${process.env.INVOICE_PNG}-bn`]);
    await page.close();
  });

  test('an admin adds a staff member with order view only, who sees orders but cannot change them', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await browser.newPage();
    await signIn(admin, ADMIN, '/dashboard/staffs/create');
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Orders Viewer');
    await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill(staffEmail);
    await admin.getByLabel('Password').fill(staffPassword);
    await admin.getByRole('checkbox', { name: 'Orders: View' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin).toHaveURL(/\/dashboard\/staffs$/);
    await expect(admin.getByRole('row').filter({ hasText: staffEmail })).toContainText('Orders');
    await admin.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, { email: staffEmail, password: staffPassword }, '/dashboard/orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change status' })).toHaveCount(0);
    await expect(page.getByLabel('New status')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
    // the payment status is shown, the buttons that record payments are not
    await expect(page.getByTestId('payment-status').first()).toContainText('Unpaid');
    await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

    const id = orderUrl.split('/').pop();
    const origin = new URL(page.url()).origin;
    const res = await page.request.post('/api/dashboard/order.setStatus', { data: { id, status: 'delivered' }, headers: { origin } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: 'forbidden' });
    // and the staff pages are for admins only
    await page.goto('/dashboard/staffs');
    await expect(page.getByRole('heading', { name: 'access forbidden' })).toBeVisible();
    await context.close();
  });
});
