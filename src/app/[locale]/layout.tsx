import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import '../fonts/inter.css';
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-bengali';
import '../globals.css';
import { CartProvider } from '@/components/cart/cart-provider';
import { thirdPartyScripts } from '@/domain/settings/consent';
import { AppProviders } from '@/features/layout/components/app-providers';
import { loadSettings } from '@/features/layout/load-settings';
import { siteOrigin } from '@/lib/site-origin';
import { rootMetadata } from '@/features/layout/seo';
import { localizeSettings } from '@/domain/settings/settings-texts';
import { localeDir } from '@/i18n/locales';
import { pickMessages, STORE_CLIENT_MESSAGES } from '@/i18n/messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { COLOR_SCHEME_SCRIPT } from '@/lib/inline-scripts.mjs';
import { TRACKERS_META } from '@/lib/security/csp';
import { themeCss } from '@/lib/theme';

/** No page is rendered at build time (the build needs no database): each language's pages render on first request. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { settings } = await loadSettings();
  // the shop's title and description in the page's language (English standing in)
  const meta = rootMetadata(localizeSettings(settings, locale), siteOrigin(), locale);
  // the trackers this page may load (their hosts are allowed by the page's Content-Security-Policy)
  const trackers = thirdPartyScripts(settings.script, true).join(' ');
  return { ...meta, other: { ...(meta.other as Record<string, string> | undefined), ...(trackers ? { [TRACKERS_META]: trackers } : {}) } };
}

/**
 * The root of every page. It reads nothing of the visitor (no cookie, no session), so store pages can be rendered
 * once per language and served from cache: the colour scheme is applied by COLOR_SCHEME_SCRIPT before the first
 * paint, the session, cart and consent are read in the browser (docs/architecture.md, "Pages from cache").
 */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  const lang = await pageLocale(params);
  const [{ settings }, messages] = await Promise.all([loadSettings(), getMessages()]);
  const dir = localeDir(lang);
  return (
    <html lang={lang} dir={dir} data-scheme="auto" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <style id="theme">{themeCss(settings.color)}</style>
        {/* without scripts, placeholders that only scripts fill are hidden (docs/requirements.md, "Without JavaScript") */}
        <noscript>
          <style>{'.js-only{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="min-h-screen">
        <NextIntlClientProvider messages={pickMessages(messages, STORE_CLIENT_MESSAGES)}>
          <AppProviders dir={dir}>
            <CartProvider>{children}</CartProvider>
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
