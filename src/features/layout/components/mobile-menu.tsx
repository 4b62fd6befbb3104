'use client';

import { signOutTo, useSession } from '@/lib/session-client';
import * as Dialog from '@radix-ui/react-dialog';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, LayoutDashboard, LogOut, MapPin, Phone, UserRound, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { canEnterDashboard } from '@/domain/permissions/permissions';
import type { StoreSessionUser } from '../session-user';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { LanguageSwitcher } from './language-switcher';
import type { MobileNavProps } from './mobile-nav';
import { LogoImage } from './logo-image';
import { Link } from '@/i18n/navigation';

const linkClass = 'flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium hover:bg-surface-muted';

/**
 * The slide-in menu of the phone header, loaded when the visitor first opens it (see MobileNav). Without a
 * Dialog.Trigger, Radix's focus scope gives the focus back to the menu button on close.
 */
export function MobileMenu({
  open,
  onOpenChange,
  logo,
  name,
  categories,
  address,
  phone,
  opener,
}: Omit<MobileNavProps, 'search'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the menu button: the focus goes back there on close, wherever the tap left it */
  opener?: React.RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('common');
  const { data, status } = useSession();
  const user = status === 'authenticated' ? (data?.user as StoreSessionUser | undefined) : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!opener?.current) return;
            e.preventDefault();
            opener.current.focus();
          }}
          className="animate-slide-in fixed inset-y-0 start-0 z-[60] flex w-[min(22rem,88vw)] flex-col bg-surface text-fg shadow-2xl outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
            <Dialog.Description className="sr-only">{name}</Dialog.Description>
            <LogoImage src={logo} alt={name} width={150} height={34} eager />
            <Dialog.Close asChild>
              <IconButton label={t('nav.closeMenu')}>
                <X className="size-5" aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mainLabel')} className="flex-1 overflow-y-auto p-3">
            <Link href="/" className={linkClass}>
              {t('nav.home')}
            </Link>
            <Link href="/shop" className={linkClass}>
              {t('nav.shop')}
            </Link>
            <Collapsible.Root>
              <Collapsible.Trigger className={`${linkClass} group w-full`}>
                {t('nav.categories')}
                <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Collapsible.Trigger>
              <Collapsible.Content className="ms-3 border-s border-line ps-2">
                {categories.map((c) => (
                  <Collapsible.Root key={c.slug}>
                    <div className="flex items-center">
                      <Link
                        href={`/shop/${c.slug}`}
                        lang={c.lang?.name}
                        className="flex-1 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-surface-muted"
                      >
                        {c.name}
                      </Link>
                      {c.subCategories.length > 0 && (
                        <Collapsible.Trigger asChild>
                          <IconButton label={t('nav.showSubcategories', { name: c.name })} className="group size-9">
                            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                          </IconButton>
                        </Collapsible.Trigger>
                      )}
                    </div>
                    <Collapsible.Content className="ms-3 border-s border-line ps-2">
                      {c.subCategories.map((s) => (
                        <Link
                          key={s.slug}
                          href={`/shop/${c.slug}/${s.slug}`}
                          lang={s.lang?.name}
                          className="block rounded-lg px-3 py-2 text-sm text-fg-muted hover:bg-surface-muted hover:text-fg"
                        >
                          {s.name}
                        </Link>
                      ))}
                    </Collapsible.Content>
                  </Collapsible.Root>
                ))}
                <Link
                  href="/categories"
                  className="block rounded-lg px-3 py-2.5 text-sm font-semibold text-secondary-strong hover:bg-surface-muted"
                >
                  {t('nav.viewAllCategories')}
                </Link>
              </Collapsible.Content>
            </Collapsible.Root>
            <Link href="/virtualtour" className={linkClass}>
              {t('nav.virtualTour')}
            </Link>
            <Link href="/blogs" className={linkClass}>
              {t('nav.blogs')}
            </Link>
            <Link href="/contactus" className={linkClass}>
              {t('nav.contact')}
            </Link>

            <div className="my-3 h-px bg-line" />
            {user ? (
              <>
                <p className="px-3 py-2 text-sm text-fg-muted">{user.name || user.email}</p>
                {canEnterDashboard(user) && (
                  <Link href="/dashboard" className={linkClass}>
                    <span className="flex items-center gap-3">
                      <LayoutDashboard className="size-5" aria-hidden />
                      {t('user.dashboard')}
                    </span>
                  </Link>
                )}
                <Link href="/profile" className={linkClass}>
                  <span className="flex items-center gap-3">
                    <UserRound className="size-5" aria-hidden />
                    {t('user.profile')}
                  </span>
                </Link>
                <button type="button" onClick={() => void signOutTo('/')} className={`${linkClass} w-full`}>
                  <span className="flex items-center gap-3">
                    <LogOut className="size-5 flip-rtl" aria-hidden />
                    {t('user.logout')}
                  </span>
                </button>
              </>
            ) : (
              <Link href="/signin" className={linkClass}>
                <span className="flex items-center gap-3">
                  <UserRound className="size-5" aria-hidden />
                  {t('nav.signIn')}
                </span>
              </Link>
            )}
          </nav>
          <div className="space-y-3 border-t border-line p-4 text-sm">
            <div className="flex items-center justify-between">
              <LanguageSwitcher tone="default" />
              <ColorSchemeSwitch tone="default" />
            </div>
            <a
              href={address.maps}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 text-fg-muted hover:text-fg"
            >
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span dir="ltr">{address.short}</span>
            </a>
            <a href={phone.href} className="flex items-center gap-2 text-fg-muted hover:text-fg">
              <Phone className="size-4 shrink-0" aria-hidden />
              <span dir="ltr">{phone.text}</span>
            </a>
            <Link href="/contactus" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
              {t('nav.getInTouch')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
