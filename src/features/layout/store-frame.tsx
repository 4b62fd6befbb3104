import { getLocale } from 'next-intl/server';
import { listCategories, type CategoryDto } from '@/server/catalogue/list-categories';
import { localizeCategories } from '@/server/catalogue/localize';
import { storeAddress } from '@/server/settings/store-address';
import { StoreShell } from './components/store-shell';
import { loadSettings } from './load-settings';

export interface StoreFrameSlots {
  /** the header search (catalogue); without it the search toggle is hidden */
  search?: React.ReactNode;
  /** the cart's total quantity badge for the tab bar (cart feature) */
  cartQuantity?: React.ReactNode;
  /** the header's cart link (cart feature), shown beside the search on wide screens */
  headerCart?: React.ReactNode;
  /** the footer's newsletter sign-up form */
  newsletter?: React.ReactNode;
}

/**
 * Loads what the frame needs (nothing of the visitor: the frame is part of pages served from cache); a failed category
 * load is only logged and the default menu stays.
 */
export async function StoreFrame({
  children,
  search,
  cartQuantity,
  headerCart,
  newsletter,
}: StoreFrameSlots & { children: React.ReactNode }) {
  const { settings, failed } = await loadSettings();
  const [list, locale] = await Promise.all([
    listCategories().catch((err): CategoryDto[] => {
      console.error('[layout] categories failed:', err);
      return [];
    }),
    getLocale(),
  ]);
  const categories = localizeCategories(list, locale);
  return (
    <StoreShell
      settings={settings}
      settingsFailed={failed}
      categories={categories}
      address={storeAddress(settings)}
      search={search}
      cartQuantity={cartQuantity}
      headerCart={headerCart}
      newsletter={newsletter}
    >
      {children}
    </StoreShell>
  );
}
