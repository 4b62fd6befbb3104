import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { ProductImport } from '@/features/dashboard/products/components/product-import';
import { guardPage } from '@/server/dashboard/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashProducts.import');
  return { title: t('title'), robots: { index: false } };
}

/** The catalogue import: needs product `edit` (docs/dashboard.md, "Catalogue import and export"). */
export default async function ProductImportPage() {
  await guardPage('/dashboard/product/import', 'product', 'edit');
  const t = await getTranslations('dashProducts.import');
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <ProductImport />
    </div>
  );
}
