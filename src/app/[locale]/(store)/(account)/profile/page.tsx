import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileTemplate } from '@/features/account/templates/profile-template';
import { listAccountOrders } from '@/server/account/list-orders';
import { listAddresses } from '@/server/account/manage-addresses';
import { getWishlist } from '@/server/account/wishlist';
import { requireUser } from '@/server/auth/guards';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('profile.title'), robots: { index: false } };
}

export default async function ProfilePage() {
  const user = await requireUser('/profile');
  const [addresses, orders, wishlist, settings] = await Promise.all([listAddresses(user.id), listAccountOrders(user.id), getWishlist(user.id), getSettingsOrDefaults()]);
  return (
    <ProfileTemplate
      user={{ name: user.name, email: user.email, phone: user.phone ?? '' }}
      addresses={addresses}
      orders={orders}
      wishlist={wishlist}
      currency={settings.currency.symbol}
    />
  );
}
