import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-bengali';
import './globals.css';
import { CartProvider } from '@/features/cart/cart-provider';
import { isLocale, localeDir } from '@/i18n/locales';
import { themeCss } from '@/lib/theme';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata(): Promise<Metadata> {
  const s = await getSettingsOrDefaults();
  return {
    title: { default: s.seo.title || s.title, template: `%s | ${s.name}` },
    description: s.seo.description || s.description,
    keywords: s.seo.keyword,
    icons: s.favicon[0]?.url ? [{ url: s.favicon[0].url }] : undefined,
    robots: { index: true, follow: true },
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, settings] = await Promise.all([getLocale(), getSettingsOrDefaults()]);
  const lang = isLocale(locale) ? locale : 'en';
  return (
    <html lang={lang} dir={localeDir(lang)}>
      <head>
        <style id="theme">{themeCss(settings.color)}</style>
      </head>
      <body className="min-h-screen">
        <NextIntlClientProvider>
          <CartProvider>{children}</CartProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
