'use client';

import Link from 'next/link';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { localeDir, type Locale } from '@/i18n/locales';
import type { MenuCategory } from '../menu-types';

const itemClass =
  'flex cursor-pointer items-center justify-between gap-6 rounded-md px-3 py-2.5 text-sm font-medium outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:text-secondary-strong data-[state=open]:bg-surface-muted';
const panelClass = 'z-[70] min-w-60 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl';

/**
 * "All Categories" with a flyout of subcategories per category. Without categories (the call failed or
 * returned nothing) the default menu stays: a plain link to the categories page.
 */
export function CategoriesMenu({ categories, className }: { categories: MenuCategory[]; className?: string }) {
  const t = useTranslations('common.nav');
  const locale = useLocale() as Locale;
  if (!categories.length) {
    return (
      <Link href="/categories" className={className}>
        {t('categories')}
      </Link>
    );
  }
  return (
    <DropdownMenu.Root dir={localeDir(locale)} modal={false}>
      <DropdownMenu.Trigger className={`${className ?? ''} inline-flex items-center gap-1.5 outline-none data-[state=open]:text-secondary-strong`}>
        <LayoutGrid className="size-4" aria-hidden />
        {t('categories')}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={10} className={panelClass}>
          {categories.map((c) => (
            <DropdownMenu.Sub key={c.slug}>
              <DropdownMenu.SubTrigger className={itemClass}>
                {c.name}
                <ChevronRight className="size-4 opacity-60 rtl:rotate-180" aria-hidden />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent sideOffset={6} className={panelClass}>
                  <DropdownMenu.Item asChild className={`${itemClass} font-semibold`}>
                    <Link href={`/shop/${c.slug}`}>{t('allOf', { name: c.name })}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-line" />
                  {c.subCategories.map((s) => (
                    <DropdownMenu.Item key={s.slug} asChild className={itemClass}>
                      <Link href={`/shop/${c.slug}/${s.slug}`}>{s.name}</Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/categories">{t('viewAllCategories')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
