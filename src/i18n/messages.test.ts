import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { covers, declaredClientMessages, messageUses, reach } from './client-message-use';
import { mergeMessages } from './merge';
import { pickMessages, STORE_CLIENT_MESSAGES } from './messages';

describe('mergeMessages (English fallback per key)', () => {
  it('keeps translated keys and fills missing ones from English', () => {
    const en = { home: { title: 'Home', shop: 'Shop' }, ok: 'OK' };
    const fr = { home: { title: 'Accueil' } };
    expect(mergeMessages(en, fr)).toEqual({ home: { title: 'Accueil', shop: 'Shop' }, ok: 'OK' });
  });
});

describe('pickMessages', () => {
  const all = {
    common: { nav: { home: 'Home' } },
    dashCommerce: { newsletter: { title: 'News' }, coupons: { title: 'Coupons' } },
    dashboard: { x: 'y' },
  };
  it('keeps whole namespaces and dotted sub-trees, nested as before, and nothing else', () => {
    expect(pickMessages(all, ['common', 'dashCommerce.newsletter'])).toEqual({
      common: { nav: { home: 'Home' } },
      dashCommerce: { newsletter: { title: 'News' } },
    });
  });
  it('skips paths that do not exist', () => {
    expect(pickMessages(all, ['nothing', 'common.nope'])).toEqual({});
  });
});

/**
 * The browser gets STORE_CLIENT_MESSAGES on every store page (src/app/[locale]/layout.tsx) and a page's own
 * <ClientMessages paths> on that page. For the layout and for each store route (the page with its layouts below the
 * store's), every key its client components translate with must be among what it gets; the keys are read from the
 * import graph (src/i18n/client-message-use.ts).
 */
describe('the messages the browser gets cover what the store client components translate', () => {
  const SRC = path.resolve(import.meta.dirname, '..');
  const STORE = path.join(SRC, 'app', '[locale]', '(store)');
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((e) => {
      const p = path.join(dir, e);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    });
  const layoutEntries = [
    '[locale]/layout.tsx',
    '[locale]/not-found.tsx',
    '[locale]/forbidden.tsx',
    'global-error.tsx',
    '[locale]/(store)/layout.tsx',
    '[locale]/(store)/error.tsx',
    '[locale]/(store)/not-found.tsx',
  ].map((f) => path.join(SRC, 'app', f));
  const layoutUses = [...reach(layoutEntries).client].flatMap(messageUses);
  const pages = filesUnder(STORE).filter((f) => f.endsWith(`${path.sep}page.tsx`));
  /** the page and the layouts between it and the store's own layout */
  const routeFiles = (page: string) => {
    const out = [page];
    for (let dir = path.dirname(page); dir.startsWith(STORE) && dir !== STORE; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'layout.tsx'))) out.push(path.join(dir, 'layout.tsx'));
    }
    return out;
  };

  it('finds the client components and their keys (the analysis is not empty)', () => {
    expect(layoutUses.map((u) => u.file)).toContain('features/catalogue/components/header-search.tsx');
    expect(layoutUses.map((u) => u.path)).toContain('catalogue.search_your_product');
    const checkout = [...reach([path.join(STORE, 'checkout', 'page.tsx')]).client].flatMap(messageUses);
    expect(checkout.map((u) => u.file)).toContain('features/checkout/components/checkout-form.tsx');
    expect(pages.length).toBeGreaterThan(20);
  });

  it('the layout gets everything its client components translate with', () => {
    expect(layoutUses.filter((u) => !covers(STORE_CLIENT_MESSAGES, u.path))).toEqual([]);
  });

  it.each(pages.map((p) => [path.relative(SRC, p), p]))('%s gets everything its client components translate with', (_, page) => {
    const files = reach(routeFiles(page));
    const provided = [...STORE_CLIENT_MESSAGES, ...declaredClientMessages(files.server)];
    const missing = [...files.client].flatMap(messageUses).filter((u) => !covers(provided, u.path));
    expect(missing).toEqual([]);
  });

  it('a page gets nothing its client components do not use (no whole namespace sent for one key)', () => {
    const everyPage = pages.map((page) => {
      const files = reach(routeFiles(page));
      const used = [...files.client].flatMap(messageUses).map((u) => u.path);
      return declaredClientMessages(files.server).filter(
        (p) => !used.some((u) => u === p || u.startsWith(`${p}.`) || p.startsWith(`${u}.`)),
      );
    });
    expect(everyPage.flat()).toEqual([]);
  });
});
