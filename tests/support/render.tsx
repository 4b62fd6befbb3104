import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadCompiledMessages } from '@/i18n/messages';
import { SHOP_ZONE } from '@/lib/shop-zone';

/** Renders a client component as the store's layout gives it: inside next-intl with the language's compiled messages. */
export async function renderWithMessages(ui: ReactNode, locale: Locale = 'en'): Promise<RenderResult> {
  const messages = await loadCompiledMessages(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_ZONE}>
      {ui}
    </NextIntlClientProvider>,
  );
}
