import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistView } from '@/features/cart/templates/wishlist-view';
import { auth } from '@/server/auth/auth';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.wishlist');
  return { title: t('title'), robots: { index: false } };
}

export default async function WishlistPage() {
  const [t, settings, user] = await Promise.all([getTranslations('checkout.wishlist'), getSettingsOrDefaults(), auth()]);
  return (
    <ClientMessages paths={['checkout.wishlist']}>
      <section className="container-shop py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <WishlistView currencySymbol={settings.currency.symbol} signedIn={!!user} />
      </section>
    </ClientMessages>
  );
}
