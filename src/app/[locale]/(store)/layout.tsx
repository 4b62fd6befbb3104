import { CartCount } from '@/features/cart/components/cart-count';
import { HeaderLists } from '@/features/cart/components/header-lists';
import { HeaderSearch } from '@/features/catalogue/components/header-search';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { StoreFrame } from '@/features/layout/store-frame';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { CartQuantity } from './_components/cart-quantity';

export default async function StoreLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const settings = await getSettingsOrDefaults();
  return (
    <StoreFrame
      search={<HeaderSearch currency={settings.currency.symbol} />}
      headerCart={
        <>
          <HeaderLists />
          <CartCount />
        </>
      }
      cartQuantity={<CartQuantity />}
      newsletter={<NewsletterForm />}
    >
      {children}
    </StoreFrame>
  );
}
