import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreFrame } from '@/features/layout/store-frame';
import { StatusPage } from '@/features/layout/components/status-page';
import { CartQuantity } from './(store)/_components/cart-quantity';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

export default async function NotFound() {
  const t = await getTranslations('common.errors');
  return (
    <StoreFrame cartQuantity={<CartQuantity />}>
      <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('backHome')} />
    </StoreFrame>
  );
}
