import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './accounts';
import { signIn, uniqueEmail } from './support/account-helpers';

// Free measure requests (docs/requirements.md, "Measure requests"): a customer books a visit; staff schedule it and
// mark it done.

/** A day `n` days after today in the shop's zone (yyyy-mm-dd). */
const shopDayPlus = (n: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
};

/** the request form (the footer's newsletter form also asks for an e-mail) */
const measureForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request my free measure' }) });

test.describe('free measure', () => {
  test('a floor product links to the measure page; a customer books a measure and sees the confirmation @phone', async ({ page }) => {
    await page.goto('/product/ladner-grey-4-mm-spc-vinyl');
    await page.getByTestId('book-measure').click();
    await expect(page).toHaveURL(/\/measure$/);
    await expect(page.getByRole('heading', { name: 'Book a free measure', level: 1 })).toBeVisible();
    const form = measureForm(page);

    // bad input is refused in words, field by field
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please choose at least one date.')).toBeVisible();
    await expect(page.getByText('Please name the room.')).toBeVisible();

    const email = uniqueEmail('measure');
    await form.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('604-555-0190');
    await form.getByLabel('Street address', { exact: true }).fill('10153 King George Blvd');
    await form.getByLabel('City', { exact: true }).fill('Surrey');
    await form.getByLabel('Postal code', { exact: true }).fill('M5V 2T6');
    await form.getByLabel('Date 1', { exact: true }).fill(shopDayPlus(0));
    await page.getByRole('button', { name: 'Add another date' }).click();
    await form.getByLabel('Date 2', { exact: true }).fill(shopDayPlus(4));
    await form.getByLabel('Room 1', { exact: true }).fill('Living room');
    await form.getByLabel('Approx. sq ft', { exact: true }).first().fill('220');
    await page.getByRole('button', { name: 'Add a room' }).click();
    await form.getByLabel('Room 2', { exact: true }).fill('Hall');
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByText('Please enter a British Columbia postal code, like V3T 1A1.')).toBeVisible();
    await expect(page.getByText('Dates must be from tomorrow on.')).toBeVisible();

    await form.getByLabel('Postal code', { exact: true }).fill('V3T 2W1');
    await form.getByLabel('Date 1', { exact: true }).fill(shopDayPlus(2));
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your measure request has been received.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(email);
  });

  test('staff schedule a new request and mark it done', async ({ page, isMobile }) => {
    test.skip(!!isMobile, 'the dashboard is checked once, at desktop width');
    const name = `Measure Customer ${Date.now().toString(36)}`;
    await page.goto('/measure');
    const form = measureForm(page);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('measure-staff'));
    await form.getByLabel('Phone', { exact: true }).fill('604 555 0111');
    await form.getByLabel('Street address', { exact: true }).fill('7500 120 St');
    await form.getByLabel('City', { exact: true }).fill('Delta');
    await form.getByLabel('Postal code', { exact: true }).fill('V4C 6P5');
    await form.getByLabel('Date 1', { exact: true }).fill(shopDayPlus(3));
    await form.getByLabel('Room 1', { exact: true }).fill('Kitchen');
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

    await signIn(page, ADMIN, '/dashboard/measure');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Measure requests' })).toBeVisible();
    const card = page.getByRole('listitem', { name: `Measure request of ${name}` });
    await expect(card).toContainText('Kitchen');
    await expect(card).toContainText('V4C 6P5');
    await card.getByLabel('Visit date').fill(shopDayPlus(5));
    await card.getByLabel('Time').fill('09:30');
    await card.getByLabel('Note to the customer').fill('We will call 30 minutes ahead.');
    await card.getByRole('button', { name: 'Schedule visit' }).click();
    await expect(page.getByText('Visit scheduled; the customer has been e-mailed.')).toBeVisible();

    await page.getByRole('link', { name: /^Scheduled/ }).click();
    const scheduled = page.getByRole('listitem', { name: `Measure request of ${name}` });
    await expect(scheduled.getByTestId('measure-visit')).toContainText('09:30');
    await scheduled.getByRole('button', { name: 'Mark done' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark done' }).click();
    await expect(page.getByText('Marked done; the customer has been e-mailed.')).toBeVisible();
    await page.getByRole('link', { name: /^Done/ }).click();
    await expect(page.getByRole('listitem', { name: `Measure request of ${name}` })).toContainText('We will call 30 minutes ahead.');
    await expect(
      page.getByRole('listitem', { name: `Measure request of ${name}` }).getByRole('button', { name: 'Schedule visit' }),
    ).toHaveCount(0);
  });
});
