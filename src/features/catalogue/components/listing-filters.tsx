import { getLocale, getTranslations } from 'next-intl/server';
import { localizeFacets } from '@/server/catalogue/localize';
import { SlidersHorizontal } from '@/components/ui/icons';
import { hasFilters, listingSearchParams, type ListingQuery } from '@/domain/catalogue/listing-query';
import type { ListingFacets } from '@/server/catalogue/list-facets';
import { AutoSubmit } from './auto-submit';
import { Link } from '@/i18n/navigation';
import { plainNumber } from '@/lib/format';

export const FILTER_FORM_ID = 'listing-filters';

function Group({ title, lang, children, open = true }: { title: string; lang?: 'en'; children: React.ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-b border-body-gray py-4">
      <summary className="cursor-pointer list-none font-semibold marker:hidden">
        <bdi lang={lang}>{title}</bdi>
      </summary>
      <div className="mt-3 space-y-2">{children}</div>
    </details>
  );
}

interface Choice {
  value: string;
  label: string;
  /** 'en': the label is the English name standing in for a missing translation */
  lang?: 'en';
  count?: number;
  swatch?: string;
}

function Check({ name, checked, choice: c, locale }: { name: string; checked: boolean; choice: Choice; locale: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={c.value} defaultChecked={checked} className="size-4 accent-secondary" />
      {c.swatch && <span className="size-4 rounded-full border border-gray-300" style={{ backgroundColor: c.swatch }} aria-hidden />}
      <span className="flex-1">
        <bdi lang={c.lang}>{c.label}</bdi>
      </span>
      {/* in the page's digits, as its messages write numbers ("১২" on /bn) */}
      {c.count !== undefined && (
        <span className="text-xs text-gray-500" data-testid="facet-count">
          {plainNumber(c.count, locale)}
        </span>
      )}
    </label>
  );
}

/** One filter's checkboxes under one field name, ticked where the query holds the value. */
function Choices({ name, options, chosen, locale }: { name: string; options: Choice[]; chosen: readonly string[]; locale: string }) {
  return options.map((o) => <Check key={o.value} name={name} checked={chosen.includes(o.value)} choice={o} locale={locale} />);
}

/** The shop's filters as a plain GET form: works without JavaScript, and every state is a shareable URL. */
export async function ListingFilters({ path, query, facets: read }: { path: string; query: ListingQuery; facets: ListingFacets }) {
  const [t, locale] = await Promise.all([getTranslations('catalogue.filters'), getLocale()]);
  const facets = localizeFacets(read, locale);
  return (
    // closed as sent, so nothing moves when the page loads on a phone (the summary opens it, with or without JavaScript);
    // from lg the content shows although closed (::details-content), and AutoSubmit also opens it there for older browsers
    <details
      className="rounded-xl border border-body-gray bg-white p-4 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
      data-testid="filters"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 font-bold lg:hidden">
        <SlidersHorizontal className="size-4" aria-hidden /> {t('title')}
      </summary>
      {/* keyed by the URL: after a client navigation (or Back) the fields show the new state */}
      <form key={listingSearchParams(query).toString()} id={FILTER_FORM_ID} action={path} method="get" aria-label={t('title')}>
        <h2 className="sr-only text-lg font-bold lg:not-sr-only lg:block">{t('title')}</h2>
        {query.q && <input type="hidden" name="q" value={query.q} />}
        <Group title={t('price')}>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="f-min">
              {t('minPrice')}
            </label>
            <input
              id="f-min"
              name="min"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={query.minPrice}
              placeholder={facets.price ? String(facets.price.min) : t('min')}
              className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            />
            <span aria-hidden>–</span>
            <label className="sr-only" htmlFor="f-max">
              {t('maxPrice')}
            </label>
            <input
              id="f-max"
              name="max"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={query.maxPrice}
              placeholder={facets.price ? String(facets.price.max) : t('max')}
              className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            />
          </div>
        </Group>
        <Group title={t('availability')}>
          <Check name="stock" checked={query.inStock} choice={{ value: '1', label: t('inStockOnly') }} locale={locale} />
          <Check name="sale" checked={query.onSale} choice={{ value: '1', label: t('onSale') }} locale={locale} />
        </Group>
        {facets.colors.length > 0 && (
          <Group title={t('colour')}>
            <Choices
              name="color"
              locale={locale}
              chosen={query.colors}
              options={facets.colors.map((c) => ({ value: c.id, label: c.name, count: c.count, swatch: c.hex, lang: c.lang?.name }))}
            />
          </Group>
        )}
        {facets.brands.length > 0 && (
          <Group title={t('brand')}>
            <Choices
              name="brand"
              locale={locale}
              chosen={query.brands}
              options={facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count, lang: b.lang?.name }))}
            />
          </Group>
        )}
        {facets.attributes.map((a) => (
          <Group key={a.name} title={a.name} lang={a.lang?.name} open={a.values.some((v) => query.attrs.includes(v.id))}>
            <Choices
              name="attr"
              locale={locale}
              chosen={query.attrs}
              options={a.values.map((v) => ({ value: v.id, label: v.value, count: v.count, lang: v.lang?.value }))}
            />
          </Group>
        ))}
        <div className="flex items-center gap-3 pt-4">
          <button type="submit" className="flex-1 rounded-md bg-primary px-4 py-2 font-semibold text-ink hover:bg-primary-hover">
            {t('apply')}
          </button>
          {hasFilters(query) && (
            <Link
              href={query.q ? `${path}?q=${encodeURIComponent(query.q)}` : path}
              className="text-sm font-medium text-secondary-strong hover:underline"
            >
              {t('clear')}
            </Link>
          )}
        </div>
      </form>
      <AutoSubmit formId={FILTER_FORM_ID} />
    </details>
  );
}
