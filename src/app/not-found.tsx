import { getTranslations } from 'next-intl/server';
import { StoreFrame } from '@/features/layout/store-frame';
import { StatusPage } from '@/features/layout/components/status-page';

export default async function NotFound() {
  const t = await getTranslations('common.errors');
  return (
    <StoreFrame>
      <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('backHome')} />
    </StoreFrame>
  );
}
