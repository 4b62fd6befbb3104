import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { PageHeader } from '@/components/dashboard/page-header';
import { buttonClasses } from '@/components/ui/button';
import { PackageSearch } from '@/components/ui/icons';
import { ProductForm } from '@/features/dashboard/products/components/product-form';
import { getProduct, productChoices, productOptions } from '@/server/dashboard/products';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return {};
  return recordTitle(getProduct({ id }), (p) => p.name, 'products');
}

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/product/${id}`, 'product', 'view');
  if (!z.uuid().safeParse(id).success) notFound();
  const found = await getProduct({ id });
  if (!found.ok && found.status === 404) notFound();
  const record = pageData(found);
  const [options, accessories] = await Promise.all([
    productOptions({}).then(pageData),
    productChoices({ ids: record.accessoryIds }).then(pageData),
  ]);
  const t = await getTranslations('dashProducts.form');
  return (
    <div>
      <PageHeader
        title={t('editTitle')}
        description={record.name}
        actions={
          <Link href={`/dashboard/product/${id}/stock`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <PackageSearch className="size-4" aria-hidden />
            {t('stockLedger')}
          </Link>
        }
      />
      <ProductForm
        key={record.updatedAt}
        initial={record}
        productId={id}
        options={options}
        canEdit={access.edit}
        accessories={accessories}
      />
    </div>
  );
}
