'use client';

import { useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';

/** The header's search toggle; the search itself is a slot filled by the catalogue. */
export function SearchToggle({ children }: { children: React.ReactNode }) {
  const t = useTranslations('common.nav');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={open ? t('closeSearch') : t('openSearch')}
        aria-expanded={open}
        aria-controls="header-search"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-5" aria-hidden /> : <Search className="size-5" aria-hidden />}
      </IconButton>
      <div id="header-search" hidden={!open} className="absolute inset-x-0 top-full z-30 border-b border-line bg-surface shadow-lg">
        <div className="container-shop py-4">{open && children}</div>
      </div>
    </>
  );
}
