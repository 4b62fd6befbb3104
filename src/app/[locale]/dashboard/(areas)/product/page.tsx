import type { Metadata } from 'next';
import Link from 'next/link';
import { Download, Plus, Upload } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { productListQuerySchema } from '@/domain/catalogue/product-form';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { ProductTable } from '@/features/dashboard/products/components/product-table';
import { listProducts, productOptions } from '@/server/dashboard/products';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashProducts.list');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProductListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/product', 'product', 'view');
  const query = productListQuerySchema.parse(searchParamsObject(await searchParams));
  const [list, options, settings] = [
    pageData(await listProducts(query)),
    pageData(await productOptions({})),
    await getSettingsOrDefaults(),
  ];
  const t = await getTranslations('dashProducts.list');
  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description', { count: list.total })}
        actions={
          <>
            <a href="/api/dashboard/products.csv" download className={createLinkClasses()}>
              <Download className="size-4" aria-hidden /> {t('export')}
            </a>
            {access.edit && (
              <Link href="/dashboard/product/import" className={createLinkClasses()}>
                <Upload className="size-4" aria-hidden /> {t('import')}
              </Link>
            )}
            {access.edit && (
              <Link href="/dashboard/product/create" className={createLinkClasses()}>
                <Plus className="size-4" aria-hidden /> {t('create')}
              </Link>
            )}
          </>
        }
      />
      <ProductTable
        rows={list.rows}
        total={list.total}
        query={query}
        access={access}
        categories={options.categories.map(({ id, name }) => ({ id, name }))}
        currencySymbol={settings.currency.symbol}
      />
    </div>
  );
}
