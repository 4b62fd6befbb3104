import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { emptyProductForm } from '@/domain/catalogue/product-form';
import { ProductForm } from '@/features/dashboard/products/components/product-form';
import { productOptions } from '@/server/dashboard/products';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashProducts.form');
  return { title: t('createTitle'), robots: { index: false } };
}

export default async function CreateProductPage() {
  await guardPage('/dashboard/product/create', 'product', 'edit');
  const options = pageData(await productOptions({}));
  const t = await getTranslations('dashProducts.form');
  return (
    <div>
      <PageHeader title={t('createTitle')} description={t('createDescription')} />
      <ProductForm initial={emptyProductForm()} options={options} canEdit />
    </div>
  );
}
