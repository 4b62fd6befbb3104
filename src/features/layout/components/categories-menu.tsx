'use client';

import { ChevronDown, LayoutGrid } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { DeferredMenu, deferredPart } from '@/components/ui/deferred';
import type { MenuCategory } from '../menu-types';
import { Link } from '@/i18n/navigation';

const categoriesDropdown = deferredPart(() => import('./categories-dropdown').then((m) => m.CategoriesDropdown));

/**
 * "All Categories" with a flyout of subcategories per category. Without categories (the call failed or
 * returned nothing) the default menu stays: a plain link to the categories page. The flyout's code loads when
 * the visitor first opens it.
 */
export function CategoriesMenu({ categories, className }: { categories: MenuCategory[]; className?: string }) {
  const t = useTranslations('common.nav');
  if (!categories.length) {
    return (
      <Link href="/categories" className={className}>
        {t('categories')}
      </Link>
    );
  }
  const triggerClassName = `${className ?? ''} inline-flex items-center gap-1.5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-secondary-strong data-[state=open]:text-secondary-strong`;
  const face = (
    <>
      <LayoutGrid className="size-4" aria-hidden />
      {t('categories')}
      <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
    </>
  );
  return (
    <DeferredMenu
      part={categoriesDropdown}
      props={{ categories, triggerClassName, face }}
      trigger={(handlers) => (
        <button type="button" {...handlers} className={triggerClassName}>
          {face}
        </button>
      )}
    />
  );
}
