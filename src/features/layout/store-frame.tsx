import { listCategories, type CategoryDto } from '@/server/catalogue/list-categories';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { storeAddress } from '@/server/settings/store-address';
import { StoreShell } from './components/store-shell';

/** Loads what the frame needs; a failed category load is only logged (spec §8) and the menu stays. */
export async function StoreFrame({ children, search }: { children: React.ReactNode; search?: React.ReactNode }) {
  const settings = await getSettingsOrDefaults();
  const categories: CategoryDto[] = await listCategories().catch((err) => {
    console.error('[layout] categories failed:', err);
    return [];
  });
  return (
    <StoreShell settings={settings} categories={categories} address={storeAddress(settings)} search={search}>
      {children}
    </StoreShell>
  );
}
