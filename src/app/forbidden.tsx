import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreFrame } from '@/features/layout/store-frame';
import { ForbiddenPage } from '@/features/layout/components/forbidden-page';
import { CartQuantity } from './(store)/_components/cart-quantity';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('forbiddenTitle'), robots: { index: false, follow: false } };
}

/** Rendered with status 403 wherever a page calls forbidden() (spec §2/§6). */
export default function Forbidden() {
  return (
    <StoreFrame cartQuantity={<CartQuantity />}>
      <ForbiddenPage />
    </StoreFrame>
  );
}
