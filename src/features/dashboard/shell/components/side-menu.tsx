'use client';

import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  BadgePercent,
  ChartColumn,
  ChevronDown,
  FileText,
  FolderTree,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  Palette,
  Ruler,
  Settings,
  ShieldCheck,
  ShoppingBag,
  SlidersHorizontal,
  Star,
  Tag,
  Truck,
  Users,
  type IconComponent,
} from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { activeMenuHref, type DashboardMenuItem } from '@/domain/dashboard/menu';

const ICONS: Record<string, IconComponent> = {
  dashboard: LayoutDashboard,
  reports: ChartColumn,
  orders: ShoppingBag,
  measure: Ruler,
  products: Package,
  categories: FolderTree,
  brands: Tag,
  colors: Palette,
  attributes: SlidersHorizontal,
  coupons: BadgePercent,
  shipping: Truck,
  customers: Users,
  reviews: Star,
  subscribers: Mail,
  blogs: Newspaper,
  pages: FileText,
  settings: Settings,
  staff: ShieldCheck,
};

/** The filtered menu; a group with sub-entries opens and closes, and starts open when it holds the current page. */
export function SideMenu({ menu, collapsed }: { menu: DashboardMenuItem[]; collapsed: boolean }) {
  const t = useTranslations('dashboard.menu');
  const pathname = usePathname();
  const active = activeMenuHref(menu, pathname);
  const [open, setOpen] = useState<Record<string, boolean>>({});

  return (
    <nav aria-label={t('dashboard')} className="p-3">
      <ul className="space-y-0.5">
        {menu.map((item) => {
          const Icon = ICONS[item.icon] ?? LayoutDashboard;
          const subs = item.subMenu ?? [];
          const holdsActive = active === item.href || subs.some((s) => s.href === active);
          const isOpen = open[item.id] ?? holdsActive;
          const rowClass = cn(
            'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
            holdsActive ? 'bg-primary/15 text-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
            collapsed && 'dash:justify-center dash:px-0',
          );
          const label = <span className={cn('flex-1 truncate text-start', collapsed && 'dash:sr-only')}>{t(item.labelKey)}</span>;
          if (subs.length === 0 || collapsed) {
            return (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className={rowClass}
                  aria-current={active === item.href ? 'page' : undefined}
                  title={collapsed ? t(item.labelKey) : undefined}
                >
                  <Icon className="size-[18px] shrink-0" aria-hidden />
                  {label}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.id}>
              <button
                type="button"
                className={rowClass}
                aria-expanded={isOpen}
                onClick={() => setOpen((o) => ({ ...o, [item.id]: !isOpen }))}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden />
                {label}
                <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden />
              </button>
              {isOpen && (
                <ul className="mt-0.5 mb-1 space-y-0.5 border-s border-line ps-3 ms-5">
                  {subs.map((s) => (
                    <li key={s.href}>
                      <Link
                        href={s.href}
                        aria-current={active === s.href ? 'page' : undefined}
                        className={cn(
                          'block rounded-md px-3 py-1.5 text-sm',
                          active === s.href ? 'font-semibold text-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                        )}
                      >
                        {t(s.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
