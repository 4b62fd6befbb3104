import { getTranslations } from 'next-intl/server';
import type { ProductCardDto } from '@/server/catalogue/dto';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductGrid } from '../components/product-grid';

export async function NewArrivalsTemplate({
  products,
  currency,
  actions,
}: {
  products: ProductCardDto[];
  currency: string;
  actions?: (p: ProductCardDto) => React.ReactNode;
}) {
  const t = await getTranslations('catalogue');
  return (
    <div className="container-shop py-8">
      <Breadcrumbs items={[{ name: t('listing.home'), href: '/' }, { name: t('newArrivals.title') }]} label={t('listing.breadcrumbs')} />
      <h1 className="mt-4 mb-2 text-3xl font-extrabold tracking-tight md:text-4xl">{t('newArrivals.title')}</h1>
      <p className="mb-8 text-gray-600">{t('newArrivals.text')}</p>
      <ProductGrid products={products} currency={currency} actions={actions} testId="new-arrivals" />
    </div>
  );
}
