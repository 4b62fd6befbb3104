import { getLocale, getTranslations } from 'next-intl/server';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { listingHref, type ListingQuery } from '@/domain/catalogue/listing-query';
import { Link } from '@/i18n/navigation';
import { plainNumber } from '@/lib/format';

function pagesToShow(page: number, count: number): (number | '…')[] {
  const set = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('…');
    out.push(n);
  });
  return out;
}

export async function Pagination({ path, query, page, pageCount }: { path: string; query: ListingQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const [t, locale] = await Promise.all([getTranslations('catalogue.pagination'), getLocale()]);
  const cls = 'inline-flex min-w-10 items-center justify-center gap-1 rounded-md border px-3 py-2 text-sm font-medium';
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          href={listingHref(path, query, { page: page - 1 })}
          rel="prev"
          className={clsx(cls, 'border-gray-300 hover:border-secondary')}
        >
          <ChevronLeft className="size-4 flip-rtl" aria-hidden /> {t('previous')}
        </Link>
      )}
      {pagesToShow(page, pageCount).map((n, i) =>
        n === '…' ? (
          <span key={`gap-${i}`} className="px-1 text-gray-500">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={listingHref(path, query, { page: n })}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('page', { page: n })}
            className={clsx(cls, n === page ? 'border-primary bg-primary text-ink' : 'border-gray-300 hover:border-secondary')}
          >
            {plainNumber(n, locale)}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          href={listingHref(path, query, { page: page + 1 })}
          rel="next"
          className={clsx(cls, 'border-gray-300 hover:border-secondary')}
        >
          {t('next')} <ChevronRight className="size-4 flip-rtl" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
