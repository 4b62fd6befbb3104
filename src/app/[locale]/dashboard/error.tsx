'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** A dashboard page whose data could not be read: a message and a retry, inside the shell. */
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('dashboard.table');
  return (
    <div role="alert" className="rounded-lg border border-line bg-surface p-10 text-center">
      <p className="font-medium text-fg">{t('loadFailed')}</p>
      <Button className="mt-4" size="sm" variant="outline" onClick={reset}>
        {t('retry')}
      </Button>
    </div>
  );
}
