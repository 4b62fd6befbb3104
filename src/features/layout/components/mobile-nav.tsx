'use client';

import { Suspense, useRef, useState } from 'react';
import { Menu, Phone } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { deferredPart } from '@/components/ui/deferred';
import { IconButton } from '@/components/ui/icon-button';
import type { MenuCategory } from '../menu-types';
import { LogoImage } from './logo-image';
import { Link, usePathname } from '@/i18n/navigation';

export interface MobileNavProps {
  logo: string;
  name: string;
  categories: MenuCategory[];
  address: { short: string; maps: string };
  phone: { text: string; href: string };
  search?: React.ReactNode;
}

const mobileMenu = deferredPart(() => import('./mobile-menu').then((m) => m.MobileMenu));

/**
 * At or below 991 px: a header with the slide-in menu and the search bar (docs/requirements.md, "Store frame"). The menu's code (Radix dialog,
 * the categories, the account links) loads when the visitor points at or first opens the menu button.
 */
export function MobileNav({ logo, name, categories, address, phone, search }: MobileNavProps) {
  const t = useTranslations('common');
  const pathname = usePathname();
  // the menu closes on route change (docs/requirements.md, "Store frame") — it is open only for the page it was opened on
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (o: boolean) => setOpenOn(o ? pathname : null);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface nav:hidden" data-testid="mobile-nav">
      <div className="container-shop flex h-16 items-center justify-between gap-3">
        <IconButton
          ref={opener}
          label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={mobileMenu.preload}
          onFocus={mobileMenu.preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Menu className="size-6" aria-hidden />
        </IconButton>
        {wanted && (
          <Suspense fallback={null}>
            <mobileMenu.Component
              open={open}
              onOpenChange={setOpen}
              logo={logo}
              name={name}
              categories={categories}
              address={address}
              phone={phone}
              opener={opener}
            />
          </Suspense>
        )}

        <Link href="/" aria-label={name} className="flex-1 flex justify-center">
          <LogoImage src={logo} alt={name} width={150} height={34} eager />
        </Link>
        <a
          href={phone.href}
          aria-label={t('topBar.phone', { phone: phone.text })}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <Phone className="size-5" aria-hidden />
        </a>
      </div>
      {search && <div className="container-shop pb-3">{search}</div>}
    </header>
  );
}
