import { readFileSync } from 'node:fs';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '@/i18n/messages';
import { DB_UNAVAILABLE_DIGEST } from '@/lib/db-unavailable';
import StoreError from './error';

const common = (locale: string) => JSON.parse(readFileSync(`public/locales/${locale}/common.json`, 'utf8'));

/** the provider with `children` optional, so they can be createElement's third argument */
const Provider = NextIntlClientProvider as ComponentType<Partial<ComponentProps<typeof NextIntlClientProvider>>>;

function render(locale: string, digest?: string): string {
  const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest });
  return renderToStaticMarkup(
    createElement(
      Provider,
      { locale, timeZone: 'America/Vancouver', messages: compileMessages({ common: common(locale) }) },
      createElement(StoreError, { error, reset: () => {} }),
    ),
  );
}

describe('the store error page', () => {
  it.each(['en', 'bn', 'ar', 'fr'])('says "temporarily unavailable" (503) in %s when the database could not be reached', (locale) => {
    const html = render(locale, DB_UNAVAILABLE_DIGEST);
    const { errors } = common(locale);
    expect(html).toContain('503');
    expect(html).toContain(errors.unavailableTitle);
    expect(html).toContain(errors.unavailableText);
    expect(html).not.toContain(errors.errorTitle);
  });

  it('says "something went wrong" (500) for any other error, without its message', () => {
    const html = render('en', '1234567890');
    expect(html).toContain('500');
    expect(html).toContain(common('en').errors.errorTitle);
    expect(html).not.toContain(common('en').errors.unavailableTitle);
    expect(html).not.toContain('Server Components render');
  });
});
