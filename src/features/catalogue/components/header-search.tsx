'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useLocale, useTranslations } from 'next-intl';
import { Loader2, Search } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { isDiscounted } from '@/domain/catalogue/pricing';
import { MAX_QUERY_LENGTH } from '@/domain/catalogue/search-limits';
import type { Localized } from '@/domain/content/translations';
import type { SearchResultDto } from '@/server/catalogue/dto';
import { formatMoney } from '@/lib/money';
import { formatUnit } from '@/domain/catalogue/units';
import { useRouter } from '@/i18n/navigation';
import { bdi } from '@/components/ui/bidi';

/** A search answer: the name in the page's language, `lang.name` when English stands in. */
type Result = Localized<SearchResultDto, 'name'>;

/**
 * Header search (docs/requirements.md, "Header search"): a request on every keystroke, each one cancelling the one before; arrow keys,
 * Enter and Escape; choosing a result opens the product and clears the search. Without JavaScript the form
 * submits to /search.
 */
export function HeaderSearch({ currency, className }: { currency: string; className?: string }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const listId = `${id}-results`;
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const [open, setOpen] = useState(false);
  // the highlighted result by slug, so an answer to an earlier keystroke arriving late keeps the person's choice
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
  const active = activeSlug ? results.findIndex((r) => r.slug === activeSlug) : -1;
  const setActive = (next: number | ((i: number) => number)) => {
    const i = typeof next === 'function' ? next(active) : next;
    setActiveSlug(results[i]?.slug ?? null);
  };
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');
  const controller = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, []);

  async function search(text: string) {
    controller.current?.abort();
    const trimmed = text.trim();
    if (!trimmed) {
      setResults([]);
      setLoading(false);
      setSearched('');
      return;
    }
    const ac = new AbortController();
    controller.current = ac;
    setLoading(true);
    try {
      // the names come in the page's language (English where not translated, marked in `lang`)
      const res = await fetch(`/api/home/product_search?q=${encodeURIComponent(trimmed)}&lang=${locale}`, { signal: ac.signal });
      const body = (await res.json()) as { success?: boolean; product?: Result[] };
      if (ac.signal.aborted) return;
      setResults(Array.isArray(body.product) ? body.product : []);
      setSearched(trimmed);
      setOpen(true);
    } catch (err) {
      // search errors are only logged (docs/requirements.md, "Header search"); an aborted request is not an error
      if ((err as Error)?.name !== 'AbortError') console.error('[search] failed', err);
    } finally {
      if (controller.current === ac) setLoading(false);
    }
  }

  function clear() {
    controller.current?.abort();
    setQ('');
    setResults([]);
    setSearched('');
    setOpen(false);
    setActiveSlug(null);
    setLoading(false);
  }

  function go(r: Result) {
    clear();
    router.push(`/product/${r.slug}`);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && results[active]) {
      e.preventDefault();
      go(results[active]);
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else clear();
    }
  }

  const showList = open && q.trim() !== '' && (results.length > 0 || (searched !== '' && !loading));
  return (
    <div ref={root} className={clsx('relative w-full', className)}>
      <form action="/search" method="get" role="search" onSubmit={(e) => !q.trim() && e.preventDefault()}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search_your_product')}
        </label>
        <div className="flex items-center rounded-full border border-gray-300 bg-white ps-4 pe-1 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/40">
          <Search className="size-4 shrink-0 text-gray-500" aria-hidden />
          <input
            id={`${id}-input`}
            name="q"
            // a text box, not type=search: the Nu HTML checker (ARIA in HTML) refuses role=combobox on a search input;
            // the form carries the search role. ARIA 1.2 combobox: role, aria-expanded, aria-controls and
            // aria-activedescendant belong on the input itself
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('search_your_product')}
            value={q}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
            onChange={(e) => {
              setQ(e.target.value);
              void search(e.target.value);
            }}
            onFocus={() => results.length && setOpen(true)}
            onKeyDown={onKeyDown}
            className="w-full bg-transparent px-3 py-2 text-sm outline-none"
          />
          {loading && <Loader2 className="me-2 size-4 animate-spin text-gray-400" aria-hidden />}
          <button type="submit" className="rounded-full bg-primary px-3 py-1.5 text-sm font-semibold text-ink hover:bg-primary-hover">
            {t('searchButton')}
          </button>
        </div>
      </form>
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('searchResults')}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-auto rounded-xl border border-body-gray bg-white p-1 shadow-xl"
        >
          {results.length === 0 && <li className="px-3 py-4 text-sm text-gray-600">{t.rich('noSearchResults', { q: searched, bdi })}</li>}
          {results.map((r, i) => (
            <li
              key={r._id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(r)}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2',
                i === active ? 'bg-primary/15' : 'hover:bg-gray-50',
              )}
            >
              <span className="relative size-12 shrink-0 overflow-hidden rounded-md bg-gray-100">
                {r.image && <Thumbnail src={r.image} width={48} />}
              </span>
              <span className="min-w-0 flex-1">
                <span dir="auto" lang={r.lang?.name} className="block truncate text-sm font-medium" data-testid="search-result-name">
                  {r.name}
                </span>
                <span dir="auto" className="block text-xs text-gray-500" data-testid="search-result-unit">
                  {formatUnit(r.unitValue, r.unit, locale, (k) => t(`units.${k}`))}
                </span>
              </span>
              <span className="text-end text-sm">
                {r.fromPrice ? (
                  <span className="block text-xs text-gray-600">
                    {t.rich('fromPrice', {
                      price: () => (
                        <span className="block text-sm font-bold text-fg" dir="ltr">
                          {formatMoney(r.discount, locale, currency)}
                        </span>
                      ),
                    })}
                  </span>
                ) : (
                  <span className="block font-bold" dir="ltr">
                    {formatMoney(r.discount, locale, currency)}
                  </span>
                )}
                {isDiscounted(r) && (
                  <s className="block text-xs text-gray-500" dir="ltr">
                    {formatMoney(r.price, locale, currency)}
                  </s>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
