import { Picture } from '@/components/ui/picture';
import { getTranslations } from 'next-intl/server';
import { Clock, MapPin, Phone } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import type { MenuCategory } from '../menu-types';
import { CategoriesMenu } from './categories-menu';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { LanguageSwitcher } from './language-switcher';
import { SearchToggle } from './search-toggle';
import { UserMenu } from './user-menu';
import { Link } from '@/i18n/navigation';

interface DesktopHeaderProps {
  logo: string;
  name: string;
  categories: MenuCategory[];
  address: { short: string; maps: string };
  phone: { text: string; href: string };
  /** the showroom's open days from the settings, e.g. "Mon–Sat 09:00–17:30" */
  hours: string;
  search?: React.ReactNode;
  cart?: React.ReactNode;
}

const navLink = 'rounded-md px-3 py-2 font-semibold text-fg transition-colors hover:text-secondary-strong';

/** Above 991 px: the top bar (address, phone, language, colour scheme, account) and the main navigation. */
export async function DesktopHeader({ logo, name, categories, address, phone, hours, search, cart }: DesktopHeaderProps) {
  const t = await getTranslations('common');
  return (
    <header className="hidden nav:block">
      <div className="bg-ink text-sm text-white/90">
        <div className="container-shop flex h-11 items-center justify-between gap-6">
          <div className="flex min-w-0 items-center gap-6">
            <a
              href={address.maps}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-w-0 items-center gap-2 hover:text-primary"
              aria-label={t('topBar.address', { address: address.short })}
            >
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden />{' '}
              <span className="truncate" dir="ltr">
                {address.short}
              </span>
            </a>
            <a
              href={phone.href}
              className="flex items-center gap-2 hover:text-primary"
              aria-label={t('topBar.phone', { phone: phone.text })}
            >
              <Phone className="size-4 shrink-0 text-primary" aria-hidden /> <span dir="ltr">{phone.text}</span>
            </a>
            {hours && (
              <span className="hidden items-center gap-2 xl:flex" data-testid="header-hours">
                <Clock className="size-4 shrink-0 text-primary" aria-hidden /> <bdi>{hours}</bdi>
              </span>
            )}
          </div>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <ColorSchemeSwitch />
            <span className="h-4 w-px bg-white/20" aria-hidden />
            <UserMenu />
          </div>
        </div>
      </div>
      <div className="relative border-b border-line bg-surface">
        <div className="container-shop flex h-20 items-center justify-between gap-6">
          <Link href="/" aria-label={name} className="shrink-0">
            <Picture
              src={logo}
              alt={name}
              width={200}
              height={45}
              loading="eager"
              className="dark:rounded-md dark:bg-white dark:px-1.5 dark:py-1"
              unoptimized={logo.endsWith('.svg')}
            />
          </Link>
          <nav aria-label={t('nav.mainLabel')} className="flex items-center gap-1">
            <Link href="/" className={navLink}>
              {t('nav.home')}
            </Link>
            <CategoriesMenu categories={categories} className={navLink} />
            <Link href="/virtualtour" className={navLink}>
              {t('nav.virtualTour')}
            </Link>
            <Link href="/blogs" className={navLink}>
              {t('nav.blogs')}
            </Link>
            <Link href="/contactus" className={navLink}>
              {t('nav.contact')}
            </Link>
          </nav>
          <div className="flex items-center gap-2">
            {search && <SearchToggle>{search}</SearchToggle>}
            {cart}
            <Link href="/contactus" className={buttonClasses({ variant: 'secondary' })}>
              {t('nav.getInTouch')}
            </Link>
          </div>
        </div>
        {/* without scripts the toggle cannot open the strip: the search form is drawn as the strip's row instead */}
        {search && (
          <noscript>
            <div className="container-shop flex justify-end border-t border-line py-3">
              <div className="w-full max-w-md">{search}</div>
            </div>
          </noscript>
        )}
      </div>
    </header>
  );
}
