import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import './fonts/inter.css';
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-bengali';
import './globals.css';
import { WishlistMerge } from '@/features/account/components/wishlist-merge';
import { CartProvider } from '@/features/cart/cart-provider';
import { COLOR_SCHEME_COOKIE, parseColorScheme } from '@/features/layout/color-scheme';
import { AppProviders } from '@/features/layout/components/app-providers';
import { loadSettings, siteUrl } from '@/features/layout/load-settings';
import { rootMetadata } from '@/features/layout/seo';
import { isLocale, localeDir } from '@/i18n/locales';
import { pickMessages, STORE_CLIENT_MESSAGES } from '@/i18n/messages';
import { themeCss } from '@/lib/theme';
import { initialClientSession } from '@/server/auth/auth';

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await loadSettings();
  return rootMetadata(settings, siteUrl());
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, { settings }, jar, messages, session] = await Promise.all([getLocale(), loadSettings(), cookies(), getMessages(), initialClientSession()]);
  const lang = isLocale(locale) ? locale : 'en';
  const dir = localeDir(lang);
  return (
    <html lang={lang} dir={dir} data-scheme={parseColorScheme(jar.get(COLOR_SCHEME_COOKIE)?.value)}>
      <head>
        <style id="theme">{themeCss(settings.color)}</style>
      </head>
      <body className="min-h-screen">
        <NextIntlClientProvider messages={pickMessages(messages, STORE_CLIENT_MESSAGES)}>
          <AppProviders dir={dir} session={session}>
            <WishlistMerge />
            <CartProvider>{children}</CartProvider>
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
