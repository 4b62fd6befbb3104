import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { LocationManager } from '@/features/dashboard/products/components/location-manager';
import { listLocations } from '@/server/dashboard/products';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

/** /dashboard/product/locations: where stock is kept (docs/requirements.md, "Locations and lots"). */
export default async function LocationsPage() {
  const { access } = await guardPage('/dashboard/product/locations', 'product', 'view');
  const [locations, t] = [pageData(await listLocations({})), await getTranslations('dashProducts.locations')];
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <LocationManager locations={locations} canEdit={access.edit} canDelete={access.delete} />
    </div>
  );
}
