'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronRight } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { localeDir, type Locale } from '@/i18n/locales';
import type { MenuCategory } from '../menu-types';
import { Link } from '@/i18n/navigation';

const itemClass =
  'flex cursor-pointer items-center justify-between gap-6 rounded-md px-3 py-2.5 text-sm font-medium outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:text-secondary-strong data-[state=open]:bg-surface-muted';
const panelClass = 'z-[70] min-w-60 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl';

/** The "All Categories" flyout itself, loaded when the visitor first opens it (see CategoriesMenu). */
export function CategoriesDropdown({
  categories,
  triggerClassName,
  face,
  defaultOpen,
}: {
  categories: MenuCategory[];
  triggerClassName: string;
  face: React.ReactNode;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('common.nav');
  const locale = useLocale() as Locale;
  return (
    <DropdownMenu.Root dir={localeDir(locale)} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName}>{face}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={10} className={panelClass}>
          {categories.map((c) => (
            <DropdownMenu.Sub key={c.slug}>
              <DropdownMenu.SubTrigger className={itemClass}>
                <span lang={c.lang?.name}>{c.name}</span>
                <ChevronRight className="size-4 opacity-60 flip-rtl" aria-hidden />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent sideOffset={6} className={panelClass}>
                  <DropdownMenu.Item asChild className={`${itemClass} font-semibold`}>
                    <Link href={`/shop/${c.slug}`}>{t('allOf', { name: c.name })}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-line" />
                  {c.subCategories.map((s) => (
                    <DropdownMenu.Item key={s.slug} asChild className={itemClass}>
                      <Link href={`/shop/${c.slug}/${s.slug}`} lang={s.lang?.name}>
                        {s.name}
                      </Link>
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
