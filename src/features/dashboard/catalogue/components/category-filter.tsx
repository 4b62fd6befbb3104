'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/dashboard/field';

/** Narrows the subcategory list to one category (`?categoryId=`), back to page 1. */
export function CategoryFilter({ categories, value }: { categories: { id: string; name: string }[]; value: string }) {
  const t = useTranslations('dashCatalogue');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <Select
      aria-label={t('columns.category')}
      className="h-9 w-auto min-w-44"
      value={value}
      onChange={(e) => {
        const next = new URLSearchParams(params.toString());
        if (e.target.value) next.set('categoryId', e.target.value);
        else next.delete('categoryId');
        next.delete('page');
        router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
      }}
    >
      <option value="">{t('filters.allCategories')}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
