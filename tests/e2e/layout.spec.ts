import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STAFF } from './accounts';
import { newCustomer, signIn } from './support/account-helpers';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize(PHONE);
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 991;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Resolves once the page has handled the scroll: its scroll event fired and two frames were drawn after it. */
async function scrollHandled(page: Page) {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

test('sticky bar after 110 px on desktop; tab bar only at 991 px and below', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const sticky = page.getByTestId('sticky-bar');
  const tabs = page.getByTestId('bottom-tab-bar');
  if (isPhone(page)) {
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveCount(5);
    await expect(tabs.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/signin');
    await expect(tabs.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await scrollTo(page, 400);
    await expect(sticky).toBeHidden();
    await expect(page.getByTestId('mobile-nav')).toBeInViewport();
  } else {
    await expect(tabs).toBeHidden();
    await expect(sticky).toHaveCount(0);
    await scrollTo(page, 100);
    await scrollHandled(page);
    await expect(sticky).toHaveCount(0);
    await scrollTo(page, 200);
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('link', { name: 'Laminate' })).toHaveAttribute('href', '/shop/laminate');
    await expect(sticky.getByRole('img', { name: 'Floorshop' })).toBeVisible();
    await scrollTo(page, 0);
    await expect(sticky).toHaveCount(0);
  }
});

test('the tab bar appears exactly at the 991 px breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('bottom-tab-bar')).toBeVisible();
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(page.getByTestId('bottom-tab-bar')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contactus');
});

test('scroll-to-top appears after 300 px and goes back up', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Hide for now' }).click();
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await scrollTo(page, 250);
  await scrollHandled(page);
  await expect(button).toHaveCount(0);
  await scrollTo(page, 600);
  await expect(button).toBeVisible();
  // at the foot of the page it leaves the payment methods uncovered
  await scrollTo(page, 100_000);
  await scrollHandled(page);
  const [over, methods] = await Promise.all([button.boundingBox(), page.getByTestId('footer-payment-methods').boundingBox()]);
  expect(over && methods && !overlap(over, methods)).toBe(true);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the cart and the checkout have no Back to top (it would cover their amounts on a phone)', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await scrollTo(page, 100_000);
    await scrollHandled(page);
    expect(await page.evaluate(() => window.scrollY), path).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: 'Back to top' }), path).toHaveCount(0);
  }
});

test(
  'cookie notice: X hides it for this page view only, Close stores consent for 30 days',
  { tag: '@phone' },
  async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    const privacy = notice.getByRole('link', { name: 'Read our privacy policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');

    await notice.getByRole('button', { name: 'Hide for now' }).click();
    await expect(notice).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')).toBeUndefined();
    await page.reload();
    await expect(notice).toBeVisible();

    const before = Date.now() / 1000;
    await notice.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.path).toBe('/');
    const thirtyDays = 2_592_000;
    expect(cookie!.expires).toBeGreaterThan(before + thirtyDays - 120);
    expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + thirtyDays + 120);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  },
);

test('switching to Arabic renders right to left with Arabic navigation, and is remembered', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Language: English' }).click();
  } else {
    await page.getByRole('button', { name: 'Language: English' }).click();
  }
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  // the same page in Arabic, at its own address
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => localStorage.getItem('LANGUAGE'))).toBe('ar');
  // remembered: the plain address leads back to Arabic
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (isPhone(page)) {
    await expect(page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'جولة افتراضية' })).toBeVisible();
    // the slide-in menu comes from the right edge in RTL
    const box = await menu.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(PHONE.width - 2);
  } else {
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    // links stay inside the language
    await expect(nav.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/ar/contactus');
  }
});

test('the mobile slide-in menu closes on route change', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isPhone(page), 'mobile navigation');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: 'All Categories' }).click();
  await menu.getByRole('button', { name: 'Show ranges of Laminate' }).click();
  await menu.getByRole('link', { name: '8.3 mm' }).click();
  await expect(page).toHaveURL(/\/shop\/laminate\/83-mm$/);
  await expect(menu).toBeHidden();
});

test('the phone menu gives the focus back to its button when it closes', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isPhone(page), 'mobile navigation');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('button', { name: 'All Categories' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('All Categories shows a focus ring when reached from the keyboard', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'All Categories' });
  await trigger.focus();
  await expect(trigger).toBeFocused();
  expect(await trigger.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});

test('All Categories opens subcategory flyouts from the categories data', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'All Categories' }).click();
  await page.getByRole('menuitem', { name: 'Engineered Wood' }).hover();
  await expect(page.getByRole('menuitem', { name: 'American Black Walnut' })).toHaveAttribute(
    'href',
    '/shop/engineered-wood/american-black-walnut',
  );
  await expect(page.getByRole('menuitem', { name: 'All Engineered Wood' })).toHaveAttribute('href', '/shop/engineered-wood');
});

