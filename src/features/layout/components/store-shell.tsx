import { getLocale, getTranslations } from 'next-intl/server';
import type { SettingsDto } from '@/server/settings/get-settings';
import { mapsUrl, telHref } from '../links';
import type { MenuCategory } from '../menu-types';
import { JsonLd } from '@/components/ui/json-ld';
import { businessJsonLd } from '../seo';
import { siteOrigin } from '@/lib/site-origin';
import { BottomTabBar } from './bottom-tab-bar';
import { CookieNotice } from './cookie-notice';
import { DesktopHeader } from './desktop-header';
import { MobileNav } from './mobile-nav';
import { ScrollToTop } from './scroll-to-top';
import { SettingsErrorToast } from './settings-error-toast';
import { SiteFooter } from './site-footer';
import { StickyBar } from './sticky-bar';
import { TrackingScripts } from './tracking-scripts';
import { trackerIds } from '@/domain/settings/consent';
import { openHoursSummary } from '@/domain/settings/opening-hours';
import { localizeSettings } from '@/domain/settings/settings-texts';
import { paymentPromise } from '@/domain/settings/payment-promise';

interface StoreShellProps {
  settings: SettingsDto;
  settingsFailed: boolean;
  categories: MenuCategory[];
  address: { full: string; short: string };
  search?: React.ReactNode;
  cartQuantity?: React.ReactNode;
  newsletter?: React.ReactNode;
  headerCart?: React.ReactNode;
  children: React.ReactNode;
}

/** The public page frame (docs/requirements.md, "Store frame"): headers, sticky bar, mobile navigation and tab bar, footer, notices. */
export async function StoreShell({
  settings,
  settingsFailed,
  categories,
  address,
  search,
  cartQuantity,
  headerCart,
  newsletter,
  children,
}: StoreShellProps) {
  const [t, locale] = await Promise.all([getTranslations('common'), getLocale()]);
  const logo = settings.logo[0]?.url || '/brand/logo.svg';
  const maps = mapsUrl(address.full);
  const phone = { text: settings.phoneHeader, href: telHref(settings.phoneHeader) };
  const headerProps = { logo, name: settings.name, categories, address: { short: address.short, maps }, phone, search };
  const hours = openHoursSummary(settings.openingHours, locale);
  // the settings texts (footer banner, description, copyright) in the page's language, English marked
  const texts = localizeSettings(settings, locale);
  return (
    <div className="flex min-h-screen flex-col pb-16 nav:pb-0">
      <a
        href="#content"
        className="sr-only z-[80] rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <DesktopHeader {...headerProps} hours={hours} cart={headerCart} />
      <MobileNav {...headerProps} />
      <StickyBar logo={logo} name={settings.name} categories={categories} />
      <main id="content" className="flex-1">
        {children}
      </main>
      <SiteFooter
        settings={texts}
        categories={categories}
        address={{ full: address.full, maps }}
        newsletter={newsletter}
        promise={paymentPromise(settings)}
      />
      <BottomTabBar cartQuantity={cartQuantity} />
      <ScrollToTop />
      <CookieNotice />
      <TrackingScripts ids={trackerIds(settings.script)} locale={locale} />
      {settingsFailed && <SettingsErrorToast message={t('errors.somethingWentWrong')} />}
      <JsonLd data={businessJsonLd(texts, address.full, siteOrigin())} />
    </div>
  );
}
