import type { Metadata } from 'next';
import { withAlternates } from '@/features/layout/seo';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { HomeTemplate } from '@/features/home/templates/home-template';
import { getCachedCategories, getCachedFeatured, getCachedHomeContent, getCachedNewArrivals } from '@/server/catalogue/cached-reads';
import { localizeCategories } from '@/server/catalogue/localize';
import { localizeHome } from '@/server/content/localize';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { localizeSettings } from '@/domain/settings/settings-texts';
import { paymentPromise } from '@/domain/settings/payment-promise';
import { cardActions } from './shop/card-actions';
import { ClientMessages } from '@/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates({}, params, () => '/');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const content = await getCachedHomeContent();
  const [categories, featured, fresh, settings, actions] = await Promise.all([
    getCachedCategories(),
    getCachedFeatured(content?.featuredProductSlugs ?? [], 8),
    getCachedNewArrivals(8),
    getSettingsOrDefaults(),
    cardActions(),
  ]);
  const currency = settings.currency.symbol;
  const texts = localizeSettings(settings, locale);
  return (
    <ClientMessages paths={['catalogue.home']}>
      <HomeTemplate
        content={content && localizeHome(content, locale)}
        categories={localizeCategories(categories, locale)}
        footerBanner={texts.footerBanner}
        footerBannerLang={texts.lang}
        paymentPromise={paymentPromise(settings)}
        featured={<ProductGrid products={featured} currency={currency} actions={actions} testId="featured-products" />}
        newArrivals={<ProductGrid products={fresh} currency={currency} actions={actions} testId="new-arrivals" />}
      />
    </ClientMessages>
  );
}
