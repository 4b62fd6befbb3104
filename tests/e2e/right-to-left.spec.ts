import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { placeGuestOrder } from './support/guest-order';

/**
 * Arabic pages (docs/architecture.md, "Right-to-left text"): names, units and specifications from the database keep
 * their left-to-right order inside right-to-left text, and icons that point along the line are mirrored.
 */

const PRODUCT = '/product/armani-grey-carving-24x48-porcelain';
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

/** isolated from the text around it: a <bdi>, or dir="auto" (both `unicode-bidi: isolate` by the browser's own style) */
async function isolation(el: Locator) {
  return el.evaluate((node) => ({ unicodeBidi: getComputedStyle(node).unicodeBidi, direction: getComputedStyle(node).direction }));
}

/**
 * Where the first and the last letter of an element's text are drawn, and the element's own box: a left-to-right
 * value shown in its own order has its first letter left of its last; a right-to-left run around it would move the
 * leading number or the closing bracket to the other end.
 */
async function glyphs(el: Locator) {
  return el.evaluate((node) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent!.trim()) texts.push(n as Text);
    const first = texts[0];
    const last = texts[texts.length - 1];
    const at = (t: Text, i: number) => {
      const r = document.createRange();
      r.setStart(t, i);
      r.setEnd(t, i + 1);
      return r.getBoundingClientRect();
    };
    const start = first.textContent!.search(/\S/);
    const end = last.textContent!.trimEnd().length - 1;
    const box = (node as Element).getBoundingClientRect();
    return {
      text: node.textContent!.trim(),
      first: at(first, start).left,
      last: at(last, end).left,
      boxLeft: box.left,
      boxRight: box.right,
    };
  });
}

async function expectLeftToRight(el: Locator) {
  const g = await glyphs(el);
  expect(g.first, `"${g.text}" starts on the left`).toBeLessThan(g.last);
}

async function expectRightToLeft(el: Locator) {
  const g = await glyphs(el);
  expect(g.first, `"${g.text}" starts on the right`).toBeGreaterThan(g.last);
}

/** Whether a text begins in Arabic script (it then reads from the right). */
const arabic = (text: string) => /^[\u0600-\u06FF]/.test(text);

/**
 * Where the first letters of two words of an element's text are drawn (their left edges): in a Latin address shown
 * in its own order the house number is left of the street's name; reordered by the right-to-left line around it
 * ("Ave 104 13450") it is right of it. Both words are near the start, so on one line even at 390 px.
 */
async function leftsOf(el: Locator, words: [string, string]) {
  return el.evaluate((node, [a, b]) => {
    const text = node.firstChild as Text;
    const left = (word: string) => {
      const i = text.textContent!.indexOf(word);
      if (i < 0) throw new Error(`"${word}" not in "${text.textContent}"`);
      const r = document.createRange();
      r.setStart(text, i);
      r.setEnd(text, i + 1);
      return r.getBoundingClientRect().left;
    };
    return [left(a), left(b)];
  }, words);
}

async function expectInOrder(el: Locator, words: [string, string]) {
  const [a, b] = await leftsOf(el, words);
  expect(a, `"${words[0]}" is left of "${words[1]}"`).toBeLessThan(b);
}

async function transformOf(el: Locator) {
  return el.evaluate((node) => getComputedStyle(node).transform);
}

