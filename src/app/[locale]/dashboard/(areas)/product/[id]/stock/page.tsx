import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ArrowLeft } from '@/components/ui/icons';
import { PageHeader } from '@/components/dashboard/page-header';
import { RecordStockForm } from '@/features/dashboard/products/components/record-stock-form';
import { StockLedger } from '@/features/dashboard/products/components/stock-ledger';
import { StockPlaces } from '@/features/dashboard/products/components/stock-places';
import { TransferStockForm } from '@/features/dashboard/products/components/transfer-stock-form';
import Link from 'next/link';
import { productStockMovements } from '@/server/dashboard/products';
import { STOCK_MOVEMENTS_SHOWN } from '@/server/dashboard/products/stock-movements';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return {};
  return recordTitle(productStockMovements({ id }), (p) => p.name, 'products');
}

/** /dashboard/product/[id]/stock: what the product holds where (and of which lot), and its stock ledger. */
export default async function ProductStockPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/product/${id}/stock`, 'product', 'view');
  if (!z.uuid().safeParse(id).success) notFound();
  const found = await productStockMovements({ id });
  if (!found.ok && found.status === 404) notFound();
  const ledger = pageData(found);
  const t = await getTranslations('dashProducts.stock');
  return (
    <div>
      <Link href={`/dashboard/product/${id}`} className="mb-3 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg">
        <ArrowLeft className="size-4 flip-rtl" aria-hidden />
        {t('back')}
      </Link>
      <PageHeader title={t('title')} description={<bdi>{ledger.name}</bdi>} />
      <StockPlaces places={ledger.places} variable={ledger.holdings.some((h) => h.variantId)} lotTracked={ledger.lotTracked} />
      {access.edit && (
        <RecordStockForm
          productId={id}
          holdings={ledger.holdings}
          locations={ledger.locations}
          lots={ledger.lots}
          lotTracked={ledger.lotTracked}
        />
      )}
      {access.edit && <TransferStockForm productId={id} places={ledger.places} locations={ledger.locations} />}
      <StockLedger movements={ledger.movements} shown={STOCK_MOVEMENTS_SHOWN} />
    </div>
  );
}
