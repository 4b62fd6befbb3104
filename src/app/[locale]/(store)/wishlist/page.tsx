import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistView } from '@/features/cart/templates/wishlist-view';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';
import { NeedsScript } from '@/components/ui/needs-script';

/**
 * Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"): the list itself is the
 * browser's (a guest's storage or the signed-in account's, read by the view).
 */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('checkout.wishlist');
  return { title: t('title'), robots: { index: false } };
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/wishlist');
}

export default async function WishlistPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations('checkout.wishlist'), getSettingsOrDefaults()]);
  return (
    <ClientMessages paths={['checkout.wishlist']}>
      <section className="container-shop py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <NeedsScript page="wishlist" />

        <WishlistView currencySymbol={settings.currency.symbol} />
      </section>
    </ClientMessages>
  );
}