async function openSearch(page: Page, buttonName: string) {
  const toggle = page.getByRole('button', { name: buttonName });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('right-to-left', () => {
  test('the Arabic product page keeps names and specifications in their order and mirrors the breadcrumb chevrons', async ({ page }) => {
    await page.goto(`/ar${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // the Arabic name, isolated: it reads from the right
    const name = page.getByTestId('product-name');
    await expect(name).toHaveText('بورسلين أرماني رمادي محفور 24x48');
    expect((await isolation(name)).unicodeBidi).toBe('isolate');
    await expectRightToLeft(name);

    // '24" x 48" (600 x 1200 mm)': a number first and a bracket last, the case the bidi algorithm reorders (its label,
    // "Tile Size", is in Arabic; the measurement is the English text, marked)
    const size = page
      .getByTestId('specifications')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'مقاس البلاط' }) })
      .getByRole('cell')
      .locator('bdi');
    await expect(size).toHaveText(/^24" x 48" \(\d+ x \d+ mm\)$/);
    expect((await isolation(size)).unicodeBidi).toBe('isolate');
    await expectLeftToRight(size);

    // the unit sold ("15.5 sq ft" per "box") in Arabic words: the measure reads from the right, its number first
    const perUnit = page.getByTestId('product-price').locator('bdi').first();
    await expect(perUnit).toHaveText(/^[\d.]+ قدم مربع$/);
    await expectRightToLeft(perUnit);
    await expect(page.getByTestId('product-price').locator('bdi').nth(1)).toHaveText('علبة');

    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
    const last = crumbs.locator('[aria-current="page"]');
    expect((await isolation(last)).unicodeBidi).toBe('isolate');
    await expectRightToLeft(last);
    const chevrons = crumbs.getByTestId('breadcrumb-separator');
    await expect(chevrons.first()).toBeVisible();
    for (const chevron of await chevrons.all()) expect(await transformOf(chevron)).toBe(MIRRORED);
    // they point from the start of the trail to its end: leftwards in Arabic, as drawn in English
    await page.goto(PRODUCT);
    expect(await transformOf(page.getByTestId('breadcrumb-separator').first())).toBe('none');
  });

  test('the Arabic contact page keeps the address, e-mail and phone in their order', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/ar/contactus');
    // the seeded address, '7350 120 St, Surrey, BC V3W 3M9, Canada': a number first, the case the line reorders
    const address = page.getByTestId('contact-address').locator('bdi');
    await expect(address).toHaveText(/^7350 120 St, /);
    expect(await isolation(address)).toEqual({ unicodeBidi: 'isolate', direction: 'ltr' });
    await expectInOrder(address, ['7350', 'St']);
    await expectInOrder(address, ['7350', '120']);
    // the e-mail (which may wrap at 390 px) and the phone run left to right, isolated from the Arabic around them
    for (const id of ['contact-email', 'contact-phone'])
      expect(await isolation(page.getByTestId(id)), id).toEqual({ unicodeBidi: 'isolate', direction: 'ltr' });
  });

  test("the Arabic order confirmation keeps the customer's address and e-mail in their order", async ({ page }) => {
    const email = `rtl.${Date.now()}@example.com`;
    await placeGuestOrder(page, { name: 'Layla Haddad', phone: '604-555-0142', email });
    await page.goto('/ar/order/confirmation');
    const address = page.getByTestId('order-address').first();
    // the street, '9900 King George Blvd', isolated: its number stays in front
    const street = address.locator('bdi').filter({ hasText: 'King George' });
    await expect(street).toHaveText('9900 King George Blvd');
    expect(await isolation(street)).toEqual({ unicodeBidi: 'isolate', direction: 'ltr' });
    await expectInOrder(street, ['9900', 'King']);
    for (const value of [email, '604-555-0142'])
      expect(await isolation(address.locator('bdi').filter({ hasText: value })), value).toEqual({
        unicodeBidi: 'isolate',
        direction: 'ltr',
      });
    // the e-mail in the Arabic sentence above it too
    expect(await isolation(page.locator('p bdi').filter({ hasText: email }).first())).toEqual({ unicodeBidi: 'isolate', direction: 'ltr' });
  });

  test('the Arabic listing mirrors the pagination arrow', async ({ page }) => {
    await page.goto('/ar/shop');
    const next = page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'التالي' });
    expect(await transformOf(next.locator('svg'))).toBe(MIRRORED);
    const card = page.getByTestId('product-card').first();
    expect((await isolation(card.getByRole('heading', { level: 3 }))).unicodeBidi).toBe('isolate');
  });

  test('the Arabic search dropdown shows whole names and units in their order', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/ar');
    await openSearch(page, 'إظهار البحث');
    // every key press searches again; wait for the whole query's answer, so the list is not replaced while it is read
    const answered = page.waitForResponse((r) => r.url().includes('/api/home/product_search?q=base%20shoe'));
    await page.getByRole('combobox', { name: 'ابحث عن منتجك' }).pressSequentially('base shoe');
    await answered;
    // English words find the products in Arabic too; they are named in Arabic
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('ربع دائري');
    for (const option of await options.all()) {
      const name = option.getByTestId('search-result-name');
      const g = await glyphs(name);
      // each name isolated and in its own direction: an Arabic one from the right, an English one from the left
      expect(await isolation(name)).toEqual({ unicodeBidi: 'isolate', direction: arabic(g.text) ? 'rtl' : 'ltr' });
      if (arabic(g.text)) {
        expect(g.first, `"${g.text}" starts on the right`).toBeGreaterThan(g.last);
        // a long name is cut at its end, so its beginning shows
        expect(g.first, `the beginning of "${g.text}" shows`).toBeLessThanOrEqual(g.boxRight + 1);
      } else {
        expect(g.first, `"${g.text}" starts on the left`).toBeLessThan(g.last);
        expect(g.first, `the beginning of "${g.text}" shows`).toBeGreaterThanOrEqual(g.boxLeft - 1);
      }
      // the unit in Arabic words ("8 قدم"), its number first, at the right
      await expectRightToLeft(option.getByTestId('search-result-unit'));
    }
  });
});
