'use client';

import { useState } from 'react';
import { Search, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';

/**
 * The header's search toggle; the search itself is a slot filled by the catalogue. The strip opens under the toggle,
 * at the header's end. Without JavaScript the toggle is hidden (js-only) and the header draws the search form (a plain
 * GET to /search) as the strip's row (desktop-header.tsx; docs/requirements.md, "Without JavaScript").
 */
export function SearchToggle({ children }: { children: React.ReactNode }) {
  const t = useTranslations('common.nav');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={open ? t('closeSearch') : t('openSearch')}
        aria-expanded={open}
        aria-controls="header-search"
        className="js-only"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-5" aria-hidden /> : <Search className="size-5" aria-hidden />}
      </IconButton>
      <div id="header-search" hidden={!open} className="absolute inset-x-0 top-full z-30 border-b border-line bg-surface shadow-lg">
        <div className="container-shop flex justify-end py-4">
          <div className="w-full max-w-md">{open && children}</div>
        </div>
      </div>
    </>
  );
}
