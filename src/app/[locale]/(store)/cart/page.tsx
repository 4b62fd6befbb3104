import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/features/checkout/components/cart-view';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';
import { NeedsScript } from '@/components/ui/needs-script';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('checkout.cart');
  return { title: t('title'), robots: { index: false } };
}

export default async function CartPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations('checkout.cart'), getSettingsOrDefaults()]);
  return (
    <ClientMessages paths={['checkout']}>
      <section className="container-shop py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <NeedsScript page="cart" />

        <CartView currencySymbol={settings.currency.symbol} />
      </section>
    </ClientMessages>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/cart');
}
