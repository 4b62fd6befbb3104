'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/features/layout/components/status-page';

export default function StoreError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.errors');
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage code="500" title={t('errorTitle')} text={t('errorText')} homeLabel={t('backHome')}>
      <Button variant="outline" onClick={reset}>
        {t('tryAgain')}
      </Button>
    </StatusPage>
  );
}
