'use client';

import { useState } from 'react';
import { Cookie, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Link } from '@/i18n/navigation';
import { giveConsent, useConsent } from './use-consent';

/**
 * Shown while the consent cookie is absent (read in the browser). Close stores consent (30 days, path /) and hides
 * it, and the trackers configured in settings may load; the small X only hides it for this page view. The
 * privacy-policy link opens in a new tab.
 */
export function CookieNotice() {
  const t = useTranslations('common.cookie');
  const consented = useConsent();
  const [hidden, setHidden] = useState(false);
  if (consented !== false || hidden) return null;

  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-3xl rounded-xl border border-line bg-surface p-4 text-fg shadow-2xl nav:bottom-5"
    >
      <div className="flex items-start gap-3 pe-8">
        <Cookie className="mt-0.5 size-6 shrink-0 text-secondary-strong" aria-hidden />
        <p className="text-sm leading-6">
          {t('text')}{' '}
          <Link
            href="/privacy"
            target="_blank"
            rel="noopener noreferrer"
            prefetch={false}
            className="font-semibold text-secondary-strong underline underline-offset-2"
          >
            {t('privacy')}
          </Link>
        </p>
      </div>
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={giveConsent}>
          {t('close')}
        </Button>
      </div>
      <IconButton label={t('dismiss')} onClick={() => setHidden(true)} className="absolute end-2 top-2 size-8">
        <X className="size-4" aria-hidden />
      </IconButton>
    </section>
  );
}
