import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { plainNumber } from '@/lib/format';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './messages';

const home = (locale: string) => {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', locale, 'catalogue.json'), 'utf8'));
  return createTranslator({
    locale,
    messages: compileMessages({ catalogue: messages }),
    namespace: 'catalogue.home' as never,
  }) as unknown as (key: string, values: Record<string, number>) => string;
};

describe("the home page's collections line", () => {
  it('counts the collections the shop has instead of naming a number', () => {
    expect(home('en')('categoriesText', { collections: 5, count: 27 })).toBe('5 collections, 27 ranges, all in stock in Surrey.');
    expect(home('en')('categoriesText', { collections: 1, count: 3 })).toBe('1 collection, 3 ranges, all in stock in Surrey.');
    expect(home('fr')('categoriesText', { collections: 6, count: 30 })).toBe('6 collections, 30 gammes, toutes en stock à Surrey.');
    expect(home('ar')('categoriesText', { collections: 2, count: 9 })).toContain('مجموعتان');
    expect(home('ar')('categoriesText', { collections: 6, count: 9 })).toContain('مجموعات');
    expect(home('bn')('categoriesText', { collections: 4, count: 20 })).toMatch(/^৪টি কালেকশন, ২০টি/);
  });
});

describe('the cart links spoken names', () => {
  const translator = (locale: string, file: string, namespace: string) => {
    const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', locale, `${file}.json`), 'utf8'));
    return createTranslator({ locale, messages: compileMessages({ [file]: messages }), namespace: namespace as never }) as unknown as (
      key: string,
      values: Record<string, number>,
    ) => string;
  };
  it.each(['en', 'bn', 'ar', 'fr'])(
    'in %s hold the number the badge shows, for every count (a spoken name containing the visible text)',
    (locale) => {
      const header = translator(locale, 'catalogue', 'catalogue.actions');
      const tabBar = translator(locale, 'common', 'common.nav');
      // the badge shows the bare number in the page's digits (no grouping): counts up to 999, as carts hold
      for (const count of [0, 1, 2, 3, 11, 100, 999]) {
        const shown = plainNumber(count, locale);
        expect(header('cartWithCount', { count }), `${count}`).toMatch(new RegExp(`(^|[^\\p{Nd}])${shown}([^\\p{Nd}]|$)`, 'u'));
        expect(tabBar('cartItems', { count }), `${count}`).toMatch(new RegExp(`(^|[^\\p{Nd}])${shown}([^\\p{Nd}]|$)`, 'u'));
      }
    },
  );
});
