import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileTemplate } from '@/features/account/templates/profile-template';
import { countUnconfirmedOrders, listAccountOrders } from '@/server/account/list-orders';
import { listAddresses } from '@/server/account/manage-addresses';
import { getWishlist } from '@/server/account/wishlist';
import { requireUser } from '@/server/auth/guards';
import { oauthProviders } from '@/server/auth/auth-options';
import { linkedProviders } from '@/server/auth/link-oauth-account';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('profile.title'), robots: { index: false } };
}

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser('/profile');
  const [addresses, orders, unconfirmedOrders, wishlist, settings, offered, linked, q] = await Promise.all([
    listAddresses(user.id),
    listAccountOrders(user.id),
    countUnconfirmedOrders(user.id),
    getWishlist(user.id),
    getSettingsOrDefaults(),
    oauthProviders().catch(() => []),
    linkedProviders(user.id),
    searchParams,
  ]);
  return (
    <ProfileTemplate
      user={{ name: user.name, email: user.email, phone: user.phone ?? '' }}
      addresses={addresses}
      orders={orders}
      unconfirmedOrders={unconfirmedOrders}
      wishlist={wishlist}
      currency={settings.currency.symbol}
      signInMethods={{
        offered: offered.map((p) => ({ id: p.id, name: p.name })),
        linked,
        notice: q.linked === 'elsewhere' ? 'elsewhere' : null,
      }}
    />
  );
}
