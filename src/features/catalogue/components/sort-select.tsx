import { getTranslations } from 'next-intl/server';
import { SORTS, type Sort } from '@/domain/catalogue/listing-query';
import { FILTER_FORM_ID } from './listing-filters';

/** Sort order; belongs to the filter form (form=...), so a change keeps the filters and goes back to page 1. */
export async function SortSelect({ value }: { value: Sort }) {
  const t = await getTranslations('catalogue.sort');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm text-gray-600">
        {t('label')}
      </label>
      <select
        key={value}
        id="sort"
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(s)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="rounded-md border border-gray-300 px-2 py-1.5 text-sm">
          {t('apply')}
        </button>
      </noscript>
    </div>
  );
}
