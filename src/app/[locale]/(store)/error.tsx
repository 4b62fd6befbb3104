'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/features/layout/components/status-page';
import { DB_UNAVAILABLE_DIGEST } from '@/lib/db-unavailable';

export default function StoreError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.errors');
  useEffect(() => console.error(error), [error]);
  // the database could not be reached (PostgreSQL restarting): temporary, "try again" will work in a moment
  const unavailable = error.digest === DB_UNAVAILABLE_DIGEST;
  return (
    <StatusPage
      code={unavailable ? '503' : '500'}
      title={t(unavailable ? 'unavailableTitle' : 'errorTitle')}
      text={t(unavailable ? 'unavailableText' : 'errorText')}
      homeLabel={t('backHome')}
    >
      <Button variant="outline" onClick={reset}>
        {t('tryAgain')}
      </Button>
    </StatusPage>
  );
}
