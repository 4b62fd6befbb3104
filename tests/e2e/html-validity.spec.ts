import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';

/**
 * The storefront's pages are valid HTML (docs/architecture.md, "Valid HTML"): the Nu HTML Checker (vnu-jar, run
 * offline on Java) reads each page as the server sends it and as the browser holds it once hydrated, in English and
 * in Arabic. Java starts slowly, so every document goes to one run of the checker.
 */
const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

const PAGES = [
  '/',
  '/shop',
  '/shop/laminate',
  '/product/armani-grey-carving-24x48-porcelain',
  '/search?q=oak',
  '/cart',
  '/checkout',
  '/wishlist',
  '/compare',
  '/signin',
  '/signup',
  '/about',
  '/faq',
  '/contactus',
  '/measure',
  '/blogs',
  '/blogs/calculating-flooring-boxes-with-waste',
];
const LANGS = ['', '/ar'];
/** a product whose name ends in a quote mark and a measure, for the cart, wishlist and compare pages */
const BASE_SHOE = { slug: 'primed-mdf-base-shoe-8-ft', name: 'Primed MDF Base Shoe 1/2" x 3/4" x 8 ft' };

/**
 * Messages that come from the framework, not from our markup, each with the reason it cannot be fixed here. Matched
 * on the whole message text.
 */
const FRAMEWORK_MESSAGES: { message: string; why: string }[] = [];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

const localeOf = (lang: string) => (lang === '' ? 'en' : lang.slice(1));

async function vnu(files: Map<string, string>): Promise<VnuMessage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const names: string[] = [];
    for (const [name, html] of files) {
      const file = path.join(dir, `${name}.html`);
      await writeFile(file, html);
      names.push(file);
    }
    // --stdout: the JSON report on stdout; --exit-zero-always: errors are read from the report, not the exit code
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...names],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as { messages: VnuMessage[] };
    return report.messages.map((m) => ({ ...m, url: path.basename(decodeURIComponent(m.url)).replace(/\.html$/, '') }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const fileName = (phase: string, lang: string, page: string) =>
  `${phase}-${localeOf(lang)}-${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;

test('the storefront pages are valid HTML, as sent and once hydrated, in English and Arabic', async ({ page, request }) => {
  // 64 documents over a busy two-core machine, then one Java run over all of them
  test.setTimeout(300_000);
  const files = new Map<string, string>();
  const where = new Map<string, string>();

  for (const lang of LANGS) {
    for (const p of PAGES) {
      const url = `${lang}${p}`.replace(/^(\/ar)\/$/, '$1');
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const name = fileName('server', lang, p);
      files.set(name, await res.text());
      where.set(name, `${url} (as sent)`);
    }
  }

  // the cart, wishlist and compare pages hold a product, as a customer sees them
  await page.goto(`/product/${BASE_SHOE.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await main
    .getByRole('button', { name: `Add ${BASE_SHOE.name} to the wishlist` })
    .first()
    .click();
  await main
    .getByRole('button', { name: `Compare ${BASE_SHOE.name}` })
    .first()
    .click();

  for (const lang of LANGS) {
    for (const p of PAGES) {
      const url = `${lang}${p}`.replace(/^(\/ar)\/$/, '$1');
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const name = fileName('hydrated', lang, p);
      files.set(name, await page.content());
      where.set(name, `${url} (hydrated)`);
    }
  }

  const messages = (await vnu(files)).filter((m) => m.type === 'error' && !FRAMEWORK_MESSAGES.some((f) => f.message === m.message));
  expect(
    messages.map((m) => `${where.get(m.url) ?? m.url}:${m.lastLine ?? '?'}:${m.lastColumn ?? '?'} ${m.message} [${m.extract ?? ''}]`),
  ).toEqual([]);
});
