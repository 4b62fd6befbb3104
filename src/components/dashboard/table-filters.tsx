'use client';

import { useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { buttonClasses } from '../ui/button';
import { Input } from './field';

/**
 * A table's toolbar filters live in the URL (as search, sort and page do): the setter writes the changed
 * parameters (an empty value removes one) and goes back to page 1; the page re-renders on the server.
 */
export function useUrlFilters(): (changes: Record<string, string>) => void {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (changes) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete('page');
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };
}

/**
 * "From … to …" days of a table filter, applied together with one button. Give it `key={`${from}|${to}`}` so
 * clearing the filters in the URL also clears the fields.
 */
export function DateRangeFilter({
  from,
  to,
  labels,
  onApply,
}: {
  from?: string;
  to?: string;
  labels: { from: string; to: string; apply: string };
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ from: start, to: end });
      }}
    >
      <label className="text-xs text-fg-muted">
        {labels.from}
        <Input type="date" className="h-9 w-auto" value={start} onChange={(e) => setStart(e.target.value)} />
      </label>
      <label className="text-xs text-fg-muted">
        {labels.to}
        <Input type="date" className="h-9 w-auto" value={end} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {labels.apply}
      </button>
    </form>
  );
}
