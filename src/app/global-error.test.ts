import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';

vi.mock('./globals.css', () => ({}));

const common = (locale: string) => JSON.parse(readFileSync(`public/locales/${locale}/common.json`, 'utf8'));

async function html(): Promise<string> {
  const error = Object.assign(new Error('the root layout failed'), { digest: '42' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { prelude } = await prerender(createElement(GlobalError, { error, reset: () => {} }));
  return new Response(prelude).text();
}

describe('the root error page (global-error)', () => {
  it('says "something went wrong" and "try again" in all four languages, loading the texts with the error', async () => {
    const page = await html();
    expect(page).toContain('500');
    for (const locale of ['en', 'fr', 'ar', 'bn']) {
      const { errors } = common(locale);
      expect(page).toContain(`lang="${locale}"`);
      expect(page).toContain(errors.errorTitle);
      expect(page).toContain(errors.tryAgain);
    }
    expect(page).toContain('dir="rtl"');
    expect(page).not.toContain('the root layout failed');
  });
});
