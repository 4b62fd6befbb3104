'use client';

import { useSession } from '@/lib/session-client';
import { House, LayoutGrid, ShoppingCart, Store, UserRound } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { Link, usePathname } from '@/i18n/navigation';

/**
 * At or below 991 px: home, categories, shop, cart (with the total quantity, passed in as a slot by the app)
 * and account (/profile when signed in, else /signin).
 */
export function BottomTabBar({ cartQuantity }: { cartQuantity?: React.ReactNode }) {
  const t = useTranslations('common.nav');
  const pathname = usePathname();
  const { status } = useSession();
  const tabs = [
    { href: '/', label: t('home'), Icon: House },
    { href: '/categories', label: t('categoriesShort'), Icon: LayoutGrid },
    { href: '/shop', label: t('shop'), Icon: Store },
    { href: '/cart', label: t('cart'), Icon: ShoppingCart, badge: cartQuantity },
    { href: status === 'authenticated' ? '/profile' : '/signin', label: t('account'), Icon: UserRound },
  ];
  return (
    <nav
      aria-label={t('tabBar')}
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur nav:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        {tabs.map(({ href, label, Icon, badge }) => {
          const active = href === '/' ? pathname === '/' : pathname.startsWith(href);
          return (
            <li key={label}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  active ? 'text-secondary-strong' : 'text-fg-muted hover:text-fg',
                )}
              >
                <span className="relative">
                  <Icon className="size-6" aria-hidden />
                  {badge && <span className="absolute -end-3 -top-2">{badge}</span>}
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
