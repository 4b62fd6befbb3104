'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuCategory } from '../menu-types';
import { LogoImage } from './logo-image';
import { Link } from '@/i18n/navigation';

/** (docs/requirements.md, "Store frame"): after scrolling past 110 px a sticky bar shows the logo and quick category links (desktop). */
export const STICKY_BAR_THRESHOLD = 110;

export function StickyBar({ logo, name, categories }: { logo: string; name: string; categories: MenuCategory[] }) {
  const t = useTranslations('common.nav');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > STICKY_BAR_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <div
      data-testid="sticky-bar"
      className="animate-drop-in fixed inset-x-0 top-0 z-40 hidden border-b border-line bg-surface/95 shadow-md backdrop-blur nav:block"
    >
      <div className="container-shop flex h-16 items-center gap-8">
        <Link href="/" aria-label={name} className="shrink-0">
          <LogoImage src={logo} alt={name} width={160} height={36} />
        </Link>
        <nav aria-label={t('quickLinks')} className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
          {categories.map((c) => (
            <Link
              key={c.slug}
              href={`/shop/${c.slug}`}
              lang={c.lang?.name}
              className="rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-primary hover:text-primary-fg"
            >
              {c.name}
            </Link>
          ))}
        </nav>
        <Link
          href="/contactus"
          className="shrink-0 rounded-md bg-secondary-strong px-4 py-2 text-sm font-semibold text-secondary-contrast hover:brightness-110"
        >
          {t('getInTouch')}
        </Link>
      </div>
    </div>
  );
}
