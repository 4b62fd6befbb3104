'use client';

import Link from 'next/link';
import { Search } from '@/components/ui/icons';
import { Input } from '@/components/dashboard/field';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

interface QueueQuery<S extends string> {
  status: S;
  q: string;
  page: number;
}

/** The address of a queue page: the first status, the first page and an empty search are left out. */
function queueHref<S extends string>(
  basePath: string,
  first: S,
  query: QueueQuery<S>,
  changes: Partial<Record<'status' | 'page' | 'q', string>>,
): string {
  const next = new URLSearchParams();
  const merged = { status: query.status as string, q: query.q, page: String(query.page), ...changes };
  if (merged.status !== first) next.set('status', merged.status);
  if (merged.q) next.set('q', merged.q);
  if (merged.page && merged.page !== '1') next.set('page', merged.page);
  return `${basePath}${next.size ? `?${next}` : ''}`;
}

/**
 * A dashboard work queue (reviews to moderate, measure requests): tabs by status with their counts, a search kept in
 * the address, the rows as a list (or the status's empty text) and previous/next pages. Labels come translated.
 */
export function StatusQueue<S extends string>({
  basePath,
  statuses,
  query,
  counts,
  pages,
  empty,
  labels,
  children,
}: {
  basePath: string;
  /** the tabs in order; the first is the page's default */
  statuses: readonly S[];
  query: QueueQuery<S>;
  counts: Record<S, number>;
  pages: number;
  /** nothing to list */
  empty: boolean;
  labels: {
    statusFilter: string;
    status: (s: S) => string;
    search: string;
    searchButton: string;
    empty: string;
    list: string;
    pages: string;
    previous: string;
    next: string;
    pageOf: string;
  };
  children: React.ReactNode;
}) {
  const href = (changes: Partial<Record<'status' | 'page' | 'q', string>>) => queueHref(basePath, statuses[0], query, changes);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={labels.statusFilter} className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
          {statuses.map((s) => (
            <Link
              key={s}
              href={href({ status: s, page: '1', q: '' })}
              aria-current={query.status === s ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                query.status === s ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
              )}
            >
              {labels.status(s)} <span className="tabular-nums">({counts[s]})</span>
            </Link>
          ))}
        </nav>
        <form action={basePath} className="flex items-center gap-2" role="search">
          {query.status !== statuses[0] && <input type="hidden" name="status" value={query.status} />}
          <Input name="q" defaultValue={query.q} placeholder={labels.search} aria-label={labels.search} className="h-9 w-64" />
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={labels.searchButton}>
            <Search className="size-4" aria-hidden />
          </button>
        </form>
      </div>
      {empty ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-fg-muted">{labels.empty}</p>
      ) : (
        <ul className="space-y-3" aria-label={labels.list}>
          {children}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={labels.pages} className="flex items-center justify-end gap-2 text-sm">
          {query.page > 1 && (
            <Link href={href({ page: String(query.page - 1) })} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {labels.previous}
            </Link>
          )}
          <span className="text-fg-muted">{labels.pageOf}</span>
          {query.page < pages && (
            <Link href={href({ page: String(query.page + 1) })} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {labels.next}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
