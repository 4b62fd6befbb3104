'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Cookie, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { consentCookie } from '../consent';

/**
 * Spec §4/§9: shown while the consent cookie is absent. Close stores consent (30 days, path /) and hides it;
 * the small X only hides it for this page view. The privacy-policy link opens in a new tab.
 */
export function CookieNotice({ consented }: { consented: boolean }) {
  const t = useTranslations('common.cookie');
  const router = useRouter();
  const [hidden, setHidden] = useState(false);
  if (consented || hidden) return null;

  const accept = () => {
    document.cookie = consentCookie();
    setHidden(true);
    // the server now renders the consented state (trackers may load)
    router.refresh();
  };

  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-3xl rounded-xl border border-line bg-surface p-4 text-fg shadow-2xl nav:bottom-5"
    >
      <div className="flex items-start gap-3 pe-8">
        <Cookie className="mt-0.5 size-6 shrink-0 text-secondary-strong" aria-hidden />
        <p className="text-sm leading-6">
          {t('text')}{' '}
          <a href="/privacy" target="_blank" rel="noopener noreferrer" className="font-semibold text-secondary-strong underline underline-offset-2">
            {t('privacy')}
          </a>
        </p>
      </div>
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={accept}>
          {t('close')}
        </Button>
      </div>
      <IconButton label={t('dismiss')} onClick={() => setHidden(true)} className="absolute end-2 top-2 size-8">
        <X className="size-4" aria-hidden />
      </IconButton>
    </section>
  );
}
