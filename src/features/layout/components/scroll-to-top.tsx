'use client';

import { useEffect, useState } from 'react';
import { ArrowUp } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';
import { usePathname } from '@/i18n/navigation';

/** (docs/requirements.md, "Store frame"): the scroll-to-top button appears after scrolling over 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;
/**
 * Pages without it: the cart and the checkout put amounts and steppers at the end edge, where the floating button
 * would cover them while scrolling on a phone, and are short enough not to need it.
 */
const WITHOUT_IT = ['/cart', '/checkout'];

export function ScrollToTop() {
  const t = useTranslations('common');
  const pathname = usePathname();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown || WITHOUT_IT.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return (
    <IconButton
      label={t('scrollTop')}
      tone="primary"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed end-4 bottom-24 z-40 size-11 nav:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden />
    </IconButton>
  );
}
