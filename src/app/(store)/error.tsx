'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { StatusPage } from '@/features/layout/components/status-page';

export default function StoreError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.errors');
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage code="500" title={t('errorTitle')} text={t('errorText')} homeLabel={t('backHome')}>
      <button type="button" onClick={reset} className="rounded-md border border-ink px-5 py-2.5 font-semibold hover:bg-gray-100">
        {t('tryAgain')}
      </button>
    </StatusPage>
  );
}