test('the header dropdowns, loaded on first use, open from the keyboard and give the focus back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language: English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Français' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
  // opening again needs no second load
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: 'বাংলা' })).toBeVisible();
});

test('a signed-in customer and a staff member get their account menus', { tag: '@phone' }, async ({ page }) => {
  // an account of its own: its Logout ends every session of the account, the saved sign-in of CUSTOMER included
  await newCustomer(page, 'Lena Layout');
  await page.goto('/');
  const open = async () => {
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog');
    }
    await page.getByRole('button', { name: /^Account menu/ }).click();
    return page.getByRole('menu');
  };
  let menu = await open();
  await expect(menu.getByRole(isPhone(page) ? 'link' : 'menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(menu.getByRole(isPhone(page) ? 'link' : 'menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await menu.getByRole(isPhone(page) ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  if (isPhone(page)) {
    menu = await open();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  await signIn(page, STAFF, '/');
  menu = await open();
  await expect(menu.getByRole(isPhone(page) ? 'link' : 'menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('top bar and footer links come from the settings', async ({ page, request }) => {
  const { settings } = await (await request.get('/api/home/settings')).json();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', settings.social.facebook);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', settings.social.instagram);
  await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  await expect(footer.getByRole('link', { name: settings.phoneFooter })).toHaveAttribute(
    'href',
    `tel:${settings.phoneFooter.replace(/[^+\d]/g, '')}`,
  );
  const address = footer.getByRole('link', { name: settings.address });
  await expect(address).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`);
  await expect(address).toHaveAttribute('target', '_blank');
  await expect(footer.getByText(settings.copyright)).toBeVisible();
  // only cash on delivery is switched on: the footer names it, and the card logos of the gateway picture stay hidden
  expect(settings.paymentGateway).toEqual({ cod: true, paypal: false, stripe: false, sslCommerz: false });
  await expect(footer.getByTestId('footer-payment-methods').getByRole('listitem')).toHaveText(['Cash on delivery']);
  await expect(footer.getByRole('img', { name: settings.gatewayImage[0].name })).toHaveCount(0);
  await expect(footer.getByRole('img', { name: settings.name })).toHaveAttribute('width', '200');
  await expect(footer.getByRole('link', { name: 'Laminate' })).toHaveAttribute('href', '/shop/laminate');
  await expect(page.getByRole('link', { name: /Store address/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByRole('link', { name: `Call us: ${settings.phoneHeader}` })).toHaveAttribute(
    'href',
    `tel:${settings.phoneHeader.replace(/[^+\d]/g, '')}`,
  );
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
});

test('the settings palette drives the computed colours', async ({ page }) => {
  await page.goto('/');
  expect(await page.locator('style#theme').evaluate((el) => el.textContent)).toContain('--primary:#ffc107');
  const colours = await page.evaluate(() => {
    const probe = (cls: string) => {
      const el = document.createElement('div');
      el.className = cls;
      document.body.append(el);
      const c = getComputedStyle(el).backgroundColor;
      el.remove();
      return c;
    };
    return { primary: probe('bg-primary'), secondary: probe('bg-secondary'), gray: probe('bg-body-gray') };
  });
  expect(colours).toEqual({ primary: 'rgb(255, 193, 7)', secondary: 'rgb(239, 74, 35)', gray: 'rgb(217, 224, 229)' });
  // a real component: the footer service icons sit on the primary colour
  await expect(page.getByRole('contentinfo').locator('.bg-primary').first()).toHaveCSS('background-color', 'rgb(255, 193, 7)');
  // and the palette is a live variable: changing it restyles the page without a rebuild
  await page.evaluate(() => document.documentElement.style.setProperty('--primary', '#123456'));
  await expect(page.getByRole('contentinfo').locator('.bg-primary').first()).toHaveCSS('background-color', 'rgb(18, 52, 86)');
});

test('403 page with its texts and a link home', async ({ page }) => {
  const res = await page.goto('/403');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'access forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access the document or program that you requested.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
  // rendered inside the store layout exactly once
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByTestId('mobile-nav')).toHaveCount(1);
});

test('404 page inside the shop layout', async ({ page }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Collections' })).toBeVisible();
});

test('translation files are served at /locales/{lang}/{ns}.json', async ({ request }) => {
  const res = await request.get('/locales/fr/common.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  const body = await res.json();
  expect(body.nav.home).toBe('Accueil');
  expect(body.errors.forbiddenTitle).toBe('accès interdit');
});

test('page head, business JSON-LD, sitemap and robots', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Floorshop/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Surrey/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /laminate/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Floorshop/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld['@type']).toBe('HomeGoodsStore');
  expect(ld.openingHours).toBe('Mo-Sa 09:00-17:30');
  expect(ld.address.addressLocality).toBe('Surrey');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/shop/laminate/83-mm</loc>');
  expect(sitemap).toMatch(/\/product\/[a-z0-9-]+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /dashboard');
});

// the storefront pages of the performance report (docs/benchmarks.md): home, a listing and a product page; and the
// contact page
// Phones (their own layout and touch-target sizes) are audited in a left-to-right and the right-to-left language;
// bn and fr change only the texts of the en layout, audited once at desktop width.
const PHONE_AUDIT_LANGS = ['en', 'ar'];
const AUDITED_PAGES = [
  { name: 'home', path: '/', langs: ['en', 'bn', 'ar', 'fr'] },
  { name: 'listing', path: '/shop/laminate', langs: ['en', 'ar'] },
  { name: 'product page', path: '/product/armani-grey-carving-24x48-porcelain', langs: ['en', 'ar'] },
  // its showroom card is light text on the dark frame colour (the maps link's contrast)
  { name: 'contact page', path: '/contactus', langs: ['ar'] },
];
for (const { name, path, langs } of AUDITED_PAGES) {
  for (const lang of langs) {
    test(
      `${name} has no serious or critical accessibility violation in ${lang}`,
      { tag: PHONE_AUDIT_LANGS.includes(lang) ? ['@phone'] : [] },
      async ({ page, context, baseURL }) => {
        // axe walks the whole page: on a busy 2-core machine that alone can take longer than the default 30 s
        test.setTimeout(120_000);
        await context.addCookies([{ name: 'LANGUAGE', value: lang, url: baseURL! }]);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first()).toBeAttached();
        // axe leaves its touch-target rule (WCAG 2.5.8) off by default; Lighthouse runs it, so it runs here too
        const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      },
    );
  }
}

test(
  'the listing does not move when it loads on a phone: the filters are sent folded there and shown open on a desktop',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/shop/laminate');
    const panel = page.getByTestId('filters');
    await expect(panel).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Filters' });
    if (isPhone(page)) {
      await expect(form).toBeHidden();
      await panel.locator('summary').first().click();
      await expect(form).toBeVisible();
    } else {
      await expect(form).toBeVisible();
      await expect(panel).toHaveAttribute('open', '');
    }
    // the first product pictures are the largest paint: not lazy
    await expect(page.getByTestId('product-card').first().locator('img').first()).toHaveAttribute('loading', 'eager');
  },
);

// the switch's cycle and cookie: src/features/layout/components/color-scheme-switch.test.tsx
test('the colour scheme kept in the cookie is applied before the page paints, in its colours', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'COLOR_SCHEME', value: 'dark', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 24, 29)');
  await expect(page.getByRole('button', { name: 'Colour scheme: dark' }).first()).toBeVisible();
});

test('without JavaScript: the header search is a form at 1280 px, and cart, checkout, wishlist and compare say they need JavaScript', async ({
  browser,
  baseURL,
}) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto('/');
  // the toggle cannot open anything without scripts: it is hidden and the form stands in its place
  await expect(page.getByRole('button', { name: 'Show search' })).toBeHidden();
  const box = page.getByRole('combobox', { name: 'Search' }).filter({ visible: true });
  await expect(box).toBeVisible();
  await box.fill('oak');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=oak$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  for (const [path, text] of [
    ['/cart', 'Your cart is kept in this browser and needs JavaScript to show.'],
    ['/checkout', 'The checkout needs JavaScript.'],
    ['/wishlist', 'Your wishlist is kept in this browser and needs JavaScript to show.'],
    ['/compare', 'Your compare list is kept in this browser and needs JavaScript to show.'],
    ['/ar/cart', 'سلة التسوق محفوظة في هذا المتصفح'],
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('needs-script'), path).toContainText(text);
    // the placeholders only scripts replace are not shown
    await expect(page.getByText('Loading…'), path).toBeHidden();
    await expect(page.locator('[aria-busy="true"]:visible'), path).toHaveCount(0);
  }
  await ctx.close();
});

test('a cart line keeps its quantity, amount and remove button on one row at 390 px', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isPhone(page), 'phone layout');
  await page.goto('/product/armani-grey-carving-24x48-porcelain');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1', { timeout: 10_000 });
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await line.getByRole('textbox', { name: 'Quantity', exact: true }).fill('150');
  await line.getByRole('textbox', { name: 'Quantity', exact: true }).blur();
  // a five-figure amount, the widest a line shows
  await expect(line.getByTestId('line-total')).toHaveText(/^\$\d{1,3},\d{3}\.\d{2}$/);
  const [amount, remove] = await Promise.all([
    line.getByTestId('line-total').boundingBox(),
    line.getByRole('button', { name: 'Remove' }).boundingBox(),
  ]);
  const middle = remove!.y + remove!.height / 2;
  expect(middle).toBeGreaterThan(amount!.y);
  expect(middle).toBeLessThan(amount!.y + amount!.height);
});
