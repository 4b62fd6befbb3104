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

test.describe('free measure', () => {
  test('a floor product links to the measure page; a customer books a measure and sees the confirmation @phone', async ({ page }) => {
    await page.goto('/product/ladner-grey-4-mm-spc-vinyl');
    await page.getByTestId('book-measure').click();
    await expect(page).toHaveURL(/\/measure$/);
    await expect(page.getByRole('heading', { name: 'Book a free measure', level: 1 })).toBeVisible();

    // bad input is refused in words, field by field
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please choose at least one date.')).toBeVisible();
    await expect(page.getByText('Please name the room.')).toBeVisible();

    const email = uniqueEmail('measure');
    await page.getByLabel('Name').fill('Noor Haddad');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill('604-555-0190');
    await page.getByLabel('Street address').fill('10153 King George Blvd');
    await page.getByLabel('City').fill('Surrey');
    await page.getByLabel('Postal code').fill('M5V 2T6');
    await page.getByLabel('Date 1').fill(shopDayPlus(0));
    await page.getByRole('button', { name: 'Add another date' }).click();
    await page.getByLabel('Date 2').fill(shopDayPlus(4));
    await page.getByLabel('Room 1').fill('Living room');
    await page.getByLabel('Approx. sq ft (optional)').first().fill('220');
    await page.getByRole('button', { name: 'Add a room' }).click();
    await page.getByLabel('Room 2').fill('Hall');
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByText('Please enter a British Columbia postal code, like V3T 1A1.')).toBeVisible();
    await expect(page.getByText('Dates must be from tomorrow on.')).toBeVisible();

    await page.getByLabel('Postal code').fill('V3T 2W1');
    await page.getByLabel('Date 1').fill(shopDayPlus(2));
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you! Your measure request has been received.');
    await expect(page.getByRole('status')).toContainText(email);
  });

  test('staff schedule a new request and mark it done', async ({ page, isMobile }) => {
    test.skip(!!isMobile, 'the dashboard is checked once, at desktop width');
    const name = `Measure Customer ${Date.now().toString(36)}`;
    await page.goto('/measure');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('E-mail').fill(uniqueEmail('measure-staff'));
    await page.getByLabel('Phone').fill('604 555 0111');
    await page.getByLabel('Street address').fill('7500 120 St');
    await page.getByLabel('City').fill('Delta');
    await page.getByLabel('Postal code').fill('V4C 6P5');
    await page.getByLabel('Date 1').fill(shopDayPlus(3));
    await page.getByLabel('Room 1').fill('Kitchen');
    await page.getByRole('button', { name: 'Request my free measure' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you!');

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
    await expect(scheduled.getByTestId('measure-visit')).toContainText('9:30 AM');
    await scheduled.getByRole('button', { name: 'Mark done' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark done' }).click();
    await expect(page.getByText('Marked done; the customer has been e-mailed.')).toBeVisible();
    await page.getByRole('link', { name: /^Done/ }).click();
    await expect(page.getByRole('listitem', { name: `Measure request of ${name}` })).toContainText('We will call 30 minutes ahead.');
    await expect(page.getByRole('listitem', { name: `Measure request of ${name}` }).getByRole('button', { name: 'Schedule visit' })).toHaveCount(0);
  });
});
