import { type BrowserContext, type Page } from '@playwright/test';
import { clientAddressFor, expect, test } from './support/test';
import { placeGuestOrder } from './support/guest-order';
import { ADMIN } from './accounts';
import { signIn } from './support/account-helpers';
import { DASHBOARD_MENU } from '../../src/domain/dashboard/menu';

/**
 * The dashboard frame at every width (docs/requirements.md, "Widths and breakpoints"): the page never scrolls
 * sideways (a wide table scrolls inside its own box) and the side menu never covers the content, on every page the
 * menu reaches, in English and in Arabic (right to left).
 */

const WIDTHS = [390, 768, 1024, 1280] as const;
const HEIGHT = 900;
/** 60 characters without a space: the longest a name can look to the orders table */
const LONG_NAME = 'Bartholomew-Wolfeschlegelsteinhausenbergerdorff-Vanderbilt-X';

/** Every address the admin's menu leads to (the admin sees the whole menu): its entries and their sub-entries. */
const MENU_HREFS = [...new Set(DASHBOARD_MENU.flatMap((m) => [m.href, ...(m.subMenu ?? []).map((s) => s.href)]))];

/** The page's width problems at the current viewport: sideways scroll, and the menu over the content. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll > width) problems.push(`page scrolls sideways: scrollWidth ${scroll} > ${width}`);
    const menu = document.querySelector('#dashboard-menu')!.getBoundingClientRect();
    const content = document.querySelector('main > div')!.getBoundingClientRect();
    const menuShown = menu.width > 0 && menu.right > 0 && menu.left < width;
    if (menuShown) {
      const overlap = Math.min(menu.right, content.right) - Math.max(menu.left, content.left);
      if (overlap > 0)
        problems.push(`menu [${menu.left}, ${menu.right}] covers content [${content.left}, ${content.right}] by ${overlap} px`);
    }
    return problems;
  });
}

/**
 * Waits until the page has laid itself out at the new viewport and the frame's transitions (menu width, content
 * padding) have ended: two animation frames for the resize to reach the styles, then no CSS transition running.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { polling: 'raf' },
  );
}

async function useLanguage(context: BrowserContext, baseURL: string, lang: 'en' | 'ar') {
  await context.addCookies([{ name: 'LANGUAGE', value: lang, url: baseURL }]);
}

/** The walk in parts, so that the workers share it (each part signs in and walks its pages at every width). */
const PARTS = 3;
const partOf = (part: number) => MENU_HREFS.filter((_, i) => i % PARTS === part);

test.describe('every dashboard page at every width', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const lang of ['en', 'ar'] as const) {
    for (let part = 0; part < PARTS; part++) {
      test(`every dashboard page fits 390, 768, 1024 and 1280 px without sideways scroll or overlap (${lang}, part ${part + 1} of ${PARTS})`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(300_000);
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        await signIn(page, ADMIN, '/dashboard');
        await useLanguage(context, baseURL!, lang);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const problems: string[] = [];
        for (const href of partOf(part)) {
          await page.setViewportSize({ width: 1280, height: HEIGHT });
          await page.goto(href);
          await expect(page.locator('main h1').first()).toBeVisible();
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            await transitionsDone(page);
            for (const p of await layoutProblems(page)) problems.push(`${href} at ${width} px: ${p}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('record editors at every width', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a variable product's editor and an order's page fit 390, 768, 1024 and 1280 px (${lang})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await signIn(page, ADMIN, '/dashboard');
      await useLanguage(context, baseURL!, lang);
      // a variable product with a row per variant (its fields once overflowed the editor at 768 and 1024 px)
      await page.goto('/dashboard/product?q=wrapped+base+shoe');
      const product = page
        .getByRole('main')
        .locator('a[href^="/dashboard/product/"]')
        .filter({ hasText: /Wrapped Base Shoe/ });
      await product.first().click();
      await expect(page.getByTestId('variant-row').first()).toBeVisible();
      // each record's page has its own browser-tab title
      if (lang === 'en') await expect(page).toHaveTitle(/Colour-Matched Wrapped Base Shoe · Products/);
      const editor = page.url();
      // an order of its own, whoever ran before: a 60-character name without a space, which once widened the page
      // (a shopper of its own, in English: the staff member's language cookie would send the shop to /ar)
      const shopper = await browser.newContext();
      const number = await placeGuestOrder(await shopper.newPage(), {
        name: LONG_NAME,
        phone: '604-555-0177',
        email: `long-${lang}@example.com`,
      });
      await shopper.close();
      await page.goto(`/dashboard/orders?q=${number}`);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(number) })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}/);
      await expect(page.locator('main h1').first()).toBeVisible();
      if (lang === 'en') await expect(page).toHaveTitle(/^\S+ · Orders/);
      const problems: string[] = [];
      for (const href of [editor, page.url()]) {
        await page.goto(href);
        await expect(page.locator('main h1').first()).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await transitionsDone(page);
          for (const p of await layoutProblems(page)) problems.push(`${href} at ${width} px: ${p}`);
        }
      }
      expect(problems).toEqual([]);
      // every field of a variant in view at 1280 px, none behind a sideways scroll (the labels read in English)
      if (lang === 'ar') return;
      await page.goto(editor);
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      const row = page.getByTestId('variant-row').first();
      for (const field of [/^SKU /, /^Quantity /, /^Picture /])
        await expect(async () => {
          const box = (await row.getByLabel(field).first().boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(1280);
        }).toPass();
    });
  }
});

test.describe('the orders table', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    // a guest order under a 60-character name, so the orders list holds it
    const page = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressFor('dashboard-layout: the orders table') } });
    await placeGuestOrder(page, { name: LONG_NAME, phone: '604-555-0177', email: 'bartholomew.wolfeschlegelsteinhausen@example.com' });
    await page.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`keeps a long customer name inside its own box (${lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await signIn(page, ADMIN, '/dashboard');
      await useLanguage(context, baseURL!, lang);
      await page.goto('/dashboard/orders');
      const name = page.getByText(LONG_NAME, { exact: true }).first();
      await expect(name).toBeAttached();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await transitionsDone(page);
        expect(await layoutProblems(page), `orders at ${width} px`).toEqual([]);
        // cut with an ellipsis: its box is narrower than the text, the whole name is in the tooltip
        const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(cut, `the long name is truncated at ${width} px`).toBe(true);
        await expect(name).toHaveAttribute('title', LONG_NAME);
      }
    });
  }
});
